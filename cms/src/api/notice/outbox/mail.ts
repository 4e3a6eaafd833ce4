/**
 * Mail: one outbox (docs/architecture.md "Mail: one outbox"; docs/requirements.md §10). Every
 * e-mail the portal sends goes through sendMail, by a kind its module declares (MAIL_KINDS). A
 * queued kind becomes a row of the outbox, in the caller's transaction when it gives one: the
 * dispatcher's rounds claim and send it once, and a restart loses nothing. An immediate kind
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
import { NOTICE_TABLES } from './store';
import { transmit, type MailMessage } from './transport';

export { MailNotSentError } from './transport';

/** Every kind of e-mail a module sends besides the notices, and how: queued, or immediate. */
const MAIL_KINDS = { ...BOOKING_MAIL_KINDS, ...VOTE_MAIL_KINDS, ...IDENTITY_MAIL_KINDS } as const;
export type MailKind = keyof typeof MAIL_KINDS;

/** The kinds a module sends of its own (a receipt, a booking's): claimed before the notices (deliver.ts). */
export const MODULE_MAIL_KINDS = Object.keys(MAIL_KINDS) as MailKind[];

/** A module's own e-mail (not a notice of preferences): sent as written, to the address it was queued for. */
export const isModuleMail = (kind: string): kind is MailKind => Object.prototype.hasOwnProperty.call(MAIL_KINDS, kind);

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
      body: mail.text,
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
