/**
 * The front door of the vote module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export { voteAnnouncements } from './announcements';
export type { default as voteService } from './services/vote';
export { VOTE_MAIL_KINDS } from './mail-kinds';
