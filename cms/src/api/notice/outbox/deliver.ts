/**
 * Step 3 of a round: a batch of due messages is claimed atomically (PostgreSQL: FOR UPDATE SKIP
 * LOCKED; SQLite: its single writer) with a lease, each is sent and marked sent; a failure puts
 * it back with a growing delay. Only a crash between the SMTP server's acceptance and the "sent"
 * mark can send one twice; the fixed Message-ID lets mail systems see the copy.
 */
import type { Knex } from 'knex';
import {
  NOTICE_DELIVERY_LABELS,
  NOTICE_PREFERENCES_PATH,
  STATUTORY_NOTICE_KINDS,
  UNSUBSCRIBE_PAGE_PATH,
  NoticeMail,
  StatutoryNoticeMail,
  type StatutoryNoticeKind,
} from '@hearth/common';
import { emailConsentOf } from '../../meeting/model/tables';
import { nowMs } from '../../../platform/clock';
import { recipientsOf } from './preferences';
import { rowsOf } from '../../../platform/raw-sql';
import { isPostgres } from '../../../platform/raw-sql';
import { NOTICE_TABLES, type NoticeDeps, type NoticeMailMessage, type NoticeSettings, type OutboxRow } from './store';
import { unsubscribeToken } from './unsubscribe';
import { MODULE_MAIL_KINDS, bodyToSend, isModuleMail, wipedWhenDone } from './mail';

const { outbox: OUTBOX } = NOTICE_TABLES;
const isStatutory = (kind: string): kind is StatutoryNoticeKind => (STATUTORY_NOTICE_KINDS as readonly string[]).includes(kind);

/**
 * Takes up to `limit` due messages for this worker: pending ones whose time came, and ones whose
 * claimer's lease ran out. A module's own e-mail (what a person just did: a receipt, a booking's)
 * goes before the notices, so a backlog of notices does not hold it up.
 */
export async function claimBatch(knex: Knex, worker: string, now: number, settings: NoticeSettings): Promise<OutboxRow[]> {
  const skipLocked = isPostgres(knex) ? ' FOR UPDATE SKIP LOCKED' : '';
  const own = MODULE_MAIL_KINDS.map(() => '?').join(', ');
  const result = await knex.raw(
    `UPDATE ${OUTBOX} SET status = 'sending', claimed_by = ?, lease_until = ?
     WHERE id IN (
       SELECT id FROM ${OUTBOX}
       WHERE (status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND lease_until <= ?)
       ORDER BY CASE WHEN kind IN (${own}) THEN 0 ELSE 1 END, id LIMIT ?${skipLocked}
     )
     RETURNING *`,
    [worker, now + settings.leaseMs, now, now, ...MODULE_MAIL_KINDS, settings.batchSize],
  );
  return rowsOf<OutboxRow>(result).sort(
    (a, b) => Number(isModuleMail(b.kind)) - Number(isModuleMail(a.kind)) || Number(a.id) - Number(b.id),
  );
}

/** The e-mail of an outbox row: its item part, the links, and the RFC 8058 one-click headers. */
function renderMessage(row: OutboxRow, deps: Pick<NoticeDeps, 'publicUrl' | 'secret'>): NoticeMailMessage {
  const base = deps.publicUrl();
  const messageId = `<notice-${row.id}@${new URL(base).hostname || 'hearth'}>`;
  // A module's own e-mail (a booking's, a receipt) is sent as it was written, with its attachments.
  if (isModuleMail(row.kind)) {
    return {
      to: row.email,
      subject: row.subject,
      text: bodyToSend(row),
      headers: {},
      messageId,
      attachments: row.attachments ? JSON.parse(row.attachments) : [],
    };
  }
  // A statutory notice (docs/requirements.md §21) has no unsubscribe: the owner changes their delivery choice instead.
  if (isStatutory(row.kind)) {
    return {
      to: row.email,
      subject: row.subject,
      text: `${row.body}\n\n-- \n${StatutoryNoticeMail.footer(base)}\n`,
      headers: {},
      messageId,
    };
  }
  const token = unsubscribeToken(deps.secret, Number(row.id), row.kind, row.email);
  const oneClick = `${base}/api/notices/unsubscribe?token=${encodeURIComponent(token)}`;
  const footer = NoticeMail.footer(
    row.kind,
    NOTICE_DELIVERY_LABELS[row.delivery],
    `${base}${NOTICE_PREFERENCES_PATH}`,
    `${base}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`,
  );
  return {
    to: row.email,
    subject: row.subject,
    text: `${row.body}\n\n-- \n${footer}\n`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    messageId,
  };
}

/** Sends a claimed batch one by one; at the first failure the rest wait for the same retry time. */
export async function deliver(deps: NoticeDeps, batch: OutboxRow[]): Promise<void> {
  const { knex, worker, settings } = deps;
  for (let index = 0; index < batch.length; index++) {
    const row = batch[index];
    // Still ours? (a lease that ran out may have been taken over)
    const renewed = await knex(OUTBOX)
      .where({ id: row.id, claimed_by: worker, status: 'sending' })
      .update({ lease_until: nowMs() + settings.leaseMs });
    if (!renewed) continue;
    // Asked again at sending time: turned off since it was queued (a choice of None, an
    // unsubscribe link), the account blocked or its address unverified, minutes no longer
    // readable: not sent. An address changed since goes to the new one.
    // A statutory notice: the owner's agreement to e-mail, asked again (a withdrawal since is honoured).
    // A module's own e-mail goes to the address it was queued for (its module chose it).
    const [recipient] = isModuleMail(row.kind)
      ? [{ email: row.email }]
      : isStatutory(row.kind)
        ? [await emailConsentOf(knex, row.user_id)].filter((r) => r !== null)
        : await recipientsOf(knex, row.kind, row.user_id);
    if (!recipient) {
      await knex(OUTBOX)
        .where({ id: row.id, claimed_by: worker })
        .update({ status: 'cancelled', claimed_by: null, lease_until: null, ...wipedWhenDone(row.kind) });
      continue;
    }
    if (recipient.email !== row.email) {
      await knex(OUTBOX).where({ id: row.id, claimed_by: worker }).update({ email: recipient.email });
      row.email = recipient.email;
    }
    try {
      await deps.send(renderMessage(row, deps));
    } catch (error) {
      const permanent = Boolean((error as { permanent?: boolean }).permanent);
      const retryAt = nowMs() + Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.min(row.attempts, 20));
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await knex(OUTBOX)
        .where({ id: row.id, claimed_by: worker })
        .update({
          status: permanent ? 'failed' : 'pending',
          attempts: row.attempts + 1,
          next_attempt_at: retryAt,
          claimed_by: null,
          lease_until: null,
          last_error: reason,
          ...(permanent ? wipedWhenDone(row.kind) : {}),
        });
      const rest = batch.slice(index + 1).map((r) => r.id);
      if (!permanent && rest.length) {
        await knex(OUTBOX)
          .whereIn('id', rest)
          .where({ claimed_by: worker, status: 'sending' })
          .update({ status: 'pending', next_attempt_at: retryAt, claimed_by: null, lease_until: null });
      }
      if (!permanent) {
        deps.log.warn(`[notices] sending paused until ${new Date(retryAt).toISOString()}: ${reason}`);
        return;
      }
      continue;
    }
    await knex(OUTBOX)
      .where({ id: row.id, claimed_by: worker })
      .update({
        status: 'sent',
        sent_at: nowMs(),
        sent_by: worker,
        claimed_by: null,
        lease_until: null,
        last_error: null,
        ...wipedWhenDone(row.kind),
      });
  }
}
