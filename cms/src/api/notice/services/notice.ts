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
import { recordExistingItems, type AnnouncementSource } from '../outbox/announce';
import { noticeCounts } from '../outbox/counts';
import { startDispatcher, type Dispatcher } from '../outbox/dispatcher';
import { preferencesOf, savePreferences } from '../outbox/preferences';
import { noticeSettings, type NoticeDeps } from '../outbox/store';
import { transmit } from '../outbox/transport';
import { unsubscribe } from '../outbox/unsubscribe';

/** The key of the unsubscribe links: derived from the portal's encryption key, used for nothing else. */
export const unsubscribeSecret = () =>
  crypto.createHmac('sha256', secrets().encryptionKey).update('hearth notice unsubscribe').digest('hex');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  let dispatcher: Dispatcher | undefined;
  const rounds: (() => Promise<void>)[] = [];
  const sources: AnnouncementSource[] = [];

  const deps = (): NoticeDeps => ({
    knex: knex(),
    send: (message) => transmit(strapi, message),
    log: { error: (m) => strapi.log.error(m), warn: (m) => strapi.log.warn(m) },
    publicUrl,
    siteName: () => siteName(strapi),
    secret: unsubscribeSecret(),
    settings: noticeSettings(),
    rounds: () => rounds,
    worker: `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`.slice(0, 64),
    sources: () => sources,
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

    /** Bootstrap, before start: a module's round, run by every round of the dispatcher before it sends (the bookings' e-mails). */
    addRound(round: () => Promise<void>): void {
      if (!rounds.includes(round)) rounds.push(round);
    },

    /**
     * Bootstrap, before start: a module's announcements (docs/architecture.md "Mail: one outbox"),
     * asked by every round in the order declared; each source is declared once, by its module.
     */
    addAnnouncements(...declared: AnnouncementSource[]): void {
      for (const source of declared) {
        if (sources.some((s) => s.source === source.source))
          throw new Error(`[notices] announcement source ${source.source} declared twice`);
        sources.push(source);
      }
    },

    /** Bootstrap, under the start lock: the first start records what is already visible; then rounds begin. */
    async start(): Promise<void> {
      await recordExistingItems(knex(), sources);
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

    async stop(): Promise<void> {
      await dispatcher?.stop();
      dispatcher = undefined;
    },
  };
};
