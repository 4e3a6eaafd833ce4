/**
 * E-mail notices (docs/requirements.md, "E-mail notices") for this portal process: the signed-in account's
 * preferences, the unsubscribe links, the admin lists' counts, and this process's dispatcher
 * (the outbox folder holds the rules; any number of processes may run one on the same database).
 */
import type { Core } from '@strapi/strapi';
import crypto from 'node:crypto';
import os from 'node:os';
import {
  Messages,
  NoticeMessages,
  type NoticeCounts,
  type NoticeKind,
  type NoticePreferencesAnswer,
  type NoticePreferencesUpdate,
  type UnsubscribeAnswer,
  type Locale,
} from '@hearth/common';
import type { PortalUser } from '../../../platform/request';
import { siteName } from '../../../platform/site-name';
import { badRequest, conflict, forbidden } from '../../../platform/http-errors';
import { publicUrl, secrets } from '../../../platform/runtime';
import type { Knex } from 'knex';
import { recordExistingItems } from '../outbox/announce';
import { noticeCounts } from '../outbox/counts';
import { startDispatcher, type Dispatcher } from '../outbox/dispatcher';
import { queueItemNotice, type ItemNotice } from '../outbox/item-notice';
import { queueMails, sealStoredBodies, storedBody, type OutgoingMail } from '../outbox/mail';
import { preferencesOf, savePreferences } from '../outbox/preferences';
import type { NoticeRecipients } from '../outbox/recipients';
import { createMailSenders } from '../outbox/senders';
import { noticeSettings, type AnnouncementSource, type MailKindRule, type NoticeDeps } from '../outbox/store';
import { SMTP_POOL, createMailer } from '../outbox/transport';
import { unsubscribe } from '../outbox/unsubscribe';

