/**
 * Mail: one outbox (docs/architecture.md "Mail: one outbox"; docs/requirements.md §10). Every
 * e-mail the portal sends goes through sendMail, by a kind its module declares (MAIL_KINDS). A
 * queued kind becomes a row of the outbox, in the caller's transaction when it gives one: the
 * dispatcher's rounds claim and send it once, and a restart loses nothing. A sealed kind is queued
 * with its text sealed by the portal's key (kept outside the database) and wiped once sent: what it
 * says must never be readable with SQL (a ballot's receipt code). An immediate kind
 * (cms/src/identity/mail-kinds.ts says which and why) is sent while its caller waits, through the
 * same transport. The notices of preferences (news, documents, minutes, votes, requests) and the
 * statutory notices are queued with queueMails, with their delivery.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { NoticeDelivery, NoticeKind, StatutoryNoticeKind } from '@hearth/common';
import { nowMs } from '../../../identity/clock';
import { IDENTITY_MAIL_KINDS } from '../../../identity/mail-kinds';
import { BOOKING_MAIL_KINDS } from '../../booking/mail-kinds';
import { VOTE_MAIL_KINDS } from '../../vote/mail-kinds';
import { RECORDS_MAIL_KINDS } from '../../records/mail-kinds';
import { LEDGER_MAIL_KINDS } from '../../ledger/mail-kinds';
import { seal, unseal } from '../../../platform/sealed';
import { NOTICE_TABLES } from './store';
import { transmit, type MailMessage } from './transport';

export { MailNotSentError } from './transport';

/** Every kind of e-mail a module sends besides the notices, and how: queued, sealed (queued, its text unreadable in the database), or immediate. */
const MAIL_KINDS = {
  ...BOOKING_MAIL_KINDS,
  ...VOTE_MAIL_KINDS,
  ...RECORDS_MAIL_KINDS,
  ...LEDGER_MAIL_KINDS,
  ...IDENTITY_MAIL_KINDS,
} as const;
export type MailKind = keyof typeof MAIL_KINDS;

/** The kinds a module sends of its own (a receipt, a booking's): claimed before the notices (deliver.ts). */
export const MODULE_MAIL_KINDS = Object.keys(MAIL_KINDS) as MailKind[];

/** A module's own e-mail (not a notice of preferences): sent as written, to the address it was queued for. */
export const isModuleMail = (kind: string): kind is MailKind => Object.prototype.hasOwnProperty.call(MAIL_KINDS, kind);

/** A sealed kind's text: stored sealed, wiped once the message has gone (or will never go). */
const isSealedMail = (kind: string): boolean => isModuleMail(kind) && MAIL_KINDS[kind] === 'sealed';
const BODY_SEAL = 'hearth-outbox-body';
/** The text of an outbox row to send: a sealed kind's opened with the portal's key. */
export const bodyToSend = (row: { kind: string; body: string }): string =>
  isSealedMail(row.kind) ? unseal(BODY_SEAL, row.body) : row.body;
/** The columns that wipe a sealed kind's text once its row is done with (sent, failed for good, cancelled). */
export const wipedWhenDone = (kind: string): { body?: string } => (isSealedMail(kind) ? { body: '' } : {});

/**
 * At start: the rows of a sealed kind stored in clear (before the kind was sealed) are sealed, or
 * wiped when done with. Answers how many rows changed.
 */
export async function sealStoredBodies(knex: Knex): Promise<number> {
  const kinds = MODULE_MAIL_KINDS.filter(isSealedMail);
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

interface OutgoingMail {
  kind: MailKind;
  to: string;
  /** The account it is for: required for a queued kind (the outbox row's owner). */
  userId?: number;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

interface QueuedMail {
  userId: number;
  email: string;
  kind: MailKind | NoticeKind | StatutoryNoticeKind;
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
 * The one way a module sends an e-mail. Queued: in `trx` when given (the dispatcher's next
 * round sends it; a caller outside a round wakes it after its commit), else at once in its own
 * statement and the dispatcher woken. Immediate: sent now; throws MailNotSentError when it did not go.
 */
export async function sendMail(strapi: Core.Strapi, mail: OutgoingMail, trx?: Knex): Promise<void> {
  if (MAIL_KINDS[mail.kind] === 'immediate') {
    await transmit(strapi, { to: mail.to, subject: mail.subject, text: mail.text, attachments: mail.attachments });
    return;
  }
  if (mail.userId === undefined) throw new Error(`A queued e-mail (${mail.kind}) needs the account it is for.`);
  await queueMails(trx ?? strapi.db.connection, [
    {
      userId: mail.userId,
      email: mail.to,
      kind: mail.kind,
      delivery: 'atOnce',
      subject: mail.subject,
      body: MAIL_KINDS[mail.kind] === 'sealed' ? seal(BODY_SEAL, mail.text) : mail.text,
      attachments: mail.attachments,
    },
  ]);
  if (!trx) strapi.service('api::notice.notice').wake();
}

/**
 * The state of each queued message, for another module's SQL to join on the ids queueMails answered
 * (`.leftJoin(messageStates(knex).as('o'), 'o.id', 'd.outbox_id')`). Columns: `id`, `status`
 * (pending, sending, sent, failed, cancelled).
 */
export const messageStates = (knex: Knex): Knex.QueryBuilder => knex(NOTICE_TABLES.outbox).select('id', 'status');
