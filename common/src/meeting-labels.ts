/**
 * What the public Notices page needs to show a meeting (docs/requirements.md, "Meetings": the public notices), apart from the forms and rules
 * of ./meetings: that page is in the first bundle, and this module pulls in no schema (zod) and no time-zone code.
 */
import type { MeetingKind } from './rule-packs/types';

export const MEETING_KIND_LABELS: Record<MeetingKind, string> = { owner: 'Owner meeting', board: 'Board meeting' };

/**
 * "Board meeting: Roof and budget", the one way a meeting is named on its notice, the lists, the certificate and the
 * calendar: the kind once, also when the title a director typed already begins with it ("Board meeting: roof").
 */
export const meetingHeading = (kind: MeetingKind, title: string, label: string = MEETING_KIND_LABELS[kind]) => {
  return title.toLowerCase().startsWith(label.toLowerCase()) ? title : `${label}: ${title}`;
};

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Friday 2026-12-11 19:00 (America/New_York)": a wall-clock time as the association reads it, the same on server and browser. */
export const wallClockLabel = (local: string, timeZone: string) => {
  const [y, m, d] = local.slice(0, 10).split('-').map(Number);
  return `${WEEKDAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${local.replace('T', ' ')} (${timeZone})`;
};

/** What each notice round of a meeting says. */
export const NOTICE_ROUND_ACTIONS = ['scheduled', 'edited', 'postponed', 'cancelled'] as const;
export type NoticeRoundAction = (typeof NOTICE_ROUND_ACTIONS)[number];
export const NOTICE_ROUND_LABELS: Record<NoticeRoundAction, string> = {
  scheduled: 'Notice',
  edited: 'Amended notice',
  postponed: 'Notice of postponement',
  cancelled: 'Notice of cancellation',
};

export const MEETING_STATUSES = ['scheduled', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
