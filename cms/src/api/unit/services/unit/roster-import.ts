/**
 * The roster's CSV import: every line checked, a preview that applies nothing, and a clean file
 * applied all or nothing in batches, so other requests go on between them.
 */
import type { Core } from '@strapi/strapi';
import { Messages, type MailingAddress, type RosterImportReport, type RegistrationType } from '@hearth/common';
import { badRequest } from '../../../../platform/http-errors';
import { UID } from '../../../../platform/content-registry';
import { isPostgres } from '../../../../platform/raw-sql';
import { readRosterCsv, type RosterLine } from '../../roster-csv';
import { rosterKeyOf } from '../roster';

/**
 * An import writes at most IMPORT_BATCH lines per transaction, so a transaction holds the roster's
 * version rows (public-cache.ts) for one batch, not the whole file. On SQLite also at most for
 * IMPORT_BATCH_MS: a transaction holds the portal's one connection, and its synchronous driver runs
 * a chain of statements without letting the process answer anything else; so other requests wait
 * for one short batch, and the import lets them go first between batches (nextTurn).
 */
export const IMPORT_BATCH = 50;
const IMPORT_BATCH_MS = 100;
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface PersonInput extends Partial<MailingAddress> {
  relation: RegistrationType;
  firstName: string;
  lastName: string;
  email: string;
}

/** A unit's stored fields; the rules derive the key again on every write (the admin panel's too). */
export const unitData = (unit: { number: string; street: string; entitlement: number }) => ({
  number: unit.number,
  street: unit.street,
  entitlement: unit.entitlement,
  rosterKey: rosterKeyOf(unit.number, unit.street),
});

/** The roster calls an import makes: the import writes each line's owners and matches registered owners as they do. */
interface RosterWrites {
  setMembers(unitId: number, people: readonly PersonInput[], only: RegistrationType | null): Promise<void>;
  matchRegisteredOwners(unitIds: readonly number[], verified?: number[]): Promise<void>;
}

export const importPart = (strapi: Core.Strapi, roster: RosterWrites) => ({
  /**
   * POST /units/import: every line checked; with errors, or as a preview, nothing is written.
   * A clean file is applied all or nothing: its units added or updated (number and street
   * name a unit), their owners replaced by the file's; units not in the file stay as they are.
   */
  async importCsv(bytes: Buffer, dryRun: boolean): Promise<RosterImportReport> {
    const { units, errors } = readRosterCsv(bytes);
    const keys = units.map((u) => u.rosterKey);
    const known = new Map<string, { id: number; documentId: string }>();
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await strapi.db
        .query(UID.unit)
        .findMany({ where: { rosterKey: { $in: keys.slice(i, i + 500) } }, select: ['id', 'documentId', 'rosterKey'] });
      for (const row of rows) known.set(row.rosterKey, row);
      await nextTurn();
    }
    const report: RosterImportReport = {
      applied: false,
      units: units.length + errors.length,
      created: units.filter((u) => !known.has(u.rosterKey)).length,
      updated: units.filter((u) => known.has(u.rosterKey)).length,
      errors,
    };
    if (errors.length) {
      if (dryRun) return report;
      throw badRequest(Messages.rosterHasErrors(errors.length), { errors });
    }
    if (dryRun) return report;
    await this.applyInBatches(units, known);
    return { ...report, applied: true };
  },

  /**
   * A clean file written in batches (IMPORT_BATCH), each its own transaction, so other requests go on between them,
   * and still all or nothing: when a batch fails, what the batches before it wrote is undone (units
   * added removed, units updated and their owners as they were, owners verified unverified).
   */
  async applyInBatches(units: RosterLine[], known: Map<string, { id: number; documentId: string }>): Promise<void> {
    const knownIds = [...known.values()].map((row) => row.id);
    const before: { units: Record<string, unknown>[]; owners: Record<string, unknown>[] } = { units: [], owners: [] };
    for (let i = 0; i < knownIds.length; i += 500) {
      if (i) await nextTurn();
      const ids = knownIds.slice(i, i + 500);
      before.units.push(...(await strapi.db.query(UID.unit).findMany({ where: { id: { $in: ids } } })));
      before.owners.push(
        ...(await strapi.db.query(UID.unitMember).findMany({ where: { unitId: { $in: ids }, relation: 'owner' }, orderBy: { id: 'asc' } })),
      );
    }
    const created: string[] = [];
    const verified: number[] = [];
    try {
      const unitIds: number[] = [];
      for (let next = 0; next < units.length;) {
        const batch = { ids: [] as number[], created: [] as string[] };
        const until = isPostgres(strapi.db.connection) ? Infinity : Date.now() + IMPORT_BATCH_MS;
        await strapi.db.transaction(async () => {
          for (let n = 0; next + n < units.length && n < IMPORT_BATCH && (n === 0 || Date.now() < until); n++) {
            const unit = units[next + n];
            const existing = known.get(unit.rosterKey);
            const { id, documentId } = await this.applyLine(unit, existing);
            if (!existing) batch.created.push(documentId);
            batch.ids.push(id);
          }
        });
        // Committed: a batch that failed has rolled back on its own.
        next += batch.ids.length;
        unitIds.push(...batch.ids);
        created.push(...batch.created);
        await nextTurn();
      }
      await roster.matchRegisteredOwners(unitIds, verified);
    } catch (error) {
      await this.undoImport(created, before, verified);
      throw error;
    }
  },

  /** Puts the roster back as it was before an import that failed (applyInBatches), in one transaction. */
  async undoImport(
    created: readonly string[],
    before: { units: Record<string, unknown>[]; owners: Record<string, unknown>[] },
    verified: readonly number[],
  ): Promise<void> {
    await strapi.db.transaction(async () => {
      if (verified.length)
        await strapi.db.query(UID.profile).updateMany({ where: { id: { $in: verified } }, data: { authenticated: false } });
      // The unit rules take a removed unit's people with it.
      for (const documentId of created) await strapi.documents(UID.unit).delete({ documentId });
      for (const unit of before.units) {
        await strapi.documents(UID.unit).update({ documentId: unit.documentId as string, data: unitData(unit as never) });
        await strapi.db.query(UID.unitMember).deleteMany({ where: { unitId: unit.id, relation: 'owner' } });
      }
      for (const { id: _id, ...owner } of before.owners) await strapi.db.query(UID.unitMember).create({ data: owner });
    });
  },

  /** Adds or updates one line's unit and replaces its owners; answers the unit's ids. */
  async applyLine(unit: RosterLine, existing: { id: number; documentId: string } | undefined): Promise<{ id: number; documentId: string }> {
    const data = unitData(unit);
    let unitId = existing?.id;
    let documentId = existing?.documentId;
    if (existing) await strapi.documents(UID.unit).update({ documentId: existing.documentId, data });
    else {
      documentId = (await strapi.documents(UID.unit).create({ data })).documentId;
      unitId = (await strapi.db.query(UID.unit).findOne({ where: { documentId }, select: ['id'] })).id;
    }
    await roster.setMembers(
      unitId!,
      unit.owners.map((o) => ({ ...o, relation: 'owner' as const })),
      'owner',
    );
    return { id: unitId!, documentId: documentId! };
  },
});
