/**
 * Meetings and their statutory notices (docs/requirements.md, "Meetings and notices"): scheduling under the active rule
 * pack's notice rule, the public notices and calendar, the notice's delivery to each owner (e-mail
 * through the notice outbox to those who agreed, the website, paper mail for the rest), the
 * mailing list, owners' consent to electronic notice and the yearly request for it.
 *
 * The service is composed of its parts (services/meeting/): the shared context, scheduling, the
 * notice's delivery and consent, and the minutes; this file holds the reads (list, detail, calendar).
 */
import type { Core } from '@strapi/strapi';
import { type MeetingList, type MeetingSummary } from '@hearth/common';
import { nowMs } from '../../../platform/clock';
import type { PortalUser } from '../../../identity/front-door';
import { MEETING_TABLES as T, type MeetingRow } from '../model/tables';
import { meetingContext, YEAR } from './meeting/context';
import { schedulingPart } from './meeting/scheduling';
import { minutesPart } from './meeting/minutes';
import { noticePart } from './meeting/notice';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const context = meetingContext(strapi);
  const { knex, summaries, forReader, detail } = context;

  return {
    async list(user: PortalUser | null = null): Promise<MeetingList> {
      const now = nowMs();
      // Past meetings of the last 12 months (their recordings and minutes stay posted that long, "Meetings and notices").
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

    /** The public calendar: every meeting of the last year and to come (RFC 5545, the bookings' encoder). */
    async calendarRows(): Promise<MeetingSummary[]> {
      const rows = (await knex()(T.meetings)
        .where('starts_at', '>', nowMs() - YEAR)
        .orderBy('starts_at')
        .select('*')) as MeetingRow[];
      return forReader(await summaries(rows), null);
    },
    detail,
    ...schedulingPart(context),
    ...minutesPart(context),
    ...noticePart(context),
  };
};
