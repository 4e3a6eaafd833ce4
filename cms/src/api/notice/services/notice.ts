/**
 * E-mail notices (docs/requirements.md §10) for this portal process: the signed-in account's
 * preferences, the unsubscribe links, the admin lists' counts, and this process's dispatcher
 * (the outbox folder holds the rules; any number of processes may run one on the same database).
 */
import type { Core } from '@strapi/strapi';
import crypto from 'node:crypto';
import os from 'node:os';
import {
  NoticeMessages,
  type NoticeCounts,
  type NoticeKind,
  type NoticePreferencesAnswer,
  type NoticePreferencesUpdate,
  type UnsubscribeAnswer,
} from '@hearth/common';
import type { PortalUser } from '../../../identity/accounts';
import { siteName } from '../../../platform/site-name';
import { badRequest, conflict } from '../../../platform/http-errors';
import { publicUrl, secrets } from '../../../platform/runtime';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type profileService from '../../profile/services/profile';
import type rosterService from '../../unit/services/roster';
import type { Knex } from 'knex';
import { recordExistingItems } from '../outbox/announce';
import { noticeCounts } from '../outbox/counts';
import { startDispatcher, type Dispatcher } from '../outbox/dispatcher';
import { queueMails, sealStoredBodies, storedBody, type OutgoingMail } from '../outbox/mail';
import { preferencesOf, savePreferences } from '../outbox/preferences';
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
  const pooled = createMailer(log, { pooled: true });
  /** An immediate kind's own connection, while its caller waits. */
  const immediate = createMailer(log, { pooled: false });

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

  /** The rule the vote notices use (roster votingOwners): a confirmed owner of a roster unit. */
  async function votesAllowed(user: PortalUser): Promise<boolean> {
    return (await serviceOf<typeof rosterService>(strapi, 'api::unit.roster').currentResident(user)).voter;
  }

  return {
    async preferences(user: PortalUser): Promise<NoticePreferencesAnswer> {
      return {
        preferences: await preferencesOf(knex(), user.id),
        email: user.email,
        minutesAllowed: await serviceOf<typeof profileService>(strapi, UID.profile).canSeeMinutes(user),
        votesAllowed: await votesAllowed(user),
      };
    },

    async savePreferences(user: PortalUser, changes: NoticePreferencesUpdate): Promise<NoticePreferencesAnswer> {
      await savePreferences(knex(), user.id, changes);
      return this.preferences(user);
    },

    /** What the link would do (redeem false) or doing it; a forged link is a 400, a used one a 409. */
    async unsubscribe(token: string, redeem: boolean): Promise<UnsubscribeAnswer> {
      const result = await unsubscribe(knex(), unsubscribeSecret(), token, redeem);
      if (result.outcome === 'invalid') throw badRequest(NoticeMessages.unsubscribeLinkInvalid);
      if (result.outcome === 'used') throw conflict(NoticeMessages.unsubscribeLinkUsed);
      const { kind, email } = result;
      return { kind, email, message: redeem ? NoticeMessages.unsubscribed(kind, email) : NoticeMessages.unsubscribeConfirm(kind, email) };
    },

    /** The minutes' counts name how many minutes there are and when: for their readers only (docs/authorization.md). */
    async counts(kind: NoticeKind, user: PortalUser): Promise<NoticeCounts> {
      if (kind === 'minutes') await serviceOf<typeof profileService>(strapi, UID.profile).requireMinutesReader(user);
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

    /**
     * The one way a module sends its own e-mail (the front door's sendMail). Queued: in `trx` when
     * given (the dispatcher's next round sends it; a caller outside a round wakes it after its
     * commit), else at once in its own statement and the dispatcher woken. Immediate: sent now;
     * throws MailNotSentError when it did not go. A kind no module registered throws.
     */
    async sendMail(mail: OutgoingMail, trx?: Knex): Promise<void> {
      const rule = senders.rule(mail.kind);
      if (rule === 'immediate') {
        await immediate.send({ to: mail.to, subject: mail.subject, text: mail.text, attachments: mail.attachments });
        return;
      }
      if (rule !== 'queued' && rule !== 'sealed') throw new Error(`[outbox] mail kind "${mail.kind}" is registered by no module`);
      if (mail.userId === undefined) throw new Error(`A queued e-mail (${mail.kind}) needs the account it is for.`);
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

    /** The kinds a module sends of its own (queued, sealed, immediate), as registered. */
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
