/**
 * Mail: one outbox (docs/architecture.md "Mail: one outbox"; docs/requirements.md, "One outbox for
 * every e-mail"). Every e-mail the portal sends goes through sendMail (the front door, index.ts),
 * by a kind its module registered at start (senders.ts). A queued kind becomes a row of the
 * outbox, in the caller's transaction when it gives one: the dispatcher's rounds claim and send
 * it once, and a restart loses nothing. A sealed kind is queued with its text sealed by the
 * portal's key (kept outside the database) and wiped once sent: what it says must never be
 * readable with SQL (a ballot's receipt code). An immediate kind is sent while its caller waits,
 * through the same transport. The notices of preferences (news, documents, minutes, votes,
 * requests) and the statutory notices are queued with queueMails, with their delivery.
 */
import type { Knex } from 'knex';
import type { NoticeDelivery } from '@hearth/common';
import { nowMs } from '../../../platform/clock';
import { seal, unseal } from '../../../platform/sealed';
import { NOTICE_TABLES, type MailSenders } from './store';
import type { MailMessage } from './transport';

/** A sealed kind's text: stored sealed, wiped once the message has gone (or will never go). */
const isSealedMail = (senders: MailSenders, kind: string): boolean => senders.rule(kind) === 'sealed';
const BODY_SEAL = 'hearth-outbox-body';
/** The text of an outbox row to send: a sealed kind's opened with the portal's key. */
export const bodyToSend = (senders: MailSenders, row: { kind: string; body: string }): string =>
  isSealedMail(senders, row.kind) ? unseal(BODY_SEAL, row.body) : row.body;
/** The columns that wipe a sealed kind's text once its row is done with (sent, failed for good, cancelled). */
export const wipedWhenDone = (senders: MailSenders, kind: string): { body?: string } => (isSealedMail(senders, kind) ? { body: '' } : {});
/** What a sealed kind stores of its text. */
export const storedBody = (senders: MailSenders, kind: string, text: string): string =>
  isSealedMail(senders, kind) ? seal(BODY_SEAL, text) : text;

/**
 * At start: the rows of a sealed kind stored in clear (before the kind was sealed) are sealed, or
 * wiped when done with. Answers how many rows changed.
 */
export async function sealStoredBodies(knex: Knex, senders: MailSenders): Promise<number> {
  const kinds = senders.ownKinds().filter((kind) => isSealedMail(senders, kind));
  if (!kinds.length) return 0;
  const rows = (await knex(NOTICE_TABLES.outbox).whereIn('kind', kinds).whereNot('body', '').select('id', 'status', 'body')) as {
    id: number;
    status: string;
    body: string;
  }[];
  let changed = 0;
  for (const row of rows) {
    const done = row.status !== 'pending' && row.status !== 'sending';
    if (!done && isSealedText(row.body)) continue;
    await knex(NOTICE_TABLES.outbox)
      .where({ id: row.id })
      .update({ body: done ? '' : seal(BODY_SEAL, row.body) });
    changed += 1;
  }
  return changed;
}

const isSealedText = (text: string) => {
  try {
    unseal(BODY_SEAL, text);
    return true;
  } catch {
    return false;
  }
};

type MailAttachment = NonNullable<MailMessage['attachments']>[number];

/** A module's own e-mail, by a kind it registered. */
export interface OutgoingMail {
  kind: string;
  to: string;
  /** The account it is for: required for a queued kind (the outbox row's owner). */
  userId?: number;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface QueuedMail {
  userId: number;
  email: string;
  /** A notice kind, a statutory kind, or a module's own kind (registered). */
  kind: string;
  delivery: Exclude<NoticeDelivery, 'none'>;
  subject: string;
  body: string;
  attachments?: MailAttachment[];
  /** Not before (a digest's rows are sent at once, but a notice may wait): now by default. */
  at?: number;
}

/** Queues messages in the outbox through `knex` (the caller's transaction, so they go if and only if it commits). Answers their ids. */
export async function queueMails(knex: Knex, mails: QueuedMail[]): Promise<{ id: number; userId: number }[]> {
  if (!mails.length) return [];
  const now = nowMs();
  const rows = (await knex(NOTICE_TABLES.outbox)
    .insert(
      mails.map((mail) => ({
        user_id: mail.userId,
        email: mail.email,
        kind: mail.kind,
        delivery: mail.delivery,
        subject: mail.subject.slice(0, 255),
        body: mail.body,
        attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
        status: 'pending',
        attempts: 0,
        next_attempt_at: mail.at ?? now,
        created_at: now,
      })),
    )
    .returning(['id', 'user_id'])) as { id: number | string; user_id: number | string }[];
  return rows.map((row) => ({ id: Number(row.id), userId: Number(row.user_id) }));
}

/**
 * The state of each queued message, for another module's SQL to join on the ids queueMails answered
 * (`.leftJoin(messageStates(knex).as('o'), 'o.id', 'd.outbox_id')`). Columns: `id`, `status`
 * (pending, sending, sent, failed, cancelled).
 */
export const messageStates = (knex: Knex): Knex.QueryBuilder => knex(NOTICE_TABLES.outbox).select('id', 'status');
