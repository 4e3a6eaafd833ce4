import { describe, expect, it } from 'vitest';
import { format, parseISO } from 'date-fns';
import { DATE_FORMAT, LOGIN_TIME_FORMAT, REGISTRATION_DATE_FORMAT } from '@hearth/common';
import { dayInZone, formatDate, formatLoginTime, formatRegistrationDate, todayIso } from './dates';

describe('dates as text, written as date-fns writes them', () => {
  const values = [
    '2024-03-05',
    '2026-12-31',
    '2024-01-01T00:00:00.000Z',
    '2026-11-30T22:16:05.123Z',
    '2025-06-15T09:07:03',
    '2025-02-28T23:59:59+05:30',
  ];
  it.each(values)('%s', (value) => {
    const d = parseISO(value);
    expect(formatDate(value)).toBe(format(d, DATE_FORMAT));
    expect(formatRegistrationDate(value)).toBe(format(d, REGISTRATION_DATE_FORMAT));
    expect(formatLoginTime(value)).toBe(format(d, LOGIN_TIME_FORMAT));
    expect(formatDate(d)).toBe(format(d, DATE_FORMAT));
  });

  it('writes today as yyyy-mm-dd, and nothing for no date or a date that is not one', () => {
    const now = new Date(2026, 0, 9, 23, 30);
    expect(todayIso(undefined, now)).toBe('2026-01-09');
    // In the association's zone: noon UTC on the 9th is already the 10th in Kiritimati (UTC+14).
    expect(todayIso('Pacific/Kiritimati', new Date(Date.UTC(2026, 0, 9, 12)))).toBe('2026-01-10');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatLoginTime('2026-13-45T99:00:00Z')).toBe('');
  });
});

describe('the day of an instant, in the association’s zone', () => {
  it('is the local day at 22:30 on the last day of a month, not the UTC one', () => {
    // 22:30 in Toronto on 30 November is 03:30 UTC on 1 December.
    expect(dayInZone('2026-12-01T03:30:00.000Z', 'America/Toronto')).toBe('2026-11-30');
    expect(dayInZone('2026-12-01T03:30:00.000Z', 'UTC')).toBe('2026-12-01');
    expect(dayInZone('2026-12-01T03:30:00.000Z', 'Asia/Kolkata')).toBe('2026-12-01');
  });

  it('answers nothing for no date, and the reader’s day for an unknown zone', () => {
    expect(dayInZone(null, 'America/Toronto')).toBe('');
    expect(dayInZone('not a date', 'America/Toronto')).toBe('');
    expect(dayInZone('2026-06-15T12:00:00.000Z', 'Not/AZone')).toMatch(/^2026-06-1[56]$/);
  });
});
