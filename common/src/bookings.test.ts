import { describe, expect, it } from 'vitest';
import {
  blackoutOn,
  bookingRefusal,
  dayPlus,
  heldUntil,
  instantOf,
  lengthsThatFit,
  localOf,
  localPlus,
  periodAround,
  slotsOfDay,
  startBar,
  WEEKDAYS,
  type AmenityRules,
} from './bookings';
import { BookingMessages } from './messages';

const ZONE = 'America/Toronto';
const rules: AmenityRules = {
  slotMinutes: 60,
  minMinutes: 60,
  maxMinutes: 240,
  minNoticeHours: 24,
  maxNoticeDays: 30,
  bufferMinutes: 30,
  openingHours: { monday: { open: '09:00', close: '17:00' } },
  blackouts: [{ from: '2027-06-14', to: '2027-06-14', reason: 'painting' }],
};

describe('local times in the association time zone', () => {
  it('keeps wall-clock times across the daylight-saving changes', () => {
    expect(instantOf('2027-03-13T22:00', ZONE)).toBe(Date.UTC(2027, 2, 14, 3));
    expect(instantOf('2027-03-14T04:00', ZONE)).toBe(Date.UTC(2027, 2, 14, 8));
    expect(localOf(Date.UTC(2027, 10, 7, 12), ZONE)).toBe('2027-11-07T07:00');
    expect(localPlus('2027-03-14T01:00', 60, ZONE)).toBe('2027-03-14T03:00');
  });

  it('has no instant for a time the clocks skip', () => {
    expect(instantOf('2027-03-14T02:30', ZONE)).toBeNull();
    expect(instantOf('2027-03-14T2:30', ZONE)).toBeNull();
  });

  it('counts weeks from Monday and months from the first, locally', () => {
    const [from, to] = periodAround(instantOf('2027-03-17T12:00', ZONE)!, 'week', ZONE);
    expect([localOf(from, ZONE), localOf(to, ZONE)]).toEqual(['2027-03-15T00:00', '2027-03-22T00:00']);
    const [mFrom, mTo] = periodAround(instantOf('2027-03-31T23:30', ZONE)!, 'month', ZONE);
    expect([localOf(mFrom, ZONE), localOf(mTo, ZONE)]).toEqual(['2027-03-01T00:00', '2027-04-01T00:00']);
    expect(dayPlus('2027-02-28', 1)).toBe('2027-03-01');
  });
});

describe('the rules of a booking', () => {
  const at = (local: string) => instantOf(local, ZONE)!;
  const now = at('2027-06-01T12:00');
  it('accepts a booking that follows every rule', () => {
    expect(bookingRefusal(rules, at('2027-06-07T10:00'), at('2027-06-07T12:00'), now, ZONE)).toBeNull();
  });
  it.each([
    ['2027-06-07T10:00', '2027-06-07T10:00', BookingMessages.emptyLength],
    ['2027-05-31T10:00', '2027-05-31T11:00', BookingMessages.inThePast],
    ['2027-06-07T10:30', '2027-06-07T11:30', BookingMessages.notOnSlot(60)],
    ['2027-06-07T09:00', '2027-06-07T14:00', BookingMessages.tooLong(240)],
    ['2027-06-01T15:00', '2027-06-01T16:00', BookingMessages.tooSoon(24)],
    ['2027-07-12T10:00', '2027-07-12T11:00', BookingMessages.tooFar(30)],
    ['2027-06-07T16:00', '2027-06-07T18:00', BookingMessages.outsideHours],
    ['2027-06-08T10:00', '2027-06-08T11:00', BookingMessages.outsideHours],
    ['2027-06-14T10:00', '2027-06-14T11:00', BookingMessages.blackout('painting')],
  ])('%s to %s: %s', (start, end, message) => {
    expect(bookingRefusal(rules, at(start), at(end), now, ZONE)).toBe(message);
  });
  it('holds the buffer after a booking as one range', () => {
    expect(localOf(heldUntil(at('2027-06-07T10:00'), 30), ZONE)).toBe('2027-06-07T10:30');
  });
  it('checks the opening hours of every local day of a long booking, across a clock change', () => {
    const allDay = { open: '00:00', close: '24:00' };
    const open = { ...rules, openingHours: Object.fromEntries(WEEKDAYS.map((d) => [d, allDay])) };
    // 40 days over the autumn change, by staff: no length or notice rule.
    expect(bookingRefusal(open, at('2027-10-20T00:00'), at('2027-11-29T00:00'), now, ZONE, true)).toBeNull();
    const closedSunday = { ...open, openingHours: { ...open.openingHours, sunday: null } };
    expect(bookingRefusal(closedSunday, at('2027-10-20T00:00'), at('2027-11-29T00:00'), now, ZONE, true)).toBe(
      BookingMessages.outsideHours,
    );
    const shortDay = { ...open, openingHours: { ...open.openingHours, wednesday: { open: '00:00', close: '23:00' } } };
    expect(bookingRefusal(shortDay, at('2027-10-19T10:00'), at('2027-10-21T10:00'), now, ZONE, true)).toBe(BookingMessages.outsideHours);
  });
  it('judges opening hours as a check of every quarter hour would, at any length and across clock changes', () => {
    const quarter = 15 * 60_000;
    const variants: AmenityRules['openingHours'][] = [
      Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '00:00', close: '24:00' }])),
      { ...Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '00:00', close: '24:00' }])), sunday: null },
      Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '08:00', close: '22:00' }])),
      { monday: { open: '00:00', close: '24:00' }, tuesday: { open: '00:00', close: '12:00' } },
    ];
    // The rule cell by cell: every quarter hour's local time within its day's hours.
    const reference = (start: number, end: number, hours: AmenityRules['openingHours']) => {
      for (let t = start; t < end; t += quarter) {
        const local = localOf(t, ZONE);
        const day = hours[WEEKDAYS[new Date(`${local.slice(0, 10)}T12:00:00Z`).getUTCDay()]];
        const minute = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
        const [open, close] = day ? [day.open, day.close].map((c) => Number(c.slice(0, 2)) * 60 + Number(c.slice(3, 5))) : [0, 0];
        if (!day || minute < open || minute + 15 > close) return false;
      }
      return true;
    };
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    // Around the spring and autumn changes.
    const bases = [at('2027-03-08T00:00'), at('2027-11-01T00:00')];
    for (let i = 0; i < 200; i++) {
      const hours = variants[random(variants.length)];
      const start = bases[random(2)] + random(14 * 96) * quarter;
      const end = start + (1 + random(random(2) ? 96 : 10 * 96)) * quarter;
      const open = { ...rules, slotMinutes: 15, openingHours: hours, blackouts: [] };
      const refusal = bookingRefusal(open, start, end, 0, ZONE, true);
      expect(refusal === BookingMessages.outsideHours, `${localOf(start, ZONE)} to ${localOf(end, ZONE)}`).toBe(
        !reference(start, end, hours),
      );
    }
  }, 20_000);
  it('limits staff bookings to the days allowed them', () => {
    const open = { ...rules, openingHours: Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '00:00', close: '24:00' }])) };
    expect(bookingRefusal(open, at('2027-07-01T00:00'), at('2027-07-31T00:00'), now, ZONE, true, 30)).toBeNull();
    expect(bookingRefusal(open, at('2027-07-01T00:00'), at('2027-08-01T00:00'), now, ZONE, true, 30)).toBe(
      BookingMessages.staffTooLong(30),
    );
  });
  it('offers the slots of the opening hours of the day', () => {
    expect(slotsOfDay(rules, '2027-06-07', ZONE)).toEqual(
      ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'].map((t) => `2027-06-07T${t}`),
    );
    expect(slotsOfDay(rules, '2027-06-08', ZONE)).toEqual([]);
  });
});

