/**
 * The front door of the notice module, the outbox (docs/architecture.md "Mail: one outbox";
 * "Layers"): exactly what other modules use of it; another module imports only this file. A module registers at start, the same one way for all, the kinds of e-mail it sends
 * (registerMailKinds), its announcements (registerAnnouncements) and its rounds
 * (registerMailRound), then sends with sendMail, or queues notices with queueMails or
 * queueItemNotice. The outbox imports none of the modules' files.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { Locale } from '@hearth/common';
import type { ItemNotice } from './outbox/item-notice';
import type { OutgoingMail } from './outbox/mail';
import type { NoticeRecipients } from './outbox/recipients';
import type { AnnouncementSource, MailKindRule } from './outbox/store';
import { serviceOf, type Provides } from '../../platform/services';

export { announcedBy, notAnnounced } from './outbox/announce';
export { messageStates, queueMails } from './outbox/mail';
export type { MailableAccount, NoticeRecipients } from './outbox/recipients';
export type { AnnouncementSource, Item, MailKindRule } from './outbox/store';
export { dayOf, excerptOf } from './outbox/text';

/** What the front door asks of the notice service (services/notice.ts), named here so no module reaches the service's own imports. */
interface Outbox {
  registerMailKinds(module: string, kinds: Readonly<Record<string, MailKindRule>>): void;
  registerAnnouncements(module: string, ...sources: AnnouncementSource[]): void;
  registerRound(module: string, round: () => Promise<void>): void;
  registerRecipients(module: string, port: NoticeRecipients): void;
  sendMail(mail: OutgoingMail, trx?: Knex): Promise<void>;
  queueItemNotice(trx: Knex, site: string, notice: ItemNotice, userIds: readonly number[]): Promise<void>;
  mailLanguages(trx: Knex | undefined, userIds: readonly number[]): Promise<(userId: number | null) => Locale>;
}
const outbox = (strapi: Core.Strapi) => serviceOf<Provides<Outbox>>(strapi, 'api::notice.notice');

/**
 * At start, before the outbox starts: the kinds of e-mail `module` sends of its own, and how each
 * goes. A kind registered twice, or after the start, throws (the portal does not start).
 */
export function registerMailKinds(strapi: Core.Strapi, module: string, kinds: Readonly<Record<string, MailKindRule>>): void {
  outbox(strapi).registerMailKinds(module, kinds);
}

/** At start: `module`'s announcements, asked by every round in the order registered; twice, or after the start, throws. */
export function registerAnnouncements(strapi: Core.Strapi, module: string, ...sources: AnnouncementSource[]): void {
  outbox(strapi).registerAnnouncements(module, ...sources);
}

/** At start: `module`'s round, run by every outbox round before it sends (e-mails that come due by time). */
export function registerMailRound(strapi: Core.Strapi, module: string, round: () => Promise<void>): void {
  outbox(strapi).registerRound(module, round);
}

/**
 * At start: the module that knows the people tells the outbox who may be mailed, at which address,
 * and who reads the minutes (NoticeRecipients). Twice, after the start, or never: the portal does not start.
 */
export function registerRecipients(strapi: Core.Strapi, module: string, port: NoticeRecipients): void {
  outbox(strapi).registerRecipients(module, port);
}

/**
 * The one call a module makes to notify named accounts of an item of a kind of preferences: each
 * account that still wants the kind gets it by its choice (a message now, or an entry of its weekly
 * digest) in the caller's transaction `trx`, so it goes out once.
 */
export function queueItemNotice(
  strapi: Core.Strapi,
  trx: Knex,
  site: string,
  notice: ItemNotice,
  userIds: readonly number[],
): Promise<void> {
  return outbox(strapi).queueItemNotice(trx, site, notice, userIds);
}

/**
 * The one way a module sends an e-mail of its own, by a kind it registered: queued in `trx` when
 * given (it goes if and only if the caller's change commits), sent by the outbox's rounds.
 */
export function sendMail(strapi: Core.Strapi, mail: OutgoingMail, trx?: Knex): Promise<void> {
  return outbox(strapi).sendMail(mail, trx);
}

/** The outbox's rounds as modules ask them: woken once a commit has queued mail. */
export type OutboxRounds = Provides<{ wake(): void }>;
/** The outbox's rounds as the app starts and stops them. */
export type OutboxLifecycle = Provides<{ start(): Promise<void>; stop(): Promise<void> }>;

/**
 * The language each of these accounts reads its mail in (docs/architecture.md, "Languages"): the one
 * its person chose on their profile, else the association's default (site setting
 * `defaultLanguage`, English unless set) — also for an id not asked, 0 or null (a person without an
 * account). A module writes each mail with `mailTexts(languageOf(userId))`.
 */
export function mailLanguages(strapi: Core.Strapi, userIds: readonly number[], trx?: Knex): Promise<(userId: number | null) => Locale> {
  return outbox(strapi).mailLanguages(trx, userIds);
}
