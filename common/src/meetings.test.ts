import { describe, expect, it } from 'vitest';
import { instantOf } from './bookings';
import {
  MeetingMessages,
  consentSchema,
  earliestStart,
  meetingCreateSchema,
  meetingRefusal,
  noticeDeadline,
  noticeRuleOf,
  StatutoryNoticeMail,
} from './meetings';
import { CONSENT_WORDINGS, CURRENT_CONSENT_VERSION, DELIVERY_CHOICE_ACTIONS } from './meetings';
import { meetingHeading } from './meeting-labels';
import { NoticeMail } from './notices';
import { rulePackById } from './rule-packs';

const FL = rulePackById('fl-718');
const owner = noticeRuleOf(FL, 'owner')!;
const board = noticeRuleOf(FL, 'board')!;
const NY = 'America/New_York';
const at = (local: string) => instantOf(local, NY)!;
const HOUR = 3_600_000;

describe('notice deadlines (docs/requirements.md §21)', () => {
  it('counts owner-meeting days on the calendar, across month ends and leap days', () => {
    expect(noticeDeadline(at('2026-03-10T19:00'), owner, NY)).toBe(at('2026-02-24T19:00'));
    expect(noticeDeadline(at('2027-01-05T18:30'), owner, NY)).toBe(at('2026-12-22T18:30'));
    expect(noticeDeadline(at('2028-03-13T10:00'), owner, NY)).toBe(at('2028-02-28T10:00'));
  });

  it('keeps the wall-clock time across daylight-saving changes (14 days are 335 or 337 hours then)', () => {
    // Clocks go forward on 2026-03-08 and back on 2026-11-01 in New York.
    const spring = at('2026-03-15T19:00');
    expect(noticeDeadline(spring, owner, NY)).toBe(at('2026-03-01T19:00'));
    expect((spring - noticeDeadline(spring, owner, NY)) / HOUR).toBe(14 * 24 - 1);
    const autumn = at('2026-11-10T19:00');
    expect((autumn - noticeDeadline(autumn, owner, NY)) / HOUR).toBe(14 * 24 + 1);
  });

  it('counts board-meeting hours as elapsed hours, also across a change', () => {
    const start = at('2026-03-09T12:00');
    expect(noticeDeadline(start, board, NY)).toBe(start - 48 * HOUR);
    expect(earliestStart(start - 48 * HOUR, board, NY)).toBe(start);
  });

  it('earliestStart is the inverse of the deadline', () => {
    const now = at('2026-10-25T09:15');
    expect(noticeDeadline(earliestStart(now, owner, NY), owner, NY)).toBe(now);
  });
});

describe('meetingRefusal', () => {
  const now = at('2026-06-01T12:00');
  const ask = (kind: 'owner' | 'board', startsAt: string, emergency = false) => meetingRefusal({ kind, startsAt, emergency }, FL, now, NY);

  it('refuses an owner meeting 13 days ahead with the citation and accepts 14', () => {
    const refused = ask('owner', '2026-06-14T12:00');
    expect('message' in refused && refused.message).toContain('§718.112(2)(d)3, Fla. Stat.');
    expect('message' in refused && refused.message).toContain('Monday 2026-06-15 12:00 (America/New_York)');
    expect(ask('owner', '2026-06-15T12:00')).toMatchObject({ start: at('2026-06-15T12:00') });
  });

  it('accepts a board meeting in an emergency (Florida allows it), never an owner one', () => {
    expect('message' in ask('board', '2026-06-01T20:00')).toBe(true);
    expect(ask('board', '2026-06-01T20:00', true)).toMatchObject({ start: at('2026-06-01T20:00') });
    const owner = ask('owner', '2026-07-01T20:00', true);
    expect('message' in owner && owner.message).toContain('do not allow an emergency owner meeting');
  });

  it('refuses a start in the year 9999, whose calendar event could end in 10000', () => {
    expect(ask('owner', '9999-12-31T20:00')).toEqual({ message: MeetingMessages.startTooFar });
    expect(ask('owner', '9998-12-31T20:00')).toMatchObject({ start: at('9998-12-31T20:00') });
  });

  it('refuses dates that do not exist, times the clocks skip, and the past', () => {
    expect(ask('owner', '2026-02-30T10:00')).toEqual({ message: expect.stringContaining('exists') });
    expect(ask('owner', '2026-13-01T10:00')).toEqual({ message: expect.stringContaining('exists') });
    const skipped = meetingRefusal({ kind: 'board', startsAt: '2027-03-14T02:30', emergency: false }, FL, now, NY);
    expect(skipped).toEqual({ message: expect.stringContaining('the clocks skip it') });
    expect(ask('board', '2026-05-31T10:00')).toEqual({ message: 'A meeting cannot be scheduled in the past.' });
  });

  it('asks no notice under the "none" pack', () => {
    expect(meetingRefusal({ kind: 'owner', startsAt: '2026-06-01T13:00', emergency: false }, rulePackById('none'), now, NY)).toMatchObject({
      deadline: null,
    });
  });
});

