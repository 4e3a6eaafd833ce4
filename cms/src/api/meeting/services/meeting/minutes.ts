/**
 * After the meeting: its record (held, recording), the draft minutes and their approval, each posted
 * to the official records; and the recordings posted so far.
 */
import {
  RECORDINGS_CATEGORY,
  RecordsMessages,
  MeetingMessages as M,
  minutesFitMeeting,
  type MeetingDraftMinutes,
  type MeetingMinutesApproval,
  type MeetingRecord,
  type MeetingSummary,
} from '@hearth/common';
import { nowMs } from '../../../../platform/clock';
import type { PortalUser } from '../../../../identity/front-door';
import { tableWritten } from '../../../../platform/write-pipeline';
import { UID } from '../../../../platform/content-registry';
import { badRequest, conflict, forbidden } from '../../../../platform/http-errors';
import { serviceOf } from '../../../../platform/services';
import type { settingsService } from '../../../site-setting/front-door';
import type { recordsService } from '../../../records/front-door';
import type { documentService } from '../../../document/front-door';
import { approveDraftMinutes, asDraftMinutes } from '../../../document/front-door';
import { mayReadDraftMinutes } from '../../../records/front-door';
import { MEETING_TABLES as T, type MeetingRow } from '../../model/tables';
import { iso, type MeetingContext } from './context';
import { ENGLISH } from '../../../../platform/content-languages';

