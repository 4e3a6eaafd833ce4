/**
 * The front door of the notice module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export { announcedBy, notAnnounced } from './outbox/announce';
export type { AnnouncementSource } from './outbox/announce';
export { queueItemNotice } from './outbox/item-notice';
export { MailNotSentError, messageStates, queueMails, sealStoredBodies, sendMail } from './outbox/mail';
export type { Item } from './outbox/store';
export { dayOf, excerptOf } from './outbox/text';
