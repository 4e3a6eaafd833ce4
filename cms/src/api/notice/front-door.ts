/**
 * The front door of the notice module, the outbox (docs/architecture.md "Mail: one outbox";
 * "Layers"): exactly what other modules use of it; another module imports only this file. A module registers at start, the same one way for all, the kinds of e-mail it sends
 * (registerMailKinds), its announcements (registerAnnouncements) and its rounds
 * (registerMailRound), then sends with sendMail, or queues notices with queueMails or
 * queueItemNotice. The outbox imports none of the modules' files.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { OutgoingMail } from './outbox/mail';
import type { AnnouncementSource, MailKindRule } from './outbox/store';
import { serviceOf, type Provides } from '../../platform/services';

export { announcedBy, notAnnounced } from './outbox/announce';
export { queueItemNotice } from './outbox/item-notice';
export { messageStates, queueMails } from './outbox/mail';
export type { AnnouncementSource, Item, MailKindRule } from './outbox/store';
export { dayOf, excerptOf } from './outbox/text';
export { MailNotSentError } from './outbox/transport';

/** What the front door asks of the notice service (services/notice.ts), named here so no module reaches the service's own imports. */
interface Outbox {
  registerMailKinds(module: string, kinds: Readonly<Record<string, MailKindRule>>): void;
  registerAnnouncements(module: string, ...sources: AnnouncementSource[]): void;
  registerRound(module: string, round: () => Promise<void>): void;
  sendMail(mail: OutgoingMail, trx?: Knex): Promise<void>;
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
