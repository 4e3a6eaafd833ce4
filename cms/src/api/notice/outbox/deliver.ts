/**
 * Step 3 of a round: a batch of due messages is claimed atomically in one statement (PostgreSQL:
 * FOR UPDATE SKIP LOCKED; SQLite: its single writer) with a lease; its messages are sent a few at a
 * time over the pooled SMTP connections, each marked sent as it goes; a failure puts it back with
 * a growing delay. Only a crash between the SMTP server's acceptance and the "sent"
 * mark can send one twice; the fixed Message-ID lets mail systems see the copy.
 */
import type { Knex } from 'knex';
import {
  NOTICE_KINDS,
  NOTICE_PREFERENCES_PATH,
  UNSUBSCRIBE_PAGE_PATH,
  mailTexts,
  statutoryNoticeMail,
  type Locale,
  type NoticeKind,
} from '@hearth/common';
import { nowMs } from '../../../platform/clock';
import { recipientsOf } from './preferences';
import { isPostgres, rowsOf } from '../../../platform/raw-sql';
import { NOTICE_TABLES, type NoticeDeps, type NoticeMailMessage, type NoticeSettings, type OutboxRow } from './store';
import { unsubscribeToken } from './unsubscribe';
import { bodyToSend, wipedWhenDone } from './mail';
import { isModuleMail, statutoryRule } from './senders';

const { outbox: OUTBOX } = NOTICE_TABLES;
const isNoticeKind = (kind: string): kind is NoticeKind => (NOTICE_KINDS as readonly string[]).includes(kind);

/**
 * Takes up to `limit` due messages for this worker: pending ones whose time came, and ones whose
 * claimer's lease ran out. A module's own e-mail (what a person just did: a receipt, a booking's)
 * goes before the notices, so a backlog of notices does not hold it up.
 */
export async function claimBatch(
  knex: Knex,
  worker: string,
  now: number,
  settings: NoticeSettings,
  ownKinds: readonly string[] = [],
): Promise<OutboxRow[]> {
  const skipLocked = isPostgres(knex) ? ' FOR UPDATE SKIP LOCKED' : '';
  const own = ownKinds.length ? ownKinds.map(() => '?').join(', ') : 'NULL';
  const isOwn = new Set(ownKinds);
  const result = await knex.raw(
    `UPDATE ${OUTBOX} SET status = 'sending', claimed_by = ?, lease_until = ?
     WHERE id IN (
       SELECT id FROM ${OUTBOX}
       WHERE (status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND lease_until <= ?)
       ORDER BY CASE WHEN kind IN (${own}) THEN 0 ELSE 1 END, id LIMIT ?${skipLocked}
     )
     RETURNING *`,
    [worker, now + settings.leaseMs, now, now, ...ownKinds, settings.batchSize],
  );
  return rowsOf<OutboxRow>(result).sort((a, b) => Number(isOwn.has(b.kind)) - Number(isOwn.has(a.kind)) || Number(a.id) - Number(b.id));
}