/** The key of the unsubscribe links: derived from the portal's encryption key, used for nothing else. */
export const unsubscribeSecret = () =>
  crypto.createHmac('sha256', secrets().encryptionKey).update('hearth notice unsubscribe').digest('hex');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  let dispatcher: Dispatcher | undefined;
  const senders = createMailSenders();
  const log = { info: (m: string) => strapi.log.info(m), error: (m: string) => strapi.log.error(m) };
  /** The rounds' pooled SMTP connections (closed when the outbox is idle, and at stop). */
  const pooled = createMailer(log);

  const deps = (): NoticeDeps & { idle(): void } => ({
    knex: knex(),
    send: (message) => pooled.send(message),
    idle: () => pooled.close(),
    parallel: SMTP_POOL.maxConnections,
    log: { error: (m) => strapi.log.error(m), warn: (m) => strapi.log.warn(m) },
    publicUrl,
    siteName: () => siteName(strapi),
    secret: unsubscribeSecret(),
    settings: noticeSettings(),
    senders,
    worker: `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`.slice(0, 64),
  });

  return {
    async preferences(user: PortalUser): Promise<NoticePreferencesAnswer> {
      return {
        preferences: await preferencesOf(knex(), user.id),
        email: user.email,
        minutesAllowed: await senders.recipients().mayReadMinutes(user),
        votesAllowed: await senders.recipients().mayVote(user),
      };
    },

    async savePreferences(user: PortalUser, changes: NoticePreferencesUpdate): Promise<NoticePreferencesAnswer> {
      await savePreferences(knex(), user.id, changes);
      return this.preferences(user);
    },

    /** What the link would do (redeem false) or doing it; a forged link is a 400, a used one a 409. */
    async unsubscribe(token: string, redeem: boolean): Promise<UnsubscribeAnswer> {
      const result = await unsubscribe(knex(), senders.recipients(), unsubscribeSecret(), token, redeem);
      if (result.outcome === 'invalid') throw badRequest(NoticeMessages.unsubscribeLinkInvalid);
      if (result.outcome === 'used') throw conflict(NoticeMessages.unsubscribeLinkUsed);
      const { kind, email } = result;
      return { kind, email, message: redeem ? NoticeMessages.unsubscribed(kind, email) : NoticeMessages.unsubscribeConfirm(kind, email) };
    },

    /** The minutes' counts name how many minutes there are and when: for their readers only (docs/authorization.md). */
    async counts(kind: NoticeKind, user: PortalUser): Promise<NoticeCounts> {
      if (kind === 'minutes' && !(await senders.recipients().mayReadMinutes(user))) throw forbidden(Messages.forbidden);
      return { kind, items: await noticeCounts(knex(), kind) };
    },

    /** At start, before the outbox starts: a module's own kinds of e-mail (senders.ts; the front door's registerMailKinds). */
    registerMailKinds(module: string, kinds: Readonly<Record<string, MailKindRule>>): void {
      senders.registerMailKinds(module, kinds);
    },

    /** At start: a module's announcements, asked by every round in the order registered. */
    registerAnnouncements(module: string, ...declared: AnnouncementSource[]): void {
      senders.registerAnnouncements(module, ...declared);
    },

    /** At start: a module's round, run by every round of the dispatcher before it sends (the bookings' e-mails). */
    registerRound(module: string, round: () => Promise<void>): void {
      senders.registerRound(module, round);
    },

    /** At start: the module that knows the people answers who may be mailed (outbox/recipients.ts). */
    registerRecipients(module: string, port: NoticeRecipients): void {
      senders.registerRecipients(module, port);
    },

    /** An item's notice to named accounts, each by its choice, in the caller's transaction (outbox/item-notice.ts). */
    queueItemNotice(trx: Knex, site: string, notice: ItemNotice, userIds: readonly number[]): Promise<void> {
      return queueItemNotice(trx, senders.recipients(), site, notice, userIds);
    },

    /**
     * The one way a module sends its own e-mail (the front door's sendMail): queued, never sent
     * inside the request. In `trx` when given (it goes if and only if the caller's change commits;
     * the caller wakes the rounds after its commit), else at once in its own statement and the
     * rounds woken. A kind no module registered throws.
     */
    async sendMail(mail: OutgoingMail, trx?: Knex): Promise<void> {
      const rule = senders.rule(mail.kind);
      if (rule !== 'queued' && rule !== 'sealed') throw new Error(`[outbox] mail kind "${mail.kind}" is registered by no module`);
      await queueMails(trx ?? knex(), [
        {
          userId: mail.userId,
          email: mail.to,
          kind: mail.kind,
          delivery: 'atOnce',
          subject: mail.subject,
          body: storedBody(senders, mail.kind, mail.text),
          attachments: mail.attachments,
        },
      ]);
      if (!trx) dispatcher?.wake();
    },

    /** The language each account reads its mail in, the association's for an account without a choice or for none (outbox/recipients.ts). */
    mailLanguages(trx: Knex | undefined, userIds: readonly number[]): Promise<(userId: number | null) => Locale> {
      return senders.recipients().languagesOf(trx ?? knex(), userIds);
    },

    /** The kinds a module sends of its own (queued, sealed), as registered. */
    ownMailKinds(): string[] {
      return senders.ownKinds();
    },

    /**
     * Start, under the start lock, once every module registered: no registration after this; the
     * sealed kinds' rows stored in clear are sealed (or wiped when done with); the first start
     * records what is already visible; then rounds begin.
     */
    async start(): Promise<void> {
      senders.close();
      const sealed = await sealStoredBodies(knex(), senders);
      if (sealed) strapi.log.info(`[notices] ${sealed} sealed mail(s) sealed or wiped`);
      await recordExistingItems(knex(), senders.sources());
      dispatcher ??= startDispatcher(deps());
    },

    /** A news item, document or vote was written: a notice may be due now. */
    wake(): void {
      dispatcher?.wake();
    },

    /** Runs one round now and waits for it (tests). */
    async runNow(): Promise<void> {
      await dispatcher?.runNow();
    },

    /** Destroy: no round starts any more, a round under way finishes, and the SMTP connections close. */
    async stop(): Promise<void> {
      await dispatcher?.stop();
      dispatcher = undefined;
      pooled.close();
    },
  };
};
