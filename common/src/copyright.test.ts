import { describe, expect, it } from 'vitest';
import { copyrightLine, copyrightYears } from './copyright';

describe('the copyright line', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('runs from the start year to this year, or is this year alone', () => {
    expect(copyrightYears(2019, now)).toBe('2019 - 2026');
    expect(copyrightYears(2026, now)).toBe('2026');
    expect(copyrightYears(2030, now)).toBe('2026');
    expect(copyrightYears(undefined, now)).toBe('2026');
  });
  it('is one sentence with the site name', () => {
    expect(copyrightLine('Maple Court', 2017, now)).toBe('© 2017 - 2026 Maple Court. All rights reserved.');
  });
});
