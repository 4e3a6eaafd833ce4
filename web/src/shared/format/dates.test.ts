import { describe, expect, it } from 'vitest';
import { dayInZone } from './dates';

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
