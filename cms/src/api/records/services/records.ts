/**
 * Official records (docs/requirements.md, "Official records"): the categories of the association's rule pack and its own,
 * the records each reader may browse (visitors the public ones, verified owners also the owners', the
 * board everything), posting a document as a record, the compliance view and its report, and owners'
 * records requests with the pack's response clock. Who a caller is comes from the roster's one answer
 * (api::unit.roster currentResident).
 *
 * The records requests and the frozen records other modules keep (an issued estoppel certificate) are
 * parts of this service (services/records/requests.ts, services/records/frozen.ts), composed here.
 */
import type { Core } from '@strapi/strapi';
import {
  audiencesFor,
  canSeeMinutes,
  categoriesOf,
  categoryCompliance,
  documentPageLink,
  isSuperUser,
  localDayOf,
  RECORDINGS_CATEGORY,
  recordFileLink,
  RecordsMessages as M,
  MeetingMessages,
  type ComplianceReport,
  DOWNLOAD_AREA_BY_DOC_TYPE,
  type DocType,
  type DownloadArea,
  type OfficialRecord,
  type RecordAudience,
  type RecordCategory,
  type RecordCategoryRule,
  type RecordPost,
  type RecordsIndex,
  type RulePack,
  mailTexts,
  type Locale,
} from '@hearth/common';
import { badRequest, forbidden, notFound } from '../../../platform/http-errors';
import { normaliseRoles, type PortalUser } from '../../../identity/front-door';
import { mailableAccounts } from '../../../identity/front-door';
import { liveProfiles } from '../../profile/front-door';
import { UID } from '../../../platform/content-registry';
import { exportCsv } from '../../../platform/csv';
import { serviceOf, type Provides } from '../../../platform/services';
import { readerLanguage } from '../../../platform/content-languages';
import type { rosterService } from '../../unit/front-door';
import { compliancePdf, localTime, requestLateness } from '../model/compliance-pdf';
import { audienceOf, isDraftMinutes, mayRead, type DocumentViewer, type Reader } from '../model/read-rule';
import type { settingsService } from '../../site-setting/front-door';
import { type DocumentRow, type RequestRow, iso, day, requestOf, requestsPart } from './records/requests';
import { frozenPart } from './records/frozen';
import { ENGLISH } from '../../../platform/content-languages';

/** What records asks of the meetings module, which posts to the records (and so sits above them). */
interface RecordingsSource {
  postedRecordings(): Promise<{ id: number; title: string; documentDate: string; postedAt: string; link: string }[]>;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const roster = () => serviceOf<typeof rosterService>(strapi, 'api::unit.roster');
  const pack = (): Promise<RulePack> => serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').rulePack();
  const timeZone = (): Promise<string> => serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').timeZone();

  /** Board: directors and administrators; owner: whom the roster confirms (the minutes rule); else a visitor's view. */
  async function readerOf(user: PortalUser | null): Promise<Reader> {
    return (await viewerOf(user)).reader;
  }

  /** Who reads, for the one read rule below: the records' reader, and the minutes rule's answer. */
  async function viewerOf(user: PortalUser | null): Promise<DocumentViewer> {
    if (!user) return { reader: 'visitor', minutes: false, signedIn: false };
    const minutes = (await roster().currentResident(user)).minutes;
    return { reader: isSuperUser(user.roles) ? 'board' : minutes ? 'owner' : 'visitor', minutes, signedIn: true };
  }

  async function requireBoard(user: PortalUser): Promise<void> {
    if ((await readerOf(user)) !== 'board') throw forbidden('Only directors and administrators may do this.');
  }

  const toRecord = (row: DocumentRow): OfficialRecord => ({
    id: row.id,
    kind: 'document',
    title: row.title as string,
    category: row.recordsCategory as string,
    audience: row.audience as RecordAudience,
    documentDate: day(row.documentDate),
    postedAt: iso(row.postedAt),
    // Public records download without an account; the others through the signed-in download page.
    link:
      row.audience === 'public'
        ? recordFileLink(row.id)
        : documentPageLink(DOWNLOAD_AREA_BY_DOC_TYPE[row.docType as DocType], row.documentName as string),
  });

  /** Documents filed as records and not archived, the newest first. */
  const postedRows = async (): Promise<DocumentRow[]> =>
    strapi.db.query(UID.document).findMany({
      where: {
        ...ENGLISH,
        recordsCategory: { $notNull: true },
        postedAt: { $notNull: true },
        archivedAt: { $null: true },
      },
      orderBy: [{ documentDate: 'desc' }, { id: 'desc' }],
    });

  /**
   * Meetings' recordings posted to the records ("Meetings and notices"), of the pack's recordings category when it has one
   * and the reader may see it; their audience is the category's.
   */
  async function recordings(categories: RecordCategory[], audiences?: RecordAudience[]): Promise<OfficialRecord[]> {
    const category = categories.find((c) => c.key === RECORDINGS_CATEGORY);
    if (!category || (audiences && !audiences.includes(category.audience))) return [];
    const posted = await serviceOf<Provides<RecordingsSource>>(strapi, 'api::meeting.meeting').postedRecordings();
    return posted.map((r) => ({ ...r, kind: 'recording', category: category.key, audience: category.audience }));
  }

