/**
 * Owners' records requests with the pack's response clock: a verified owner asks, a director
 * answers once (with documents or a date to inspect), and the owner is told by e-mail each time.
 */
import type { Core } from '@strapi/strapi';
import {
  documentPageLink,
  localDayOf,
  RecordsMessages as M,
  MeetingMessages,
  requestDaysLeft,
  requestDeadline,
  DOWNLOAD_AREA_BY_DOC_TYPE,
  type DocType,
  type RecordCategory,
  type RecordsAnswer,
  type RecordsRequest,
  type RecordsRequestInput,
  type RulePack,
} from '@hearth/common';
import { badRequest, conflict, forbidden, notFound } from '../../../../platform/http-errors';
import { lockRow } from '../../../../platform/row-lock';
import { type PortalUser } from '../../../../identity/front-door';
import { UID } from '../../../../platform/content-registry';
import { serviceOf } from '../../../../platform/services';
import type { OutboxRounds } from '../../../notice/front-door';
import type { rosterService } from '../../../unit/front-door';
import type recordsMailsService from '../records-mails';
import { isDraftMinutes, type Reader } from '../../model/read-rule';
import type { settingsService } from '../../../site-setting/front-door';
import { ENGLISH } from '../../../../platform/content-languages';

export type DocumentRow = Record<string, unknown> & { id: number };
export type RequestRow = Record<string, unknown> & { id: number };

export const iso = (value: unknown): string => new Date(value as string).toISOString();
export const day = (value: unknown): string => String(value).slice(0, 10);

/** The records service's own reads that a request needs: the categories, and the requests' rows. */
interface RecordsReads {
  categories(): Promise<RecordCategory[]>;
  requestRows(where?: Record<string, unknown>): Promise<RequestRow[]>;
}

/** Who the caller is, as the records service answers it. */
interface Readers {
  readerOf(user: PortalUser | null): Promise<Reader>;
  requireBoard(user: PortalUser): Promise<void>;
}

