/**
 * Service requests (docs/requirements.md, "Service requests"): a resident files one for their unit
 * or a common area; staff (common's isRequestStaff) move it through the statuses of
 * REQUEST_TRANSITIONS and comment on it. A request, its photos and its comments are seen by its
 * requester and staff only; anyone else is told it does not exist (404). Internal comments are
 * for staff only.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  MAX_REQUEST_PHOTOS,
  Messages,
  OPEN_REQUEST_STATUSES,
  REOPEN_DAYS,
  REQUEST_STATUS_LABELS,
  REQUEST_URGENCIES,
  REQUEST_URGENCY_LABELS,
  RequestMessages as RM,
  mayMoveRequest,
  withinReopenWindow,
  type NewRequest,
  type OpenRequestCount,
  type RequestCategory,
  type RequestComment,
  type RequestCommentInput,
  type RequestListQuery,
  type RequestRating,
  type RequestStatus,
  type RequestStatusChange,
  type ServiceRequest,
  type ServiceRequestSummary,
} from '@hearth/common';
import type { PortalUser } from '../../../identity/front-door';
import { nowMs } from '../../../platform/clock';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http-errors';
import { UID } from '../../../platform/content-registry';
import { lockRow } from '../../../platform/row-lock';
import { serviceOf } from '../../../platform/services';
import type { Row } from '../../../platform/rows';
import type { fileService } from '../../file/front-door';
import { fileStore } from '../../file/front-door';
import type { rosterService, Caller as RosterCaller } from '../../unit/front-door';
import type noticesService from './request-notices';

type IncomingFile = { filepath: string; originalFilename?: string | null; size: number };
type RequestRow = Row<typeof UID.serviceRequest>;

/** Who calls: the roster's caller (their profile, whether they are staff) and their account. */
type Caller = RosterCaller & { userId: number };

