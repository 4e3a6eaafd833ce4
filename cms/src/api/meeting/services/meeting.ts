/**
 * Meetings and their statutory notices (docs/requirements.md, "Meetings, notices and consent to electronic notice"): scheduling under the active rule
 * pack's notice rule, the public notices and calendar, the notice's delivery to each owner (e-mail
 * through the notice outbox to those who agreed, the website, paper mail for the rest), the
 * mailing list, owners' consent to electronic notice and the yearly request for it.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  CONSENT_WORDINGS,
  RECORDINGS_CATEGORY,
  RecordsMessages,
  CURRENT_CONSENT_VERSION,
  MeetingMessages as M,
  NoticeMail,
  StatutoryNoticeMail,
  DELIVERY_CHOICE_PATH,
  localLabel,
  meetingRefusal,
  minutesFitMeeting,
  type ConsentAnswer,
  type ConsentInput,
  type DeliveryChoice,
  type DeliveryList,
  type MeetingDraftMinutes,
  type MeetingInput,
  type MeetingList,
  type MeetingMinutesApproval,
  type MeetingRecord,
  type MeetingSummary,
  mailingLines,
  type MeetingEvent,
  type NoticeRoundAction,
} from '@hearth/common';
import { nowMs } from '../../../platform/clock';
import { siteName } from '../../../platform/site-name';
import type { PortalUser } from '../../../identity/front-door';
import { tableWritten } from '../../../platform/write-pipeline';
import { storedDay } from '../../../platform/rows';
import { UID } from '../../../platform/content-registry';
import { exportCsv } from '../../../platform/csv';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http-errors';
import { markCreated } from '../../../platform/idempotency';
import { publicUrl } from '../../../platform/runtime';
import { serviceOf } from '../../../platform/services';
import type { rosterService } from '../../unit/front-door';
import type { settingsService } from '../../site-setting/front-door';
import type { recordsService } from '../../records/front-door';
import type { voteService } from '../../vote/front-door';
import type { documentService } from '../../document/front-door';
import { approveDraftMinutes, asDraftMinutes } from '../../document/front-door';
import { isDraftMinutes, mayReadDraftMinutes } from '../../records/front-door';
import { MEETING_TABLES as T, currentConsents, type MeetingRow } from '../model/tables';
import { mailingLabelsPdf } from '../model/labels-pdf';
import { NOTICES_PATH, mailingOf, ownersToNotify } from '../model/recipients';
import { deliverNotice, deliveryRowsOf, storedDeliveries, type DeliverySource } from '../model/deliveries';
const YEAR = 366 * 86_400_000;

interface EventRow {
  meeting_id: number;
  round: number;
  action: NoticeRoundAction;
  at: number | string;
  starts_at: number | string;
  local_start: string;
  reason: string;
  changed: string;
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = (): Knex => strapi.db.connection;
  const roster = () => serviceOf<typeof rosterService>(strapi, 'api::unit.roster');
  const votesService = () => serviceOf<typeof voteService>(strapi, 'api::vote.vote');

  const timeZone = (): Promise<string> => serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').timeZone();

  async function documentsOf(
    ids: number[],
  ): Promise<Map<number, { id: number; title: string; docType: string; documentDate: string; draft: boolean }>> {
    if (!ids.length) return new Map();
    const rows = (await strapi.db.query(UID.document).findMany({
      where: { id: { $in: ids }, archivedAt: { $null: true } },
      select: ['id', 'title', 'docType', 'documentDate', 'minutesDraft'],
    })) as {
      id: number;
      title: string;
      docType: string;
      documentDate: unknown;
      minutesDraft: unknown;
    }[];
    return new Map(
      rows.map((r) => [
        Number(r.id),
        {
          id: Number(r.id),
          title: r.title,
          docType: r.docType,
          documentDate: String(storedDay(r.documentDate)).slice(0, 10),
          draft: isDraftMinutes(r),
        },
      ]),
    );
  }

  /** Draft minutes are handled by the board's minutes readers only: administrators, and directors who may read minutes. */
  async function requireDraftMinutesReader(user: PortalUser): Promise<void> {
    const viewer = await serviceOf<typeof recordsService>(strapi, 'api::records.records').viewer(user);
    if (!mayReadDraftMinutes(viewer)) throw forbidden(M.draftMinutesBoardOnly);
  }

  /**
   * Approved minutes attached to a meeting are posted as an official record of the pack's minutes
   * category (docs/requirements.md, "Meetings, notices and consent to electronic notice"), with the poster's privacy confirmation when owners may read
   * them (requirements, "Official records and rule packs"). A document already filed keeps its record; a pack without minutes files nothing.
   */
  async function postMinutesAsRecord(documentId: number, confirmNoPrivate: boolean | undefined, user: PortalUser): Promise<void> {
    const filed = await strapi.db.query(UID.document).findOne({ where: { id: documentId }, select: ['recordsCategory'] });
    if (filed?.recordsCategory) return;
    const pack = await serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').rulePack();
    const minutes = pack.categories.find((category) => category.key === 'minutes');
    if (!minutes) return;
    await serviceOf<typeof recordsService>(strapi, 'api::records.records').post(
      { documentId, category: minutes.key, audience: minutes.audience, confirmNoPrivate },
      user,
    );
  }

  async function summaries(rows: MeetingRow[]): Promise<MeetingSummary[]> {
    const docIds = [
      ...new Set(
        rows.flatMap((r) => [
          ...(JSON.parse(r.documents) as number[]),
          ...(r.minutes_document_id ? [r.minutes_document_id] : []),
          ...(r.minutes_draft_id ? [r.minutes_draft_id] : []),
        ]),
      ),
    ];
    const docs = await documentsOf(docIds);
    const votes = await votesService().heldAt(rows.map((r) => Number(r.id)));
    const history = await historyOf(rows.map((r) => Number(r.id)));
    return rows.map((r) => {
      const minutes = r.minutes_document_id ? docs.get(r.minutes_document_id) : undefined;
      const draft = r.minutes_draft_id ? docs.get(r.minutes_draft_id) : undefined;
      return {
        id: Number(r.id),
        kind: r.kind,
        title: r.title,
        startsAt: iso(r.starts_at),
        localStart: r.local_start,
        timeZone: r.time_zone,
        durationMinutes: Number(r.duration_minutes),
        place: r.place,
        videoLink: r.video_link,
        agenda: r.agenda,
        documents: (JSON.parse(r.documents) as number[]).flatMap((id) => {
          const doc = docs.get(id);
          return doc ? [{ id: doc.id, title: doc.title }] : [];
        }),
        emergency: Boolean(r.emergency),
        emergencyReason: r.emergency_reason,
        noticeCitation: r.notice_citation,
        noticeDueAt: r.notice_due_at === null ? null : iso(r.notice_due_at),
        noticedAt: iso(r.noticed_at),
        recordingUrl: r.recording_url,
        minutes: minutes ? { id: minutes.id, title: minutes.title } : null,
        draftMinutes: draft?.draft ? { id: draft.id, title: draft.title } : null,
        votes: votes.filter((v) => v.meetingId === Number(r.id)).map((v) => ({ id: v.id, title: v.title })),
        status: r.status,
        sequence: Number(r.sequence),
        history: history.get(Number(r.id)) ?? [],
      };
    });
  }

  /**
   * What a reader sees of meetings: the documents and minutes the one read rule lets them see (records'
   * mayRead: no board record's or minutes' title for others), and a recording posted to owners for them only (requirements, "Official records and rule packs", requirements, "Meetings, notices and consent to electronic notice").
   */
  async function forReader(meetings: MeetingSummary[], user: PortalUser | null): Promise<MeetingSummary[]> {
    const records = serviceOf<typeof recordsService>(strapi, 'api::records.records');
    const ids = [
      ...new Set(
        meetings.flatMap((m) => [
          ...m.documents.map((d) => d.id),
          ...(m.minutes ? [m.minutes.id] : []),
          ...(m.draftMinutes ? [m.draftMinutes.id] : []),
        ]),
      ),
    ];
    const readable = await records.readerFilter(user);
    const rows = ids.length ? await strapi.db.query(UID.document).findMany({ where: { id: { $in: ids } } }) : [];
    const seen = new Set(rows.filter(readable).map((r: { id: number }) => Number(r.id)));
    const recordings = await records.maySee(RECORDINGS_CATEGORY, user);
    return meetings.map((m) => ({
      ...m,
      documents: m.documents.filter((d) => seen.has(d.id)),
      minutes: m.minutes && seen.has(m.minutes.id) ? m.minutes : null,
      draftMinutes: m.draftMinutes && seen.has(m.draftMinutes.id) ? m.draftMinutes : null,
      ...(recordings ? {} : { recordingUrl: '' }),
    }));
  }

  async function rowOf(id: number): Promise<MeetingRow> {
    const row = (await knex()(T.meetings).where({ id }).first()) as MeetingRow | undefined;
    if (!row) throw notFound(M.notFound);
    return row;
  }

  async function historyOf(ids: number[]): Promise<Map<number, MeetingEvent[]>> {
    const rows = (await knex()(T.events)
      .whereIn('meeting_id', ids.length ? ids : [-1])
      .orderBy([{ column: 'meeting_id' }, { column: 'round' }])
      .select('*')) as EventRow[];
    const out = new Map<number, MeetingEvent[]>();
    for (const r of rows) {
      const list = out.get(Number(r.meeting_id)) ?? [];
      list.push({
        round: Number(r.round),
        action: r.action,
        at: iso(r.at),
        startsAt: iso(r.starts_at),
        localStart: r.local_start,
        reason: r.reason,
        changed: JSON.parse(r.changed) as string[],
      });
      out.set(Number(r.meeting_id), list);
    }
    return out;
  }

  async function deliveryRows(source: DeliverySource, itemId: number, only: { channel?: DeliveryChoice; round?: number } = {}) {
    const history = source === 'meeting' ? ((await historyOf([itemId])).get(itemId) ?? []) : [];
    const actionOf = (round: number) => history.find((e) => e.round === round)?.action ?? 'scheduled';
    return deliveryRowsOf(await storedDeliveries(knex(), source, itemId, only), actionOf);
  }

  const wakeNotices = () => strapi.service('api::notice.notice').wake();

  return {
    async list(user: PortalUser | null = null): Promise<MeetingList> {
      const now = nowMs();
      // Past meetings of the last 12 months (their recordings and minutes stay posted that long, requirements, "Meetings, notices and consent to electronic notice").
      const rows = (await knex()(T.meetings)
        .where('starts_at', '>', now - YEAR)
        .orderBy('starts_at', 'asc')
        .select('*')) as MeetingRow[];
      const ended = (r: MeetingRow) => Number(r.starts_at) + Number(r.duration_minutes) * 60_000 <= now;
      const all = await forReader(await summaries(rows), user);
      const held = (i: number) => rows[i].status !== 'cancelled';
      return {
        upcoming: all.filter((_, i) => held(i) && !ended(rows[i])),
        // Once its time has passed, a cancelled meeting is listed with the past ones (its status says Cancelled).
        past: all.filter((_, i) => ended(rows[i])).reverse(),
        // A cancelled meeting leaves the upcoming list; its notice of cancellation stays until its time.
        cancelled: all.filter((_, i) => !held(i) && !ended(rows[i])),
      };
    },

    /** One meeting; without `user` (the board's own calls) the recording link is kept. */
    async detail(id: number, user?: PortalUser | null): Promise<MeetingSummary> {
      const [meeting] = await summaries([await rowOf(id)]);
      return user === undefined ? meeting : (await forReader([meeting], user))[0];
    },

    /** Schedules a meeting and gives its notice at once; refused, with nothing stored, when it cannot be noticed in time. */
    async create(input: MeetingInput, createdBy: number | null): Promise<MeetingSummary> {
      const pack = await serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').rulePack();
      const zone = await timeZone();
      const now = nowMs();
      const decided = meetingRefusal(input, pack, now, zone);
      if ('message' in decided) throw badRequest(decided.message);
      const docs = await documentsOf(input.documentIds);
      const missing = input.documentIds.find((id) => !docs.has(id));
      if (missing !== undefined) throw badRequest(M.documentNotFound(missing));
      const site = await siteName(strapi);
      // Read before the transaction: SQLite has one connection, which the transaction holds.
      const owners = await ownersToNotify(strapi, knex());
      const id = await knex().transaction(async (trx) => {
        const [row] = (await trx(T.meetings)
          .insert({
            kind: input.kind,
            title: input.title,
            starts_at: decided.start,
            local_start: input.startsAt,
            time_zone: zone,
            duration_minutes: input.durationMinutes,
            place: input.place,
            video_link: input.videoLink,
            agenda: input.agenda,
            documents: JSON.stringify([...new Set(input.documentIds)]),
            emergency: input.emergency,
            emergency_reason: input.emergency ? input.emergencyReason : '',
            notice_citation: decided.rule?.citation ?? null,
            notice_due_at: decided.deadline,
            noticed_at: now,
            recording_url: '',
            minutes_document_id: null,
            created_by: createdBy,
            status: 'scheduled',
            sequence: 0,
          })
          .returning('id')) as ({ id: number | string } | number)[];
        const meetingId = Number(typeof row === 'object' ? row.id : row);
        // The click's Idempotency-Key is spent with the meeting: a second schedule with it replays the first.
        await markCreated(trx);
        const link = `${publicUrl()}${NOTICES_PATH}#meeting-${meetingId}`;
        await trx(T.events).insert({
          meeting_id: meetingId,
          round: 0,
          action: 'scheduled',
          at: now,
          starts_at: decided.start,
          local_start: input.startsAt,
          reason: '',
          changed: '[]',
          by_user: createdBy,
        });
        await deliverNotice(
          trx,
          {
            source: 'meeting',
            itemId: meetingId,
            round: 0,
            kind: 'meetings',
            subject: NoticeMail.ledSubject(site, StatutoryNoticeMail.meetingLead(input.kind, input.emergency), input.title),
            body: StatutoryNoticeMail.meetingBody({
              title: input.title,
              when: localLabel(decided.start, zone),
              place: input.place,
              videoLink: input.videoLink,
              agenda: input.agenda,
              link,
              citation: decided.rule?.citation ?? null,
            }),
            now,
          },
          owners,
        );
        return meetingId;
      });
      await tableWritten(strapi, [
        {
          kind: 'meeting',
          action: 'create',
          item: { id, title: input.title },
          changes: [
            { field: 'startsAt', before: null, after: `${input.startsAt} ${zone}` },
            { field: 'emergency', before: null, after: input.emergency },
          ],
        },
      ]);
      wakeNotices();
      return this.detail(id);
    },

    /**
     * After the meeting: its recording link and approved minutes (a Minutes document), both posted to
     * the records (requirements, "Meetings, notices and consent to electronic notice"). The recording is a record of its own kind, kept on the meeting: posted under the
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
      return this.detail(id);
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
      const draft = await strapi.db.query(UID.document).findOne({ where: { documentId: created.documentId }, select: ['id'] });
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
      return this.detail(id);
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
      const filed = await strapi.db.query(UID.document).findOne({ where: { id: documentId }, select: ['recordsCategory'] });
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
      return this.detail(id);
    },

    /** The recordings posted to the records (requirements, "Meetings, notices and consent to electronic notice"), newest meeting first: a link given and a posting time. */
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

    /** Which votes are held at the meeting (a vote belongs to at most one). */
    async linkVotes(id: number, voteIds: number[]): Promise<MeetingSummary> {
      const row = await rowOf(id);
      const { missing } = await votesService().holdAt(id, voteIds);
      if (missing !== undefined) throw badRequest(M.voteNotFound(missing));
      await tableWritten(strapi, [
        { kind: 'meeting', action: 'update', item: { id, title: row.title }, changes: [{ field: 'votes', before: null, after: voteIds }] },
      ]);
      return this.detail(id);
    },

    async deliveries(id: number): Promise<DeliveryList> {
      await rowOf(id);
      const deliveries = await deliveryRows('meeting', id);
      return { total: deliveries.length, deliveries };
    },

    /**
     * The owners a notice round (the latest unless `round` is given) goes to by paper mail: CSV rows of
     * the full mailing address, or PDF address labels.
     */
    async mailingList(id: number, format: 'csv' | 'pdf', round?: number): Promise<string | Uint8Array> {
      const row = await rowOf(id);
      const latest = Number((await knex()(T.events).where({ meeting_id: id }).max({ n: 'round' }).first())?.n ?? 0);
      const paper = await deliveryRows('meeting', id, { channel: 'paper', round: round ?? latest });
      const lines = paper.map((p) => ({ name: p.name, mailing: p.mailing ?? mailingOf(undefined, { number: p.unit, street: '' }) }));
      if (format === 'csv')
        return exportCsv([
          ['Name', 'Unit', 'Street', 'City', 'State or province', 'Postal code', 'Country', 'Complete'],
          ...paper.map((p, i) => {
            const m = lines[i].mailing;
            return [
              p.name,
              p.unit,
              m.mailingStreet,
              m.mailingCity,
              m.mailingRegion,
              m.mailingPostalCode,
              m.mailingCountry,
              p.result === 'toMail' ? 'yes' : 'no',
            ];
          }),
        ]);
      return mailingLabelsPdf(
        `${row.title} — ${localLabel(Number(row.starts_at), row.time_zone)}`,
        lines.map((l) => ({ name: l.name, lines: mailingLines(l.mailing) })),
      );
    },

    /** The public calendar: every meeting of the last year and to come (RFC 5545, the bookings' encoder). */
    async calendarRows(): Promise<MeetingSummary[]> {
      const rows = (await knex()(T.meetings)
        .where('starts_at', '>', nowMs() - YEAR)
        .orderBy('starts_at')
        .select('*')) as MeetingRow[];
      return forReader(await summaries(rows), null);
    },

    async consent(user: PortalUser): Promise<ConsentAnswer> {
      const resident = await roster().currentResident(user);
      const eligible = resident.voter && resident.profileId !== null;
      const current = eligible ? (await currentConsents(knex(), [resident.profileId!])).get(resident.profileId!) : undefined;
      return {
        current: current
          ? { choice: current.choice, version: current.version, wording: current.wording, agreedAt: iso(current.agreed_at) }
          : null,
        wordings: { ...CONSENT_WORDINGS[CURRENT_CONSENT_VERSION] },
        version: CURRENT_CONSENT_VERSION,
        eligible,
      };
    },

    /** Records the owner's choice with the exact wording of the version agreed to; a previous agreement is superseded. */
    async saveConsent(user: PortalUser, input: ConsentInput): Promise<ConsentAnswer> {
      const resident = await roster().callerOf(user, M.consentNotOwner);
      if (!resident.voter) throw forbidden(M.consentNotOwner);
      const now = nowMs();
      await knex().transaction(async (trx) => {
        await trx(T.consents).where({ profile_id: resident.profileId }).whereNull('withdrawn_at').update({ withdrawn_at: now });
        await trx(T.consents).insert({
          profile_id: resident.profileId,
          user_id: user.id,
          choice: input.choice,
          version: input.version,
          wording: CONSENT_WORDINGS[input.version][input.choice],
          agreed_at: now,
          withdrawn_at: null,
        });
      });
      await tableWritten(strapi, [
        {
          kind: 'noticeConsent',
          action: 'create',
          item: { id: resident.profileId, title: resident.name },
          changes: [
            { field: 'choice', before: null, after: input.choice },
            { field: 'version', before: null, after: input.version },
          ],
        },
      ]);
      return this.consent(user);
    },

    async withdrawConsent(user: PortalUser): Promise<ConsentAnswer> {
      // Anyone may withdraw what their profile agreed to (an owner no longer verified too); nothing agreed: 409.
      const resident = await roster().currentResident(user);
      const changed =
        resident.profileId === null
          ? 0
          : await knex()(T.consents).where({ profile_id: resident.profileId }).whereNull('withdrawn_at').update({ withdrawn_at: nowMs() });
      if (!changed) throw conflict(M.nothingToWithdraw);
      await tableWritten(strapi, [
        {
          kind: 'noticeConsent',
          action: 'update',
          item: { id: resident.profileId, title: resident.name },
          changes: [{ field: 'withdrawn', before: false, after: true }],
        },
      ]);
      return this.consent(user);
    },

    /** The yearly request for each owner's delivery choice (California §4041), once a year. */
    async requestDeliveryChoices(year: number): Promise<DeliveryList> {
      const now = nowMs();
      const thisYear = new Date(now).getUTCFullYear();
      if (year !== thisYear && year !== thisYear + 1) throw badRequest(M.requestYearInvalid);
      const site = await siteName(strapi);
      const owners = await ownersToNotify(strapi, knex());
      try {
        await knex().transaction(async (trx) => {
          if (await trx(T.deliveries).where({ source: 'deliveryChoice', item_id: year }).first('id'))
            throw conflict(M.requestAlreadySent(year));
          await deliverNotice(
            trx,
            {
              source: 'deliveryChoice',
              itemId: year,
              round: 0,
              kind: 'deliveryChoice',
              subject: NoticeMail.ledSubject(site, StatutoryNoticeMail.requestLead(year)),
              body: StatutoryNoticeMail.requestBody(year, `${publicUrl()}${DELIVERY_CHOICE_PATH}`),
              now,
            },
            owners,
          );
        });
      } catch (error) {
        // Two requests at once: the unique (source, item, profile) lets one win.
        if ((error as { status?: number }).status === 409) throw error;
        if (await knex()(T.deliveries).where({ source: 'deliveryChoice', item_id: year }).first('id'))
          throw conflict(M.requestAlreadySent(year));
        throw error;
      }
      wakeNotices();
      const deliveries = await deliveryRows('deliveryChoice', year);
      return { total: deliveries.length, deliveries };
    },
  };
};
