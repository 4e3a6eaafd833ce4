/**
 * The front door of the records module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 * A module above records that keeps official records frozen in its own tables registers their source
 * at start (registerRecordSource): records lists and serves them under its read rule, and imports none
 * of that module's files.
 */
import type { Core } from '@strapi/strapi';
import { serviceOf, type Provides } from '../../platform/services';
import type { FrozenRecordSource } from './model/record-sources';

export { isDraftMinutes, mayRead, mayReadDraftMinutes } from './model/read-rule';
export { recordRulesBefore } from './model/record-rules';
export type { FrozenRecord, FrozenRecordSource } from './model/record-sources';
export type { default as recordsService } from './services/records';
export type { default as recordsMailsService } from './services/records-mails';
export { RECORDS_MAIL_KINDS } from './mail-kinds';

/** What the front door asks of the records service (services/records/frozen.ts). */
interface RecordSources {
  registerSource(module: string, source: FrozenRecordSource): void;
  closeSources(): void;
}
const records = (strapi: Core.Strapi) => serviceOf<Provides<RecordSources>>(strapi, 'api::records.records');

/**
 * At start: `module`'s source of frozen official records. A kind or category registered twice, or a
 * source registered after the start (closeRecordSources), throws: the portal does not start.
 */
export function registerRecordSource(strapi: Core.Strapi, module: string, source: FrozenRecordSource): void {
  records(strapi).registerSource(module, source);
}

/** At start, once every source is registered: a registration after this throws. */
export function closeRecordSources(strapi: Core.Strapi): void {
  records(strapi).closeSources();
}