  const frozen = frozenPart(strapi);

  const core = {
    /** The categories a document may carry: the active pack's, then the association's own. */
    async categories(): Promise<RecordCategory[]> {
      const own = await strapi.db.query(UID.recordCategory).findMany({ orderBy: { label: 'asc' } });
      return categoriesOf(
        await pack(),
        own.map((row): RecordCategoryRule => ({
          key: row.key,
          label: row.label,
          citation: "The association's own category",
          audience: row.audience,
          required: Boolean(row.required),
          ...(row.postWithinDays ? { postWithinDays: Number(row.postWithinDays) } : {}),
          ...(row.keepPostedMonths ? { keepPostedMonths: Number(row.keepPostedMonths) } : {}),
        })),
      );
    },

    /** Whether the caller may see the records of a category (one the association does not have: yes, it is no record). */
    async maySee(key: string, user: PortalUser | null): Promise<boolean> {
      const category = (await this.categories()).find((c) => c.key === key);
      return !category || audiencesFor(await readerOf(user)).includes(category.audience);
    },

    /** May this person see this document (a stored row): the one read rule, for every door. */
    async maySeeDocument(row: Record<string, unknown>, user: PortalUser | null): Promise<boolean> {
      return mayRead(row, await viewerOf(user), await this.categories());
    },

    /**
     * The accounts that may read a document, for its announcement (the e-mail is a door too); null when
     * it is every signed-in reader's (no record: the notice kind's own rule applies, the minutes rule included).
     */
    async readersOf(row: Record<string, unknown>): Promise<Set<number> | null> {
      if (!row.recordsCategory) return null;
      const knex = strapi.db.connection;
      const categories = await this.categories();
      const accounts = (await knex
        .from(mailableAccounts(knex).as('u'))
        .leftJoin(liveProfiles(knex).as('pr'), 'pr.user_id', 'u.id')
        .select('u.id', 'u.portal_roles', 'pr.authenticated', 'pr.user_type')) as {
        id: number;
        portal_roles: unknown;
        authenticated: unknown;
        user_type: string | null;
      }[];
      const readers = new Set<number>();
      for (const a of accounts) {
        const roles = normaliseRoles(typeof a.portal_roles === 'string' ? JSON.parse(a.portal_roles) : a.portal_roles);
        const minutes = canSeeMinutes(roles, a.user_type === 'owner' && Boolean(a.authenticated));
        const viewer: DocumentViewer = { reader: isSuperUser(roles) ? 'board' : minutes ? 'owner' : 'visitor', minutes, signedIn: true };
        if (mayRead(row, viewer, categories)) readers.add(Number(a.id));
      }
      return readers;
    },

    /** Who reads, for a door that caches its answer per kind of reader. */
    viewer: viewerOf,

    /** The read rule bound to one caller, for a door that filters many rows. */
    async readerFilter(user: PortalUser | null): Promise<(row: Record<string, unknown>) => boolean> {
      const [viewer, categories] = await Promise.all([viewerOf(user), this.categories()]);
      return (row) => mayRead(row, viewer, categories);
    },

    /** GET /api/records/categories: every category, and what the pack says must never be posted. */
    async categoryList() {
      const p = await pack();
      return {
        pack: { id: p.id, name: p.name, disclaimer: p.disclaimer },
        categories: await this.categories(),
        privateMatters: p.privateMatters,
      };
    },

    /** GET /api/records: the categories the caller may see, each with its records; then the frozen records' categories (records/frozen.ts). */
    async index(user: PortalUser | null): Promise<RecordsIndex> {
      const viewer = await viewerOf(user);
      const audiences = audiencesFor(viewer.reader);
      const p = await pack();
      const all = await this.categories();
      const rows = (await postedRows()).filter((r) => mayRead(r, viewer, all)).map((r) => ({ ...r, audience: audienceOf(r, all) }));
      const records = [...rows.map(toRecord), ...(await recordings(all, audiences))];
      const categories = all
        .filter((c) => audiences.includes(c.audience) || records.some((r) => r.category === c.key))
        .map((c) => ({
          ...c,
          records: records.filter((r) => r.category === c.key).sort((a, b) => b.documentDate.localeCompare(a.documentDate)),
        }));
      return {
        pack: { id: p.id, name: p.name, disclaimer: p.disclaimer },
        categories: [...categories, ...(await frozen.frozenIndex(user))],
      };
    },

    /** GET /api/records/:id/file: the record's file, for a reader of its audience (404 otherwise, like a missing one). */
    async fileOf(id: number, user: PortalUser | null): Promise<{ area: DownloadArea; name: string }> {
      const row: DocumentRow | null = await strapi.db.query(UID.document).findOne({ where: { ...ENGLISH, id } });
      if (!row || !row.recordsCategory || !row.postedAt || row.archivedAt || !(await this.maySeeDocument(row, user)))
        throw notFound(M.documentNotFound);
      return { area: DOWNLOAD_AREA_BY_DOC_TYPE[row.docType as DocType], name: row.documentName as string };
    },

    /** POST /api/records/post: a director files a document as a record; the write pipeline's rules check it. */
    async post(input: RecordPost, user: PortalUser): Promise<OfficialRecord> {
      await requireBoard(user);
      const row = await strapi.db.query(UID.document).findOne({ where: { ...ENGLISH, id: input.documentId } });
      if (!row) throw notFound(M.documentNotFound);
      // The minutes rule binds directors too: one who may not read minutes may not post them.
      if (!(await this.maySeeDocument({ ...row, recordsCategory: null }, user))) throw forbidden(M.minutesReadersOnly);
      // Draft minutes are no record yet: their approval posts them (the meetings module).
      if (isDraftMinutes(row)) throw badRequest(MeetingMessages.draftMinutesNotApproved);
      if (input.audience !== 'board' && !input.confirmNoPrivate) throw badRequest(M.privacyConfirmationRequired);
      const name = (await roster().currentResident(user)).name;
      await strapi.documents(UID.document).update({
        documentId: row.documentId,
        data: {
          recordsCategory: input.category,
          audience: input.audience,
          ...(input.confirmNoPrivate && input.audience !== 'board' ? { privacyConfirmedBy: name } : {}),
        } as never,
      });
      return toRecord(await strapi.db.query(UID.document).findOne({ where: { ...ENGLISH, id: input.documentId } }));
    },

    /** GET /api/records/compliance: every category's state today, late request answers, and documents to file. */
    async compliance(user: PortalUser): Promise<ComplianceReport> {
      await requireBoard(user);
      const [p, zone, categories, rows] = await Promise.all([pack(), timeZone(), this.categories(), postedRows()]);
      const facts = [
        ...rows.map((r) => ({
          category: r.recordsCategory as string,
          id: r.id,
          title: r.title as string,
          documentDate: day(r.documentDate),
          postedAt: iso(r.postedAt),
        })),
        ...(await recordings(categories)),
      ];
      const today = localDayOf(Date.now(), zone);
      const shown = categories.filter((c) => c.required || facts.some((r) => r.category === c.key));
      const unfiled = await strapi.db.query(UID.document).findMany({
        where: { ...ENGLISH, recordsCategory: { $null: true }, archivedAt: { $null: true } },
        orderBy: [{ documentDate: 'desc' }, { id: 'desc' }],
        select: ['id', 'title', 'docType', 'documentDate'],
      });
      // A director who may not read minutes does not see their titles here either.
      const readable = await this.readerFilter(user);
      return {
        pack: { id: p.id, name: p.name, disclaimer: p.disclaimer },
        today,
        timeZone: zone,
        categories: shown.map((c) =>
          categoryCompliance(
            c,
            facts
              .filter((r) => r.category === c.key)
              .map((r) => ({ id: r.id, title: r.title, documentDate: r.documentDate, postedAt: r.postedAt })),
            today,
            zone,
          ),
        ),
        lateRequests: (await this.requestRows()).map((r) => requestOf(r, p, today, zone, categories)).filter((r) => r.late),
        unfiled: unfiled.filter(readable).map((r) => ({ id: r.id, title: r.title, docType: r.docType, documentDate: day(r.documentDate) })),
      };
    },

    /** The compliance report as CSV: one line per category, then the late answers to records requests. */
    /** The report as CSV: UTF-8 with a byte order mark (spreadsheets read its § and ’), times in the association's zone, words in the reader's language. */
    async complianceCsv(user: PortalUser, browser: Locale = 'en'): Promise<string> {
      const report = await this.compliance(user);
      const w = mailTexts(await readerLanguage(strapi, user.id, browser)).compliance;
      const zone = report.timeZone;
      const lines: string[][] = [[w.category, w.citation, w.required, w.state, w.postedAtIn(zone), w.lateByDays, w.expiredRecords]];
      for (const c of report.categories)
        lines.push([
          c.label,
          c.citation,
          c.required ? w.yes : w.no,
          w.stateCode(c.state),
          c.postedAt ? localTime(c.postedAt, zone) : '',
          c.lateByDays === null ? '' : String(c.lateByDays),
          String(c.expired.length),
        ]);
      for (const r of report.lateRequests)
        lines.push([
          w.requestLine(r.id, r.categoryLabel),
          r.citation,
          w.yes,
          r.status === 'open' ? w.lateUnanswered(requestLateness(r, w)) : w.answeredLate(requestLateness(r, w)),
          localTime(r.askedAt, zone),
          String(-r.daysLeft),
          '',
        ]);
      return `\uFEFF${exportCsv(lines)}`;
    },

    async compliancePdf(user: PortalUser, browser: Locale = 'en'): Promise<Uint8Array> {
      const report = await this.compliance(user);
      return compliancePdf(report, await readerLanguage(strapi, user.id, browser));
    },

    async requestRows(where: Record<string, unknown> = {}): Promise<RequestRow[]> {
      return strapi.db.query(UID.recordsRequest).findMany({ where, orderBy: [{ askedAt: 'desc' }, { id: 'desc' }] });
    },
  };
  return Object.assign(core, requestsPart(strapi, core, { readerOf, requireBoard }), frozen);
};
