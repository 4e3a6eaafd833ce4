/**
 * The front door of this module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export type { default as ledgerService } from './services/ledger';
export { LEDGER_MAIL_KINDS } from './mail-kinds';
export type { default as lateFeesService } from './services/late-fees';
export { estoppelRecords } from './estoppel-records';
