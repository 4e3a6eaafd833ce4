/**
 * Demo meetings (docs/requirements.md, "Meetings, notices and consent to electronic notice"): the demo association on the Florida condominium pack,
 * an owner meeting noticed 14 days ahead (held 15 days from the seed) and a board meeting three
 * days ahead with its agenda. Scheduled through the meetings service, so their notices are given
 * and recorded as any other. Idempotent: the pack is set only while it is "none", a meeting only
 * when none of its title exists.
 */
import type { Core } from '@strapi/strapi';
import { localOf } from '@hearth/common';
import { UID } from '../platform/content-registry';
import { serviceOf } from '../platform/services';
import type { meetingService } from '../api/meeting/front-door';

const DAY = 86_400_000;

const DEMO_MEETINGS = {
  owner: 'Annual owners’ meeting',
  board: 'Board meeting: roof and budget',
} as const;

export async function seedMeetings(strapi: Core.Strapi): Promise<void> {
  const settings = await strapi.db.query(UID.siteSetting).findOne({ select: ['id', 'rulePack', 'timeZone'] });
  if (settings && (!settings.rulePack || settings.rulePack === 'none')) {
    await strapi.db.query(UID.siteSetting).update({ where: { id: settings.id }, data: { rulePack: 'fl-718' } });
  }
  const zone = (settings?.timeZone as string) || 'America/Toronto';
  const at = (days: number) => `${localOf(Date.now() + days * DAY, zone).slice(0, 10)}T19:00`;
  const meetings = serviceOf<typeof meetingService>(strapi, 'api::meeting.meeting');
  const existing = new Set((await meetings.list()).upcoming.map((m) => m.title));
  if (!existing.has(DEMO_MEETINGS.owner)) {
    await meetings.create(
      {
        kind: 'owner',
        title: DEMO_MEETINGS.owner,
        startsAt: at(15),
        durationMinutes: 120,
        place: 'Clubhouse, 1 Maple Court',
        videoLink: 'https://meet.example.org/maple-court-annual',
        agenda:
          '1. Call to order and quorum\n2. Approval of last year’s minutes\n3. Budget for next year\n4. Election of directors\n5. Owners’ comments',
        documentIds: [],
        emergency: false,
        emergencyReason: '',
      },
      null,
    );
  }
  if (!existing.has(DEMO_MEETINGS.board)) {
    await meetings.create(
      {
        kind: 'board',
        title: DEMO_MEETINGS.board,
        startsAt: at(3),
        durationMinutes: 90,
        place: 'Management office',
        videoLink: '',
        agenda: '1. Roof inspection report\n2. Contract for the roof repair\n3. Draft budget\n4. Owners’ comments on agenda items',
        documentIds: [],
        emergency: false,
        emergencyReason: '',
      },
      null,
    );
  }
}
