/**
 * The front door of the meeting module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export type { default as meetingService } from './services/meeting';
export { MEETING_MAIL_KINDS } from './mail-kinds';
