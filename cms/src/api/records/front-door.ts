/**
 * The front door of the records module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export { isDraftMinutes, mayRead, mayReadDraftMinutes } from './model/read-rule';
export { recordRulesBefore } from './model/record-rules';
export type { default as recordsService } from './services/records';
export type { default as recordsMailsService } from './services/records-mails';
export { RECORDS_MAIL_KINDS } from './mail-kinds';
