/**
 * A meeting after its notice (docs/requirements.md, "Meetings and notices"): changed, postponed or cancelled before it
 * begins, each a new notice round to everyone noticed before (and any owner the roster lists now), kept
 * in the meeting's history; a changed start is held to the pack's notice rule again. The paper notices'
 * sign-off by whoever mailed or posted them, and the certificate of notice that lists every owner.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  LifecycleMessages as L,
  MeetingMessages as M,
  NoticeMail,
  mailTexts,
  statutoryNoticeMail,
  type Locale,
  localLabel,
  localOf,
  meetingRefusal,
  type MeetingCancel,
  type MeetingEdit,
  type MeetingPostpone,
  type MeetingSummary,
  type NoticeRoundAction,
  type PaperNoticeSignOff,
  type PaperSignOff,
} from '@hearth/common';
import { nowMs } from '../../../platform/clock';
import { siteName } from '../../../platform/site-name';
import type { PortalUser } from '../../../identity/front-door';
import { badRequest, conflict, notFound } from '../../../platform/http-errors';
import { UID } from '../../../platform/content-registry';
import { isUniqueViolation } from '../../../platform/idempotency';
import { publicUrl } from '../../../platform/runtime';
import { serviceOf } from '../../../platform/services';
import { tableWritten } from '../../../platform/write-pipeline';
import type { settingsService } from '../../site-setting/front-door';
import type meetingService from './meeting';
import { MEETING_TABLES as T, type MeetingRow } from '../model/tables';
import { NOTICES_PATH, ownersToNotify } from '../model/recipients';
import { deliverNotice, deliveryRowsOf, storedDeliveries, withEarlierRecipients } from '../model/deliveries';
import { certificatePdf } from '../model/certificate-pdf';
import { mailLanguages, type OutboxRounds } from '../../notice/front-door';
import { ENGLISH } from '../../../platform/content-languages';

/** The editable details: the call's field and the column it is kept in. */
const FIELDS = [
  ['title', 'title'],
  ['startsAt', 'local_start'],
  ['durationMinutes', 'duration_minutes'],
  ['place', 'place'],
  ['videoLink', 'video_link'],
  ['agenda', 'agenda'],
  ['documentIds', 'documents'],
] as const;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = (): Knex => strapi.db.connection;
  const meetings = () => serviceOf<typeof meetingService>(strapi, 'api::meeting.meeting');
  const settings = () => serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings');

  async function openRow(id: number): Promise<MeetingRow> {
    const row = (await knex()(T.meetings).where({ id }).first()) as MeetingRow | undefined;
    if (!row) throw notFound(M.notFound);
    if (row.status === 'cancelled') throw conflict(L.cancelled);
    if (Number(row.starts_at) <= nowMs()) throw conflict(L.alreadyStarted);
    return row;
  }

  /**
   * One notice round: the meeting's new details stored, its revision raised (only if no other change came
   * first), the round in its history and its notice delivered, all in one transaction.
   */
  async function noticeRound(
    row: MeetingRow,
    action: Exclude<NoticeRoundAction, 'scheduled'>,
    changes: Record<string, unknown>,
    changed: string[],
    reason: string,
    user: PortalUser,
  ): Promise<MeetingSummary> {
    const id = Number(row.id);
    const now = nowMs();
    const after = { ...row, ...changes } as MeetingRow;
    const site = await siteName(strapi);
    // Read before the transaction: SQLite has one connection, which the transaction holds.
    const owners = withEarlierRecipients(await ownersToNotify(strapi, knex()), await storedDeliveries(knex(), 'meeting', id));
    const round = Number((await knex()(T.events).where({ meeting_id: id }).max({ n: 'round' }).first())?.n ?? 0) + 1;
    const before = localLabel(Number(row.starts_at), row.time_zone);
    const languages = await mailLanguages(
      strapi,
      owners.map((o) => o.userId ?? 0),
    );
    // The round's notice in each owner's language (docs/architecture.md, "Languages").
    const texts = (locale: Locale) => {
      const words = statutoryNoticeMail(mailTexts(locale).meeting);
      return {
        subject: NoticeMail.ledSubject(site, words.roundLead(action, row.kind), after.title),
        body: [
          words.roundPreface(action, reason, before),
          '',
          words.meetingBody({
            title: after.title,
            when: localLabel(Number(after.starts_at), after.time_zone),
            place: after.place,
            videoLink: after.video_link,
            agenda: after.agenda,
            link: `${publicUrl()}${NOTICES_PATH}#meeting-${id}`,
            citation: null,
          }),
        ].join('\n'),
      };
    };
    try {
      await knex().transaction(async (trx) => {
        const updated = await trx(T.meetings)
          .where({ id, sequence: row.sequence })
          .whereNot('status', 'cancelled')
          .update({ ...changes, sequence: Number(row.sequence) + 1 });
        if (!updated) throw conflict(L.changedMeanwhile);
        await trx(T.events).insert({
          meeting_id: id,
          round,
          action,
          at: now,
          starts_at: after.starts_at,
          local_start: after.local_start,
          reason,
          changed: JSON.stringify(changed),
          by_user: user.id,
        });
        await deliverNotice(trx, { source: 'meeting', itemId: id, round, kind: 'meetings', texts, languages, now }, owners);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(L.changedMeanwhile);
      throw error;
    }
    await tableWritten(strapi, [
      {
        kind: 'meeting',
        action: 'update',
        item: { id, title: after.title },
        changes: [
          { field: 'notice', before: null, after: `${action} (round ${round})` },
          ...changed.map((field) => ({
            field,
            before: null,
            after: String(changes[FIELDS.find((f) => f[0] === field)?.[1] ?? field] ?? ''),
          })),
        ],
      },
    ]);
    serviceOf<OutboxRounds>(strapi, 'api::notice.notice').wake();
    return meetings().detail(id);
  }

  /** A new start held to the pack's notice rule, as at scheduling (its citation in the refusal). */
  async function checkedStart(
    row: MeetingRow,
    startsAt: string,
  ): Promise<{ starts_at: number; notice_due_at: number | null; notice_citation: string | null }> {
    const pack = await settings().rulePack();
    const decided = meetingRefusal({ kind: row.kind, startsAt, emergency: Boolean(row.emergency) }, pack, nowMs(), row.time_zone);
    if ('message' in decided) throw badRequest(decided.message);
    return { starts_at: decided.start, notice_due_at: decided.deadline, notice_citation: decided.rule?.citation ?? null };
  }

  return {
    async edit(id: number, input: MeetingEdit, user: PortalUser): Promise<MeetingSummary> {
      const row = await openRow(id);
      const changes: Record<string, unknown> = {};
      const changed: string[] = [];
      for (const [field, column] of FIELDS) {
        const value = input[field];
        if (value === undefined) continue;
        const stored = field === 'documentIds' ? JSON.stringify([...new Set(value as number[])]) : value;
        if (String(stored) === String(row[column as keyof MeetingRow])) continue;
        changes[column] = stored;
        changed.push(field);
      }
      if (!changed.length) throw badRequest(L.nothingChanged);
      if ((changes.place ?? row.place) === '' && (changes.video_link ?? row.video_link) === '') throw badRequest(M.placeRequired);
      if (input.documentIds) {
        const known = await strapi.db
          .query(UID.document)
          .findMany({ where: { ...ENGLISH, id: { $in: input.documentIds }, archivedAt: { $null: true } }, select: ['id'] });
        const missing = input.documentIds.find((d) => !known.some((k: { id: number }) => Number(k.id) === d));
        if (missing !== undefined) throw badRequest(M.documentNotFound(missing));
      }
      if (changes.local_start !== undefined) Object.assign(changes, await checkedStart(row, String(changes.local_start)));
      return noticeRound(row, 'edited', changes, changed, input.reason ?? '', user);
    },

    async postpone(id: number, input: MeetingPostpone, user: PortalUser): Promise<MeetingSummary> {
      const row = await openRow(id);
      const start = await checkedStart(row, input.startsAt);
      if (start.starts_at <= Number(row.starts_at)) throw badRequest(L.postponeLater);
      return noticeRound(row, 'postponed', { ...start, local_start: input.startsAt }, ['startsAt'], input.reason, user);
    },

    async cancel(id: number, input: MeetingCancel, user: PortalUser): Promise<MeetingSummary> {
      const row = await openRow(id);
      return noticeRound(row, 'cancelled', { status: 'cancelled' }, [], input.reason, user);
    },

    /** Who mailed or posted the paper notices, and when: kept for good, never changed (the affidavit's facts). */
    async signOff(id: number, input: PaperNoticeSignOff, user: PortalUser): Promise<PaperSignOff[]> {
      const row = (await knex()(T.meetings).where({ id }).first('id', 'time_zone')) as Pick<MeetingRow, 'id' | 'time_zone'> | undefined;
      if (!row) throw notFound(M.notFound);
      if (input.on > localOf(nowMs(), row.time_zone).slice(0, 10)) throw badRequest(L.signOffDate);
      const round = Number((await knex()(T.events).where({ meeting_id: id }).max({ n: 'round' }).first())?.n ?? 0);
      await knex()(T.signoffs).insert({
        meeting_id: id,
        round,
        method: input.method,
        done_on: input.on,
        name: input.name,
        title: input.title,
        recorded_by: user.id,
        recorded_at: nowMs(),
      });
      await tableWritten(strapi, [
        {
          kind: 'meeting',
          action: 'update',
          item: { id, title: `Paper notices ${input.method} on ${input.on}` },
          changes: [{ field: 'paperNotices', before: null, after: `${input.method} on ${input.on} by ${input.name}` }],
        },
      ]);
      return this.signOffs(id);
    },

    async signOffs(id: number): Promise<PaperSignOff[]> {
      const rows = (await knex()(T.signoffs).where({ meeting_id: id }).orderBy('id').select('*')) as {
        method: 'mailed' | 'posted';
        done_on: string;
        name: string;
        title: string;
        round: number;
        recorded_at: number | string;
      }[];
      return rows.map((r) => ({
        method: r.method,
        on: r.done_on,
        name: r.name,
        title: r.title,
        round: Number(r.round),
        recordedAt: new Date(Number(r.recorded_at)).toISOString(),
      }));
    },

    /** The certificate of notice: every owner of every round, how and when noticed, and the paper notices' sign-offs. */
    async certificate(id: number, locale: Locale = 'en'): Promise<Uint8Array> {
      const meeting = await meetings().detail(id);
      const actionOf = (round: number) => meeting.history.find((e) => e.round === round)?.action ?? 'scheduled';
      const deliveries = deliveryRowsOf(await storedDeliveries(knex(), 'meeting', id), actionOf);
      return certificatePdf({ site: await siteName(strapi), meeting, deliveries, signOffs: await this.signOffs(id), locale });
    },
  };
};