/** The e-mail of an outbox row: its item part, the links, and the RFC 8058 one-click headers. */
function renderMessage(row: OutboxRow, deps: Pick<NoticeDeps, 'publicUrl' | 'secret' | 'senders'>, locale: Locale): NoticeMailMessage {
  const base = deps.publicUrl();
  const messageId = `<notice-${row.id}@${new URL(base).hostname || 'hearth'}>`;
  // A module's own e-mail (a booking's, a receipt) is sent as it was written, with its attachments.
  if (isModuleMail(deps.senders, row.kind)) {
    return {
      to: row.email,
      subject: row.subject,
      text: bodyToSend(deps.senders, row),
      headers: {},
      messageId,
      attachments: row.attachments ? JSON.parse(row.attachments) : [],
    };
  }
  // A statutory notice (a meeting's notice by the owner's agreement to e-mail) has no unsubscribe: the owner changes their delivery choice instead.
  if (!isNoticeKind(row.kind)) {
    return {
      to: row.email,
      subject: row.subject,
      text: `${row.body}\n\n-- \n${statutoryNoticeMail(mailTexts(locale).meeting).footer(base)}\n`,
      headers: {},
      messageId,
    };
  }
  const token = unsubscribeToken(deps.secret, Number(row.id), row.kind, row.email);
  const oneClick = `${base}/api/notices/unsubscribe?token=${encodeURIComponent(token)}`;
  const footer = mailTexts(locale).notice.footer(
    row.kind,
    row.delivery,
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

/**
 * Sends a claimed batch, `deps.parallel` messages at a time (the pooled connections); at the
 * first failure that may pass (the server away) no further message is started, and the rest wait
 * for the same retry time.
 */
export async function deliver(deps: NoticeDeps, batch: OutboxRow[], claimedAt = 0): Promise<boolean> {
  const { knex, worker } = deps;
  let next = 0;
  let paused: { at: number; reason: string } | undefined;
  const sender = async () => {
    while (!paused && next < batch.length) {
      const failure = await deliverOne(deps, batch[next++], claimedAt);
      paused ??= failure;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(deps.parallel, batch.length)) }, sender));
  if (!paused) return true;
  const rest = batch.slice(next).map((r) => r.id);
  if (rest.length)
    await knex(OUTBOX)
      .whereIn('id', rest)
      .where({ claimed_by: worker, status: 'sending' })
      .update({ status: 'pending', next_attempt_at: paused.at, claimed_by: null, lease_until: null });
  deps.log.warn(`[notices] sending paused until ${new Date(paused.at).toISOString()}: ${paused.reason}`);
  return false;
}

/**
 * Sends one claimed message and marks it; answers the retry time when it failed in a way that may
 * pass. `claimedAt`: when the batch was claimed (its lease runs `leaseMs` from then).
 */
async function deliverOne(deps: NoticeDeps, row: OutboxRow, claimedAt: number): Promise<{ at: number; reason: string } | undefined> {
  const { knex, worker, settings, senders } = deps;
  // Still ours? Another process takes a row over only once its lease ran out, so while the
  // claim's lease is less than half gone it is; after that, it is asked, and the lease renewed.
  if (nowMs() >= claimedAt + settings.leaseMs / 2) {
    const renewed = await knex(OUTBOX)
      .where({ id: row.id, claimed_by: worker, status: 'sending' })
      .update({ lease_until: nowMs() + settings.leaseMs });
    if (!renewed) return undefined;
  }
  // Asked again at sending time: turned off since it was queued (a choice of None, an
  // unsubscribe link), the account blocked or its address unverified, minutes no longer
  // readable: not sent. An address changed since goes to the new one.
  // A statutory notice: its module's rule, asked again (the owner's agreement to e-mail withdrawn since is honoured).
  // A module's own e-mail goes to the address it was queued for (its module chose it).
  const statutory = statutoryRule(senders, row.kind);
  const [recipient] = isModuleMail(senders, row.kind)
    ? [{ email: row.email }]
    : statutory
      ? [await statutory.recipient(knex, row.user_id)].filter((r) => r !== null)
      : isNoticeKind(row.kind)
        ? await recipientsOf(knex, senders.recipients(), row.kind, row.user_id)
        : []; // a kind no module registers any more: not sent
  if (!recipient) {
    await knex(OUTBOX)
      .where({ id: row.id, claimed_by: worker })
      .update({ status: 'cancelled', claimed_by: null, lease_until: null, ...wipedWhenDone(senders, row.kind) });
    return undefined;
  }
  if (recipient.email !== row.email) {
    await knex(OUTBOX).where({ id: row.id, claimed_by: worker }).update({ email: recipient.email });
    row.email = recipient.email;
  }
  try {
    // A notice's footer in its reader's language, as its body was written (docs/architecture.md, "Languages"); a module's own mail is sent as written.
    const locale = isModuleMail(senders, row.kind) ? 'en' : (await senders.recipients().languagesOf(knex, [row.user_id]))(row.user_id);
    await deps.send(renderMessage(row, deps, locale));
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
        ...(permanent ? wipedWhenDone(senders, row.kind) : {}),
      });
    return permanent ? undefined : { at: retryAt, reason };
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
      ...wipedWhenDone(senders, row.kind),
    });
  return undefined;
}
