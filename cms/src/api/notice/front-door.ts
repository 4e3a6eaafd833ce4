/**
 * The front door of the notice module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export { announcedBy, notAnnounced } from './outbox/announce';
export type { AnnouncementSource } from './outbox/announce';
import type { AnnouncementSource } from './outbox/announce';
import type { Provides } from '../../platform/services';
export { queueItemNotice } from './outbox/item-notice';
export { MailNotSentError, messageStates, queueMails, sealStoredBodies, sendMail } from './outbox/mail';
export type { Item } from './outbox/store';
export { dayOf, excerptOf } from './outbox/text';

/** The outbox's rounds as modules ask them: woken once a commit has queued mail. */
export type OutboxRounds = Provides<{ wake(): void }>;
/** The outbox's rounds as the app starts and stops them, with each module's rounds and announcements. */
export type OutboxLifecycle = Provides<{
  addRound(round: () => Promise<void>): void;
  addAnnouncements(...declared: AnnouncementSource[]): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}>;