export const requestsPart = (strapi: Core.Strapi, records: RecordsReads, { readerOf, requireBoard }: Readers) => {
  const roster = () => serviceOf<typeof rosterService>(strapi, 'api::unit.roster');
  const pack = (): Promise<RulePack> => serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').rulePack();
  const timeZone = (): Promise<string> => serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').timeZone();
  const mails = () => serviceOf<typeof recordsMailsService>(strapi, 'api::records.records-mails');

  return {
    /** POST /api/records/requests: a verified owner asks to inspect or receive records of a category. */
    async request(input: RecordsRequestInput, user: PortalUser): Promise<RecordsRequest> {
      const resident = await roster().currentResident(user);
      if (!resident.minutes || resident.type !== 'owner') throw forbidden(M.requestOwnersOnly);
      const [p, zone, categories] = await Promise.all([pack(), timeZone(), records.categories()]);
      if (!categories.some((c) => c.key === input.category)) throw badRequest(M.categoryUnknown);
      const rule = p.recordsRequest ?? { days: 10, businessDays: true, citation: '' };
      const askedAt = new Date().toISOString();
      // The owner's acknowledgement and the board's alert go if and only if the request is stored.
      const row: RequestRow = await strapi.db.transaction(async ({ trx }) => {
        const created = await strapi.documents(UID.recordsRequest).create({
          data: {
            category: input.category,
            kind: input.kind,
            message: input.message,
            userId: user.id,
            requestedBy: resident.name,
            unit: resident.unit ? `${resident.unit.number} ${resident.unit.street}` : null,
            askedAt,
            deadline: requestDeadline(rule, askedAt, zone),
            businessDays: rule.businessDays,
            citation: rule.citation,
          } as never,
        });
        const stored: RequestRow = await strapi.db.query(UID.recordsRequest).findOne({ where: { documentId: created.documentId } });
        await mails().queueFiled(stored, trx);
        return stored;
      });
      serviceOf<OutboxRounds>(strapi, 'api::notice.notice').wake();
      return requestOf(row, p, localDayOf(Date.now(), zone), zone, categories);
    },

    /** GET /api/records/requests: an owner's own requests; directors and administrators see all. */
    async requests(user: PortalUser): Promise<RecordsRequest[]> {
      const board = (await readerOf(user)) === 'board';
      const [p, zone, categories] = await Promise.all([pack(), timeZone(), records.categories()]);
      const today = localDayOf(Date.now(), zone);
      const rows = await records.requestRows(board ? {} : { userId: user.id });
      const answered = await this.answerDocuments(rows);
      return rows.map((r) => requestOf(r, p, today, zone, categories, answered));
    },

    async answerDocuments(rows: RequestRow[]): Promise<Map<number, DocumentRow>> {
      const ids = rows.flatMap((r) => (Array.isArray(r.answerDocumentIds) ? (r.answerDocumentIds as number[]) : []));
      if (!ids.length) return new Map();
      const docs: DocumentRow[] = await strapi.db.query(UID.document).findMany({ where: { ...ENGLISH, id: { $in: ids } } });
      return new Map(docs.map((d) => [d.id, d]));
    },

    /**
     * POST /api/records/requests/:id/answer: a director answers once, with documents or a date to inspect.
     * One answer per request: the first to lock the request's row answers; the others then find it answered (409).
     */
    async answer(id: number, input: RecordsAnswer, user: PortalUser): Promise<RecordsRequest> {
      await requireBoard(user);
      const zone = await timeZone();
      const today = localDayOf(Date.now(), zone);
      if (input.inspectionDate && input.inspectionDate < today) throw badRequest(M.answerDateInvalid);
      const answeredBy = (await roster().currentResident(user)).name;
      await strapi.db.transaction(async ({ trx }) => {
        if (!(await lockRow(trx, 'records_requests', id))) throw notFound(M.requestNotFound);
        const row: RequestRow = await strapi.db.query(UID.recordsRequest).findOne({ where: { id } });
        if (row.answeredAt) throw conflict(M.requestAnswered);
        if (input.documentIds.length) {
          const found: DocumentRow[] = await strapi.db.query(UID.document).findMany({
            where: { ...ENGLISH, id: { $in: input.documentIds }, archivedAt: { $null: true } },
            select: ['id', 'docType', 'minutesDraft'],
          });
          if (found.length !== new Set(input.documentIds).size) throw badRequest(M.documentNotFound);
          // The owner's e-mail names each document: draft minutes are the board's until approved.
          if (found.some(isDraftMinutes)) throw badRequest(MeetingMessages.draftMinutesNotApproved);
        }
        await strapi.documents(UID.recordsRequest).update({
          documentId: row.documentId as string,
          data: {
            answeredAt: new Date().toISOString(),
            answeredBy,
            answerDocumentIds: [...new Set(input.documentIds)],
            inspectionDate: input.inspectionDate ?? null,
            answerNote: input.note,
          } as never,
        });
        // The owner's e-mail goes with the answer, or neither is kept.
        const answered: RequestRow = await strapi.db.query(UID.recordsRequest).findOne({ where: { id } });
        const documents = requestOf(answered, await pack(), today, zone, [], await this.answerDocuments([answered])).answerDocuments;
        await mails().queueAnswered(answered, documents, trx);
      });
      serviceOf<OutboxRounds>(strapi, 'api::notice.notice').wake();
      const updated: RequestRow = await strapi.db.query(UID.recordsRequest).findOne({ where: { id } });
      return requestOf(updated, await pack(), today, zone, await records.categories(), await this.answerDocuments([updated]));
    },
  };
};

export function requestOf(
  row: RequestRow,
  pack: RulePack,
  today: string,
  zone: string,
  categories: RecordCategory[],
  documents: Map<number, DocumentRow> = new Map(),
): RecordsRequest {
  const businessDays = row.businessDays !== false;
  const deadline = day(row.deadline);
  const answeredAt = row.answeredAt ? iso(row.answeredAt) : null;
  // An answered request counts its days to the answer's day; an open one to today.
  const until = answeredAt ? localDayOf(answeredAt, zone) : today;
  const daysLeft = requestDaysLeft({ businessDays }, deadline, until);
  const ids = Array.isArray(row.answerDocumentIds) ? (row.answerDocumentIds as number[]) : [];
  return {
    id: row.id,
    category: row.category as string,
    categoryLabel: categories.find((c) => c.key === row.category)?.label ?? (row.category as string),
    kind: row.kind as RecordsRequest['kind'],
    message: (row.message as string) ?? '',
    requestedBy: (row.requestedBy as string) ?? '',
    unit: (row.unit as string) ?? null,
    askedAt: iso(row.askedAt),
    deadline,
    daysLeft,
    businessDays,
    citation: (row.citation as string) || pack.recordsRequest?.citation || '',
    status: answeredAt ? 'answered' : 'open',
    answeredAt,
    answeredBy: (row.answeredBy as string) ?? null,
    answerDocuments: ids.flatMap((docId) => {
      const d = documents.get(docId);
      return d
        ? [
            {
              id: d.id,
              title: d.title as string,
              link: documentPageLink(DOWNLOAD_AREA_BY_DOC_TYPE[d.docType as DocType], d.documentName as string),
            },
          ]
        : [];
    }),
    inspectionDate: row.inspectionDate ? day(row.inspectionDate) : null,
    answerNote: (row.answerNote as string) ?? '',
    late: daysLeft < 0,
  };
}