describe('what the screen shows before anyone presses Book (docs/requirements.md §17)', () => {
  const at = (local: string) => instantOf(local, ZONE)!;
  const now = at('2027-06-01T12:00');
  it('bars a start in the past, on a blackout day, within the notice or beyond it (notice not for staff)', () => {
    expect(startBar(rules, at('2027-06-01T11:00'), now, ZONE)).toBe('past');
    expect(startBar(rules, at('2027-06-14T10:00'), now, ZONE)).toBe('blackout');
    expect(startBar(rules, at('2027-06-02T11:00'), now, ZONE)).toBe('too soon');
    expect(startBar(rules, at('2027-06-02T11:00'), now, ZONE, true)).toBeNull();
    expect(startBar(rules, at('2027-07-12T10:00'), now, ZONE)).toBe('too far');
    expect(startBar(rules, at('2027-06-07T10:00'), now, ZONE)).toBeNull();
    expect(blackoutOn(rules, '2027-06-14')?.reason).toBe('painting');
    expect(blackoutOn(rules, '2027-06-15')).toBeUndefined();
  });
  it('offers only the lengths that end by closing time', () => {
    expect(lengthsThatFit(rules, '2027-06-07T09:00', [], now, ZONE)).toEqual([60, 120, 180, 240]);
    expect(lengthsThatFit(rules, '2027-06-07T15:00', [], now, ZONE)).toEqual([60, 120]);
  });
  it("offers only the lengths whose buffer stays clear of the next booking's time", () => {
    // The next booking starts at 13:00; this one's 30-minute buffer must end by then.
    const busy = [{ start: '2027-06-07T13:00', end: '2027-06-07T14:30' }];
    expect(lengthsThatFit(rules, '2027-06-07T10:00', busy, now, ZONE)).toEqual([60, 120]);
    expect(lengthsThatFit(rules, '2027-06-07T12:00', busy, now, ZONE)).toEqual([]);
    expect(lengthsThatFit(rules, '2027-06-07T15:00', busy, now, ZONE)).toEqual([60, 120]);
  });
  it('offers nothing where no booking may start', () => {
    expect(lengthsThatFit(rules, '2027-06-14T10:00', [], now, ZONE)).toEqual([]);
    const wednesdays = { ...rules, openingHours: { wednesday: { open: '09:00', close: '17:00' } } };
    expect(lengthsThatFit(wednesdays, '2027-06-02T10:00', [], now, ZONE)).toEqual([]);
    expect(lengthsThatFit(wednesdays, '2027-06-02T10:00', [], now, ZONE, true)).toEqual([60, 120, 180, 240]);
  });
});
