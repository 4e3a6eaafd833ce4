/**
 * Issued estoppel certificates as official records: the ledger answers the records module's port
 * (FrozenRecordSource, the records' front door), registered at start (cms/src/app/bootstrap.ts).
 * Records lists and serves them under its rule (the board every one, a unit's verified owners their
 * unit's); the ledger only reads its own table. A certificate's record is posted when it was issued,
 * and its text and SHA-256 are the ones stored in the statement that issued it: the database refuses
 * any later UPDATE or DELETE of the row, so neither ever changes.
 */
import type { Core } from '@strapi/strapi';
import { duesRulesOf, type EstoppelCertificate } from '@hearth/common';
import { serviceOf } from '../../platform/services';
import type { FrozenRecord, FrozenRecordSource } from '../records/front-door';
import type { settingsService } from '../site-setting/front-door';
import { DUES_TABLES as D_T, type EstoppelRow } from './model/dues-tables';
import { estoppelPdf } from './model/statement-pdf';

type IssuedRow = Pick<EstoppelRow, 'id' | 'unit_id' | 'issued_on' | 'issued_at' | 'certificate' | 'sha256'>;
const COLUMNS = ['id', 'unit_id', 'issued_on', 'issued_at', 'certificate', 'sha256'] as const;

const toRecord = (row: IssuedRow): FrozenRecord => {
  const { unit } = JSON.parse(row.certificate as string) as EstoppelCertificate;
  return {
    id: Number(row.id),
    title: `Estoppel certificate ${row.id}: ${unit.number} ${unit.street}`,
    unit: { id: Number(row.unit_id), number: unit.number, street: unit.street },
    documentDate: row.issued_on as string,
    postedAt: new Date(Number(row.issued_at)).toISOString(),
    sha256: row.sha256 as string,
  };
};

export function estoppelRecords(strapi: Core.Strapi): FrozenRecordSource {
  const issued = () =>
    strapi.db
      .connection(D_T.estoppels)
      .whereNotNull('issued_at')
      .select(...COLUMNS);
  return {
    kind: 'estoppel-certificate',
    category: { key: 'estoppel-certificates', label: 'Estoppel certificates' },
    async citation() {
      const pack = await serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').rulePack();
      return duesRulesOf(pack.id).estoppel.citation || "Owners' accounts (no rule pack chosen)";
    },
    async list(units) {
      if (units !== 'all' && !units.length) return [];
      const query = issued().orderBy('issued_at', 'desc').orderBy('id', 'desc');
      if (units !== 'all') query.whereIn('unit_id', [...units]);
      return ((await query) as IssuedRow[]).map(toRecord);
    },
    async read(id) {
      const row = (await issued().where({ id }).first()) as IssuedRow | undefined;
      return row ? { record: toRecord(row), text: row.certificate as string } : null;
    },
    // Printed from the frozen text, with its SHA-256: the same copy as GET /api/ledger/estoppels/:id/pdf.
    print: (record, text) => estoppelPdf(JSON.parse(text) as EstoppelCertificate, record.sha256),
  };
}