const URGENCY_RANK = Object.fromEntries(REQUEST_URGENCIES.map((u, i) => [u, i])) as Record<string, number>;
const DAY_MS = 24 * 60 * 60 * 1000;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const requests = () => strapi.db.query(UID.serviceRequest);
  const files = () => serviceOf<typeof fileService>(strapi, 'api::file.file');
  const notices = () => serviceOf<typeof noticesService>(strapi, 'api::service-request.request-notices');

  /** The caller as the roster's one rule sees them (docs/authorization.md, "Who speaks for a unit"). */
  const callerOf = async (user: PortalUser): Promise<Caller> => ({
    ...(await serviceOf<typeof rosterService>(strapi, 'api::unit.roster').callerOf(user, Messages.forbidden)),
    userId: user.id,
  });

  /** The request if the caller may see it; otherwise a 404, as if it did not exist. */
  async function visible(id: number, caller: Caller): Promise<RequestRow> {
    const row = await requests().findOne({ where: { id, archivedAt: { $null: true } } });
    if (!row || (!caller.staff && row.requesterProfileId !== caller.profileId)) throw notFound(RM.notFound);
    return row;
  }

  async function categories(ids?: number[]): Promise<Map<number, RequestCategory>> {
    const rows = await strapi.db
      .query(UID.requestCategory)
      .findMany({ where: ids ? { id: { $in: ids } } : { archivedAt: { $null: true } }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
    return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name }]));
  }

  const summaryOf = (row: RequestRow, names: Map<number, RequestCategory>): ServiceRequestSummary => ({
    id: row.id,
    title: row.title,
    category: names.get(row.categoryId) ?? { id: row.categoryId, name: '' },
    urgency: row.urgency,
    status: row.status,
    createdAt: String(row.createdAt),
    requesterName: row.requesterName,
    unitNumber: row.unitNumber ?? null,
    location: row.location,
    commonArea: row.commonArea ?? null,
  });

  async function afterHoursPhone(): Promise<string | null> {
    const manager = await strapi.db
      .query(UID.propertyManager)
      .findOne({ where: { active: true, archivedAt: { $null: true } }, select: ['afterHoursPhone'], orderBy: { id: 'asc' } });
    return manager?.afterHoursPhone ?? null;
  }

  async function detail(row: RequestRow, caller: Caller): Promise<ServiceRequest> {
    const comments = await strapi.db.query(UID.requestComment).findMany({
      where: { requestId: row.id, ...(caller.staff ? {} : { internal: false }) },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return {
      ...summaryOf(row, await categories([row.categoryId])),
      description: row.description,
      entryPermitted: Boolean(row.entryPermitted),
      entryWindow: row.entryWindow ?? null,
      declineReason: row.declineReason ?? null,
      completedAt: row.completedAt ? String(row.completedAt) : null,
      reopenCount: row.reopenCount ?? 0,
      rating: row.rating ?? null,
      ratingComment: row.ratingComment ?? null,
      photos: photosOf(row),
      comments: comments.map((c): RequestComment => ({
        id: c.id,
        at: String(c.createdAt),
        authorName: c.authorName,
        byStaff: Boolean(c.byStaff),
        internal: Boolean(c.internal),
        body: c.body,
        statusChange: c.statusChange ?? null,
      })),
      afterHoursPhone: row.urgency === 'emergency' ? await afterHoursPhone() : null,
      viewerIsStaff: caller.staff,
    };
  }

  const photosOf = (row: RequestRow): string[] => (Array.isArray(row.photos) ? (row.photos as string[]) : []);

  const update = (row: RequestRow, data: Record<string, unknown>) =>
    strapi.documents(UID.serviceRequest).update({ documentId: row.documentId, data: data as never });

  /** The account of the profile that filed a request (its notices go there). */
  async function requesterAccount(row: RequestRow): Promise<number | null> {
    const profile = await strapi.db.query(UID.profile).findOne({ where: { id: row.requesterProfileId }, select: ['userId'] });
    return profile?.userId ?? null;
  }

  /**
   * A comment in the request's thread and its notice: to the requester when it is meant for them and
   * not their own; to staff when it is the requester's own (a comment, or their reopening).
   */
  async function addComment(
    trx: Knex,
    row: RequestRow,
    caller: Caller,
    comment: { body: string; internal: boolean; statusChange?: RequestStatus },
    excerpt: string,
  ): Promise<void> {
    const created = await strapi.documents(UID.requestComment).create({
      data: {
        requestId: row.id,
        authorProfileId: caller.profileId,
        authorName: caller.name,
        byStaff: caller.staff,
        internal: comment.internal,
        body: comment.body,
        statusChange: comment.statusChange ?? null,
      } as never,
    });
    if (comment.internal) return;
    const notice = { source: 'request-comment' as const, itemId: Number(created.id), requestId: row.id, title: row.title, excerpt };
    if (row.requesterProfileId === caller.profileId) await notices().forStaff(trx, notice, caller.userId);
    else await notices().forRequester(trx, notice, await requesterAccount(row));
  }

  /** Files the request, its photos already stored, and the staff's notices of it: all, or none. */
  async function fileWith(
    user: PortalUser,
    caller: Caller,
    input: NewRequest,
    category: { name: string },
    photos: string[],
  ): Promise<RequestRow> {
    // The confirmed roster unit when there is one, else the unit number the profile states (a location, no right).
    const membership = caller.unit ? { unit: caller.unit } : null;
    const profile = await strapi.db.query(UID.profile).findOne({ where: { id: caller.profileId }, select: ['unitNumber'] });
    const location =
      input.location === 'commonArea' ? (input.commonArea ?? '') : `unit ${membership?.unit.number ?? profile?.unitNumber ?? ''}`;
    return strapi.db.transaction(async ({ trx }) => {
      const created = await strapi.documents(UID.serviceRequest).create({
        data: {
          requesterProfileId: caller.profileId,
          requesterName: caller.name,
          unitId: membership?.unit.id ?? null,
          unitNumber: membership?.unit.number ?? profile?.unitNumber ?? null,
          categoryId: input.categoryId,
          title: input.title,
          description: input.description,
          location: input.location,
          commonArea: input.location === 'commonArea' ? (input.commonArea ?? null) : null,
          urgency: input.urgency,
          entryPermitted: input.entryPermitted,
          entryWindow: input.entryWindow || null,
          status: 'submitted',
          reopenCount: 0,
          photos,
        } as never,
      });
      const stored = (await requests().findOne({ where: { documentId: created.documentId } })) as RequestRow;
      const excerpt = RM.noticeNew(REQUEST_URGENCY_LABELS[input.urgency], category.name, location, input.description);
      await notices().forStaff(trx, { source: 'request', itemId: stored.id, requestId: stored.id, title: stored.title, excerpt }, user.id);
      return stored;
    });
  }

  return {
    /**
     * Removes stored request photos that no request names (an upload cut off between storing and
     * filing): those older than `graceMs`, so an upload in flight keeps its files. Answers how many.
     */
    async sweepPhotos(graceMs = 60 * 60 * 1000): Promise<number> {
      const store = fileStore(strapi);
      const named = new Set<string>();
      const rows = await strapi.db.connection('service_requests').select('photos');
      for (const r of rows as { photos: unknown }[]) {
        const list = typeof r.photos === 'string' ? (JSON.parse(r.photos) as unknown) : r.photos;
        if (Array.isArray(list)) for (const name of list) named.add(String(name));
      }
      let removed = 0;
      for (const name of await store.list('requests')) {
        if (named.has(name)) continue;
        const stat = await store.stat('requests', name).catch(() => null);
        if (stat && Date.now() - stat.modifiedAt.getTime() < graceMs) continue;
        await files().removePrivate('requests', [name]);
        removed += 1;
      }
      return removed;
    },

    /** The categories residents choose from (not archived), in their order. */
    async categories(): Promise<RequestCategory[]> {
      return [...(await categories()).values()];
    },

    /**
     * A new request with its photos (multipart), accepted or refused together: every photo is
     * checked before anything is filed, so a bad file files nothing and notifies no one.
     */
    async create(user: PortalUser, input: NewRequest, sent: IncomingFile[] = []): Promise<ServiceRequest> {
      const caller = await callerOf(user);
      const category = await strapi.db.query(UID.requestCategory).findOne({ where: { id: input.categoryId, archivedAt: { $null: true } } });
      if (!category) throw badRequest(RM.categoryInvalid);
      if (sent.length > MAX_REQUEST_PHOTOS) throw badRequest(RM.tooManyPhotos(MAX_REQUEST_PHOTOS));
      const photos = sent.length ? await files().storePrivateImages('requests', await files().prepareImages(sent)) : [];
      let row: RequestRow;
      try {
        row = await fileWith(user, caller, input, category, photos);
      } catch (error) {
        await files().removePrivate('requests', photos);
        throw error;
      }
      return detail(row, caller);
    },

    /** Residents: their own requests, newest first. Staff: all, filtered, most urgent then oldest first. */
    async list(user: PortalUser, query: RequestListQuery): Promise<ServiceRequestSummary[]> {
      const caller = await callerOf(user);
      const where: Record<string, unknown> = { archivedAt: { $null: true } };
      if (!caller.staff) where.requesterProfileId = caller.profileId;
      else {
        if (query.status) where.status = query.status;
        if (query.categoryId) where.categoryId = query.categoryId;
        if (query.urgency) where.urgency = query.urgency;
        if (query.olderThanDays !== undefined) where.createdAt = { $lte: new Date(nowMs() - query.olderThanDays * DAY_MS).toISOString() };
      }
      const rows = await requests().findMany({ where, orderBy: [{ createdAt: caller.staff ? 'asc' : 'desc' }, { id: 'asc' }] });
      if (caller.staff) rows.sort((a, b) => URGENCY_RANK[a.urgency] - URGENCY_RANK[b.urgency]); // stable: oldest first within each
      const names = await categories([...new Set(rows.map((r) => r.categoryId))]);
      return rows.map((row) => summaryOf(row, names));
    },

    /** Staff: how many requests wait for the association (the Admin menu's count). */
    async openCount(user: PortalUser): Promise<OpenRequestCount> {
      // The same refusal as a route's audience: the count is staff's (docs/authorization.md).
      if (!(await callerOf(user)).staff) throw forbidden(Messages.forbidden);
      return { open: await requests().count({ where: { archivedAt: { $null: true }, status: { $in: [...OPEN_REQUEST_STATUSES] } } }) };
    },

    async find(user: PortalUser, id: number): Promise<ServiceRequest> {
      const caller = await callerOf(user);
      return detail(await visible(id, caller), caller);
    },

    /**
     * A status change by the table of REQUEST_TRANSITIONS (409 otherwise); the requester's reopening
     * is counted and allowed within REOPEN_DAYS of completion.
     */
    async changeStatus(user: PortalUser, id: number, change: RequestStatusChange): Promise<ServiceRequest> {
      const caller = await callerOf(user);
      await visible(id, caller);
      const by = caller.staff ? 'staff' : 'requester';
      const label = REQUEST_STATUS_LABELS[change.status];
      const reason = change.status === 'declined' ? (change.reason ?? null) : null;
      // The change, its line in the thread and the requester's notice: all, or none.
      await strapi.db.transaction(async ({ trx }) => {
        // Two changes at the same instant: the first to lock the row decides; the other then judges the status it left.
        await lockRow(trx, 'service_requests', id);
        const row = (await requests().findOne({ where: { id } })) as RequestRow;
        const from = row.status as RequestStatus;
        // The change was chosen on what the caller saw: another change in between refuses it (docs/requirements.md, "Service requests").
        if (from !== change.from) throw conflict(RM.changedMeanwhile(REQUEST_STATUS_LABELS[from].toLowerCase()));
        if (!mayMoveRequest(from, change.status, by)) {
          throw conflict(RM.transitionRefused(REQUEST_STATUS_LABELS[from].toLowerCase(), label.toLowerCase()));
        }
        const reopening = from === 'completed' && change.status === 'submitted';
        if (reopening && !withinReopenWindow(row.completedAt ? String(row.completedAt) : null, nowMs()))
          throw conflict(RM.reopenTooLate(REOPEN_DAYS));
        await update(row, {
          status: change.status,
          ...(change.status === 'declined' ? { declineReason: reason } : {}),
          ...(change.status === 'completed' ? { completedAt: new Date(nowMs()).toISOString() } : {}),
          ...(reopening ? { reopenCount: (row.reopenCount ?? 0) + 1, completedAt: null } : {}),
        });
        const body = [RM.statusComment(label), reason].filter(Boolean).join('\n\n');
        // A reopening is the requester's: staff are told who reopened it, and how often it was.
        const excerpt = reopening ? RM.noticeReopened(caller.name, (row.reopenCount ?? 0) + 1) : RM.noticeStatus(label, reason);
        await addComment(trx, row, caller, { body, internal: false, statusChange: change.status }, excerpt);
      });
      const after = (await requests().findOne({ where: { id } })) as RequestRow;
      return detail(after, caller);
    },

    async comment(user: PortalUser, id: number, input: RequestCommentInput): Promise<ServiceRequest> {
      const caller = await callerOf(user);
      const row = await visible(id, caller);
      if (input.internal && !caller.staff) throw forbidden(RM.internalStaffOnly);
      const internal = Boolean(input.internal);
      await strapi.db.transaction(({ trx }) =>
        addComment(trx, row, caller, { body: input.body, internal }, RM.noticeComment(caller.name, input.body)),
      );
      return detail(row, caller);
    },

    async rate(user: PortalUser, id: number, input: RequestRating): Promise<ServiceRequest> {
      const caller = await callerOf(user);
      const row = await visible(id, caller);
      if (row.requesterProfileId !== caller.profileId) throw forbidden(RM.ratingRequesterOnly);
      if (row.status !== 'completed' && row.status !== 'closed') throw conflict(RM.ratingNotYet);
      await update(row, { rating: input.rating, ratingComment: input.comment || null });
      return detail((await requests().findOne({ where: { id } })) as RequestRow, caller);
    },

    /**
     * Adds photos (all or none) while the request is open: images only, resized, stored privately;
     * at most MAX_REQUEST_PHOTOS per request.
     */
    async addPhotos(user: PortalUser, id: number, sent: IncomingFile[]): Promise<ServiceRequest> {
      const caller = await callerOf(user);
      const row = await visible(id, caller);
      if (!sent.length) throw badRequest(RM.photoMissing);
      if (!OPEN_REQUEST_STATUSES.includes(row.status as RequestStatus)) throw conflict(RM.photosClosed);
      if (photosOf(row).length + sent.length > MAX_REQUEST_PHOTOS) throw badRequest(RM.tooManyPhotos(MAX_REQUEST_PHOTOS));
      const names = await files().storePrivateImages('requests', await files().prepareImages(sent));
      try {
        // Uploads at the same instant: each adds to the list the one before it left, under the
        // request's lock, so none is lost and the limit holds (docs/requirements.md, "Service requests").
        await strapi.db.transaction(async ({ trx }) => {
          await lockRow(trx, 'service_requests', id);
          const current = (await requests().findOne({ where: { id } })) as RequestRow;
          const before = photosOf(current);
          if (!OPEN_REQUEST_STATUSES.includes(current.status as RequestStatus)) throw conflict(RM.photosClosed);
          if (before.length + names.length > MAX_REQUEST_PHOTOS) throw badRequest(RM.tooManyPhotos(MAX_REQUEST_PHOTOS));
          await update(current, { photos: [...before, ...names] });
        });
      } catch (error) {
        await files().removePrivate('requests', names);
        throw error;
      }
      return detail((await requests().findOne({ where: { id } })) as RequestRow, caller);
    },

    /** One photo of a request the caller may see. */
    async photo(user: PortalUser, id: number, name: string) {
      const row = await visible(id, await callerOf(user));
      const file = photosOf(row).includes(name) ? await files().openPrivateImage('requests', name) : null;
      if (!file) throw notFound(RM.photoNotFound);
      return file;
    },
  };
};
