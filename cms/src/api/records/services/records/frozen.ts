/**
 * Frozen records (model/record-sources.ts): the official records other modules keep frozen, listed and
 * served by records under its one rule for them. Each holds one unit's figures (an estoppel certificate
 * holds its balance): the board — directors and administrators — reads every one; a unit's verified
 * owners (the owners' accounts rule: an owner the association verified, whom the roster lists as an
 * owner of the unit) read their unit's; other owners, tenants, property managers and visitors none, and
 * a record they ask for by its id is answered as one that does not exist (404).
 */
import type { Core } from '@strapi/strapi';
import {
  FrozenRecordMessages as M,
  frozenRecordPdfLink,
  isSuperUser,
  type FrozenRecordKind,
  type OfficialRecord,
  type RecordCategory,
} from '@hearth/common';
import { notFound } from '../../../../platform/http-errors';
import { UID } from '../../../../platform/content-registry';
import { serviceOf } from '../../../../platform/services';
import type { PortalUser } from '../../../../identity/front-door';
import type { rosterService } from '../../../unit/front-door';
import { createRecordSources, type FrozenRecord, type FrozenRecordSource } from '../../model/record-sources';

/** A frozen category as GET /api/records answers it, with the records the caller may read. */
export type FrozenCategory = RecordCategory & { records: OfficialRecord[]; frozen: FrozenRecordKind };

export const frozenPart = (strapi: Core.Strapi) => {
  const roster = () => serviceOf<typeof rosterService>(strapi, 'api::unit.roster');
  const sources = createRecordSources();

  /** The units whose frozen records the caller reads: every one for the board, a verified owner's own, else none. */
  async function unitsOf(user: PortalUser | null): Promise<'all' | number[]> {
    if (!user) return [];
    if (isSuperUser(user.roles)) return 'all';
    if (!user.roles.includes('owner')) return [];
    const resident = await roster().currentResident(user);
    if (resident.profileId === null || resident.type !== 'owner' || !resident.verified) return [];
    const members = await strapi.db
      .query(UID.unitMember)
      .findMany({ where: { relation: 'owner', profileId: resident.profileId }, select: ['unitId'] });
    return [...new Set(members.map((m) => Number(m.unitId)))];
  }

  const toRecord = (source: FrozenRecordSource, r: FrozenRecord): OfficialRecord => ({
    id: r.id,
    kind: source.kind,
    title: r.title,
    category: source.category.key,
    // The board's; a unit's verified owners read their unit's besides (`unit`).
    audience: 'board',
    documentDate: r.documentDate,
    postedAt: r.postedAt,
    link: frozenRecordPdfLink(source.kind, r.id),
    unit: r.unit,
    sha256: r.sha256,
  });

  /** One record the caller may read, with its frozen text; 404 for one that is not there or not theirs. */
  async function readable(kind: string, id: number, user: PortalUser | null) {
    const source = sources.of(kind);
    const found = source ? await source.read(id) : null;
    if (!source || !found) throw notFound(M.notFound);
    const units = await unitsOf(user);
    if (units !== 'all' && !units.includes(found.record.unit.id)) throw notFound(M.notFound);
    return { source, ...found };
  }

  return {
    /** At start: a module's source of frozen records (the front door's registerRecordSource). */
    registerSource(module: string, source: FrozenRecordSource): void {
      sources.register(module, source);
    },

    /** At start, once every source is registered: none after this. */
    closeSources(): void {
      sources.close();
    },

    /** The keys of the frozen records' categories: no association category may take one. */
    frozenCategoryKeys(): string[] {
      return sources.all().map((s) => s.category.key);
    },

    /** GET /api/records: each frozen category with the caller's records; the board sees every category, an owner those holding theirs. */
    async frozenIndex(user: PortalUser | null): Promise<FrozenCategory[]> {
      const units = await unitsOf(user);
      const out: FrozenCategory[] = [];
      for (const source of sources.all()) {
        const records = units === 'all' || units.length ? (await source.list(units)).map((r) => toRecord(source, r)) : [];
        if (units !== 'all' && !records.length) continue;
        out.push({
          key: source.category.key,
          label: source.category.label,
          citation: await source.citation(),
          audience: 'board',
          required: false,
          own: false,
          frozen: source.kind,
          records,
        });
      }
      return out;
    },

    /** GET /api/records/frozen/:kind/:id: the record's frozen text, exactly as stored (its SHA-256 is the record's). */
    async frozenText(kind: string, id: number, user: PortalUser | null): Promise<{ record: OfficialRecord; text: string }> {
      const { source, record, text } = await readable(kind, id, user);
      return { record: toRecord(source, record), text };
    },

    /** GET /api/records/frozen/:kind/:id/pdf: its printed copy, made from that text. */
    async frozenPdf(kind: string, id: number, user: PortalUser | null): Promise<{ name: string; pdf: Uint8Array }> {
      const { source, record, text } = await readable(kind, id, user);
      return { name: `${source.kind}-${record.id}.pdf`, pdf: await source.print(record, text) };
    },
  };
};
