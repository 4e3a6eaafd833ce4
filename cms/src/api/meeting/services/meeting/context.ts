/**
 * What every part of the meeting service shares: a meeting's row, its summaries as readers see
 * them (with their notice history, documents and votes), its notice deliveries, and the wake-up of
 * the notice outbox.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  RECORDINGS_CATEGORY,
  MeetingMessages as M,
  type DeliveryChoice,
  type MeetingSummary,
  type MeetingEvent,
  type NoticeRoundAction,
} from '@hearth/common';
import type { PortalUser } from '../../../../identity/front-door';
import { storedDay } from '../../../../platform/rows';
import { UID } from '../../../../platform/content-registry';
import { notFound } from '../../../../platform/http-errors';
import { serviceOf } from '../../../../platform/services';
import type { rosterService } from '../../../unit/front-door';
import type { settingsService } from '../../../site-setting/front-door';
import type { recordsService } from '../../../records/front-door';
import type { voteService } from '../../../vote/front-door';
import { isDraftMinutes } from '../../../records/front-door';
import { MEETING_TABLES as T, type MeetingRow } from '../../model/tables';
import { deliveryRowsOf, storedDeliveries, type DeliverySource } from '../../model/deliveries';
import type { OutboxRounds } from '../../../notice/front-door';
import { ENGLISH } from '../../../../platform/content-languages';

export const YEAR = 366 * 86_400_000;

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

export const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/** The meeting service's shared reads, built once per service: every part of it takes them. */
export function meetingContext(strapi: Core.Strapi) {
  const knex = (): Knex => strapi.db.connection;

  const roster = () => serviceOf<typeof rosterService>(strapi, 'api::unit.roster');

  const votesService = () => serviceOf<typeof voteService>(strapi, 'api::vote.vote');

  const timeZone = (): Promise<string> => serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').timeZone();

  async function documentsOf(
    ids: number[],
  ): Promise<Map<number, { id: number; title: string; docType: string; documentDate: string; draft: boolean }>> {
    if (!ids.length) return new Map();
    const rows = (await strapi.db.query(UID.document).findMany({
      where: { ...ENGLISH, id: { $in: ids }, archivedAt: { $null: true } },
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
   * mayRead: no board record's or minutes' title for others), and a recording posted to owners for them only ("Official records", "Meetings and notices").
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
    const rows = ids.length ? await strapi.db.query(UID.document).findMany({ where: { ...ENGLISH, id: { $in: ids } } }) : [];
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

  const wakeNotices = () => serviceOf<OutboxRounds>(strapi, 'api::notice.notice').wake();

  /** One meeting; without `user` (the board's own calls) the recording link is kept. */
  async function detail(id: number, user?: PortalUser | null): Promise<MeetingSummary> {
    const [meeting] = await summaries([await rowOf(id)]);
    return user === undefined ? meeting : (await forReader([meeting], user))[0];
  }

  return {
    strapi,
    knex,
    roster,
    votesService,
    timeZone,
    documentsOf,
    summaries,
    forReader,
    rowOf,
    historyOf,
    deliveryRows,
    wakeNotices,
    detail,
  };
}

export type MeetingContext = ReturnType<typeof meetingContext>;
