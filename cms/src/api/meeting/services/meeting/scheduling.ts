/**
 * Scheduling: a meeting is created and noticed at once under the active rule pack's notice rule,
 * refused with nothing stored when it cannot be noticed in time; the votes held at it are linked.
 */
import {
  MeetingMessages as M,
  NoticeMail,
  mailTexts,
  statutoryNoticeMail,
  localLabel,
  meetingRefusal,
  type MeetingInput,
  type MeetingSummary,
} from '@hearth/common';
import { nowMs } from '../../../../platform/clock';
import { siteName } from '../../../../platform/site-name';
import { tableWritten } from '../../../../platform/write-pipeline';
import { badRequest } from '../../../../platform/http-errors';
import { markCreated } from '../../../../platform/idempotency';
import { publicUrl } from '../../../../platform/runtime';
import { serviceOf } from '../../../../platform/services';
import type { settingsService } from '../../../site-setting/front-door';
import { MEETING_TABLES as T } from '../../model/tables';
import { NOTICES_PATH, ownersToNotify } from '../../model/recipients';
import { deliverNotice } from '../../model/deliveries';
import { mailLanguages } from '../../../notice/front-door';
import { type MeetingContext } from './context';

export const schedulingPart = (context: MeetingContext) => {
  const { strapi, knex, votesService, timeZone, documentsOf, rowOf, wakeNotices, detail } = context;

  return {
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
      const languages = await mailLanguages(
        strapi,
        owners.map((o) => o.userId ?? 0),
      );
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
            texts: (locale) => {
              const words = statutoryNoticeMail(mailTexts(locale).meeting);
              return {
                subject: NoticeMail.ledSubject(site, words.meetingLead(input.kind, input.emergency), input.title),
                body: words.meetingBody({
                  title: input.title,
                  when: localLabel(decided.start, zone),
                  place: input.place,
                  videoLink: input.videoLink,
                  agenda: input.agenda,
                  link,
                  citation: decided.rule?.citation ?? null,
                }),
              };
            },
            languages,
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
      return detail(id);
    },

    /** Which votes are held at the meeting (a vote belongs to at most one). */
    async linkVotes(id: number, voteIds: number[]): Promise<MeetingSummary> {
      const row = await rowOf(id);
      const { missing } = await votesService().holdAt(id, voteIds);
      if (missing !== undefined) throw badRequest(M.voteNotFound(missing));
      await tableWritten(strapi, [
        { kind: 'meeting', action: 'update', item: { id, title: row.title }, changes: [{ field: 'votes', before: null, after: voteIds }] },
      ]);
      return detail(id);
    },
  };
};
