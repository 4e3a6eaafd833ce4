/**
 * Owners' accounts, the module's front door: what other modules may use of it. Its plain tables are
 * its own (model/tables.ts); another module reads a balance through the service, never the tables.
 */
export type { default as LedgerService } from './services/ledger';
export const LEDGER_SERVICE = 'api::ledger.ledger' as const;