describe('the forms', () => {
  it('needs a place or a video link, and a reason for an emergency', () => {
    const base = { kind: 'board', title: 'Budget', startsAt: '2026-07-01T19:00', agenda: '1. Budget' };
    expect(meetingCreateSchema.safeParse(base).success).toBe(false);
    expect(meetingCreateSchema.safeParse({ ...base, place: 'Clubhouse' }).success).toBe(true);
    expect(meetingCreateSchema.safeParse({ ...base, videoLink: 'javascript:alert(1)' }).success).toBe(false);
    expect(meetingCreateSchema.safeParse({ ...base, place: 'Clubhouse', emergency: true }).success).toBe(false);
  });

  it('refuses a consent wording version it does not know', () => {
    expect(consentSchema.safeParse({ choice: 'email', version: '2026-1' }).success).toBe(true);
    expect(consentSchema.safeParse({ choice: 'email', version: '1999-9' }).success).toBe(false);
    expect(consentSchema.safeParse({ choice: 'fax', version: '2026-1' }).success).toBe(false);
  });
});

describe('the statutory notice e-mail', () => {
  it('ends its citation with one period, whether or not the citation has its own', () => {
    const body = (citation: string) =>
      StatutoryNoticeMail.meetingBody({
        title: 'AGM',
        when: 'Dec 20',
        place: 'Lobby',
        videoLink: '',
        agenda: 'Budget',
        link: 'https://x',
        citation,
      });
    expect(body('§718.112(2)(d)3, Fla. Stat.')).toContain('Notice given under §718.112(2)(d)3, Fla. Stat.\n');
    expect(body('Civ. Code §4920')).toContain('Notice given under Civ. Code §4920.\n');
  });
});

describe('the words of a delivery choice and of a meeting', () => {
  it('agrees to e-mail or the website instead of paper mail, and keeps paper mail without that phrase', () => {
    const current = CONSENT_WORDINGS[CURRENT_CONSENT_VERSION];
    expect(current.email).toContain('by e-mail to the address of my account instead of by paper mail');
    expect(current.website).toContain('Notices page instead of by paper mail');
    expect(current.paper).not.toContain('instead of by paper mail');
    expect(DELIVERY_CHOICE_ACTIONS.paper).not.toMatch(/agree/i);
  });

  it('names the kind once, also when the title already begins with it', () => {
    expect(meetingHeading('board', 'Roof and budget')).toBe('Board meeting: Roof and budget');
    expect(meetingHeading('board', 'Board meeting: roof and budget')).toBe('Board meeting: roof and budget');
    expect(meetingHeading('owner', 'Board meeting review')).toBe('Owner meeting: Board meeting review');
  });

  it('writes a subject without a title with the association named once', () => {
    expect(NoticeMail.ledSubject('Maple Court', 'Your choice of notice delivery for 2027')).toBe(
      'Maple Court: Your choice of notice delivery for 2027',
    );
    expect(NoticeMail.ledSubject('Maple Court', 'Board meeting notice', 'Roof')).toBe('Maple Court: Board meeting notice: Roof');
  });
});