export const minutesPart = (context: MeetingContext) => {
  const { strapi, knex, roster, documentsOf, rowOf, wakeNotices, detail } = context;

  /** Draft minutes are handled by the board's minutes readers only: administrators, and directors who may read minutes. */
  async function requireDraftMinutesReader(user: PortalUser): Promise<void> {
    const viewer = await serviceOf<typeof recordsService>(strapi, 'api::records.records').viewer(user);
    if (!mayReadDraftMinutes(viewer)) throw forbidden(M.draftMinutesBoardOnly);
  }

  /**
   * Approved minutes attached to a meeting are posted as an official record of the pack's minutes
   * category (docs/requirements.md, "Meetings and notices"), with the poster's privacy confirmation when owners may read
   * them ("Official records"). A document already filed keeps its record; a pack without minutes files nothing.
   */
  async function postMinutesAsRecord(documentId: number, confirmNoPrivate: boolean | undefined, user: PortalUser): Promise<void> {
    const filed = await strapi.db.query(UID.document).findOne({ where: { ...ENGLISH, id: documentId }, select: ['recordsCategory'] });
    if (filed?.recordsCategory) return;
    const pack = await serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').rulePack();
    const minutes = pack.categories.find((category) => category.key === 'minutes');
    if (!minutes) return;
    await serviceOf<typeof recordsService>(strapi, 'api::records.records').post(
      { documentId, category: minutes.key, audience: minutes.audience, confirmNoPrivate },
      user,
    );
  }

  return {
    /**
     * After the meeting: its recording link and approved minutes (a Minutes document), both posted to
     * the records ("Meetings and notices"). The recording is a record of its own kind, kept on the meeting: posted under the
     * pack's recordings category with the poster's privacy confirmation when owners may see it, its
     * posting time stamped when a link is first given and never changed (a cleared link leaves the records).
     */
    async record(id: number, input: MeetingRecord, user: PortalUser): Promise<MeetingSummary> {
      const row = await rowOf(id);
      const now = nowMs();
      if (Number(row.starts_at) > now) throw conflict(M.notHeldYet);
      const changes: Record<string, unknown> = {};
      if (input.recordingUrl !== undefined) {
        changes.recording_url = input.recordingUrl;
        const pack = await serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').rulePack();
        const category = pack.categories.find((c) => c.key === RECORDINGS_CATEGORY);
        if (input.recordingUrl && category && input.recordingUrl !== row.recording_url) {
          if (category.audience !== 'board') {
            if (!input.confirmNoPrivate) throw badRequest(RecordsMessages.privacyConfirmationRequired);
            changes.recording_confirmed_by = (await roster().currentResident(user)).name.slice(0, 255);
            changes.recording_confirmed_at = now;
          }
          if (row.recording_posted_at === null) changes.recording_posted_at = now;
        }
      }
      if (input.minutesDocumentId !== undefined) {
        if (input.minutesDocumentId !== null) {
          const doc = (await documentsOf([input.minutesDocumentId])).get(input.minutesDocumentId);
          if (!doc || doc.docType !== 'Minutes') throw badRequest(M.minutesNotFound);
          // Draft minutes become the meeting's minutes by their approval only.
          if (doc.draft) throw badRequest(M.draftMinutesNotApproved);
          if (!minutesFitMeeting(doc.documentDate, row.local_start)) throw badRequest(M.minutesBeforeMeeting(row.local_start.slice(0, 10)));
          await postMinutesAsRecord(input.minutesDocumentId, input.confirmNoPrivate, user);
        }
        changes.minutes_document_id = input.minutesDocumentId;
      }
      await knex()(T.meetings).where({ id }).update(changes);
      await tableWritten(strapi, [
        {
          kind: 'meeting',
          action: 'update',
          item: { id, title: row.title },
          changes: Object.entries(changes).map(([field, after]) => ({
            field,
            before: (row as unknown as Record<string, unknown>)[field] ?? null,
            after,
          })),
        },
      ]);
      return detail(id);
    },

    /**
     * After the meeting, its minutes as drafted: a Minutes document (its file uploaded to the minutes
     * area) read by the board only until approved, and the meeting's draft until then (a newer draft
     * takes its place). Nobody is told of it.
     */
    async addDraftMinutes(id: number, input: MeetingDraftMinutes, user: PortalUser): Promise<MeetingSummary> {
      const row = await rowOf(id);
      await requireDraftMinutesReader(user);
      if (Number(row.starts_at) > nowMs()) throw conflict(M.notHeldYet);
      if (!minutesFitMeeting(input.documentDate, row.local_start)) throw badRequest(M.minutesBeforeMeeting(row.local_start.slice(0, 10)));
      const documents = serviceOf<typeof documentService>(strapi, UID.document);
      await documents.checkFile('Minutes', input.documentName);
      const created = await asDraftMinutes(() =>
        strapi.documents(UID.document).create({
          data: { title: input.title, docType: 'Minutes', documentDate: input.documentDate, documentName: input.documentName },
        }),
      );
      const draft = await strapi.db.query(UID.document).findOne({ where: { ...ENGLISH, documentId: created.documentId }, select: ['id'] });
      await knex()(T.meetings)
        .where({ id })
        .update({ minutes_draft_id: Number(draft.id) });
      await tableWritten(strapi, [
        {
          kind: 'meeting',
          action: 'update',
          item: { id, title: row.title },
          changes: [{ field: 'draftMinutes', before: row.minutes_draft_id ?? null, after: Number(draft.id) }],
        },
      ]);
      return detail(id);
    },

    /**
     * The board approves the meeting's draft minutes: the approval is stamped once (when, by whom) under
     * the document's row lock — a second approval finds them approved (409) — and the minutes become the
     * meeting's minutes (as PUT /record links them), posted as an official record and announced to their
     * readers, owners included, as any new minutes are.
     */
    async approveMinutes(id: number, input: MeetingMinutesApproval, user: PortalUser): Promise<MeetingSummary> {
      const row = await rowOf(id);
      await requireDraftMinutesReader(user);
      if (!row.minutes_draft_id) throw conflict(M.noDraftMinutes);
      const documentId = Number(row.minutes_draft_id);
      // Owners read approved minutes: refused before anything is stamped, like linking them.
      const pack = await serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').rulePack();
      const category = pack.categories.find((c) => c.key === 'minutes');
      const filed = await strapi.db.query(UID.document).findOne({ where: { ...ENGLISH, id: documentId }, select: ['recordsCategory'] });
      if (category && category.audience !== 'board' && !filed?.recordsCategory && !input.confirmNoPrivate)
        throw badRequest(RecordsMessages.privacyConfirmationRequired);
      // Read before the transaction: SQLite has one connection, which the transaction holds.
      const approver = (await roster().currentResident(user)).name.slice(0, 200);
      const approvedAt = new Date(nowMs()).toISOString();
      await strapi.db.transaction(async ({ trx }) => {
        const approval = await approveDraftMinutes(strapi, trx, documentId, { at: approvedAt, by: approver });
        if (approval === 'missing') throw conflict(M.noDraftMinutes);
        if (approval === 'alreadyApproved') throw conflict(M.minutesAlreadyApproved);
        await trx(T.meetings).where({ id }).update({ minutes_document_id: documentId });
        // A newer draft added meanwhile stays the meeting's draft.
        await trx(T.meetings).where({ id, minutes_draft_id: documentId }).update({ minutes_draft_id: null });
        await tableWritten(strapi, [
          {
            kind: 'meeting',
            action: 'update',
            item: { id, title: row.title },
            changes: [
              { field: 'minutes_document_id', before: row.minutes_document_id ?? null, after: documentId },
              { field: 'minutesApproved', before: null, after: `${approvedAt} ${approver}` },
            ],
          },
        ]);
      });
      await postMinutesAsRecord(documentId, input.confirmNoPrivate, user);
      wakeNotices();
      return detail(id);
    },

    /** The recordings posted to the records ("Meetings and notices"), newest meeting first: a link given and a posting time. */
    async postedRecordings(): Promise<{ id: number; title: string; documentDate: string; postedAt: string; link: string }[]> {
      const rows = (await knex()(T.meetings)
        .whereNotNull('recording_posted_at')
        .whereNot('recording_url', '')
        .orderBy([
          { column: 'starts_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .select('id', 'title', 'local_start', 'recording_url', 'recording_posted_at')) as Pick<
        MeetingRow,
        'id' | 'title' | 'local_start' | 'recording_url' | 'recording_posted_at'
      >[];
      return rows.map((r) => ({
        id: Number(r.id),
        title: `Recording: ${r.title}`,
        documentDate: r.local_start.slice(0, 10),
        postedAt: iso(r.recording_posted_at!),
        link: r.recording_url,
      }));
    },
  };
};
