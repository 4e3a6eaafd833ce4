/** Times on the association's clock, as each reader writes them. */
import { describe, expect, it } from 'vitest';
import { wallClockIn } from './formats';
import { mailTexts } from './mails';

describe('wallClockIn', () => {
  it("writes a booking's local time in French and Spanish, never moved by a zone", () => {
    expect(wallClockIn('fr-CA', '2026-12-15 10:00')).toBe('15 décembre 2026 à 10 h 00');
    expect(wallClockIn('es', '2026-12-15T23:30')).toBe('15 de diciembre de 2026 a las 23:30');
  });

  it('keeps English, and any text that is not a local time, as written', () => {
    expect(wallClockIn('en', '2026-12-15 10:00')).toBe('2026-12-15 10:00');
    expect(wallClockIn('fr-CA', 'tomorrow')).toBe('tomorrow');
  });

  it('is how a booking mail says when, the English one unchanged', () => {
    expect(mailTexts('fr-CA').booking.when('2026-12-15 10:00', '2026-12-15 12:00')).toBe(
      'du 15 décembre 2026 à 10 h 00 au 15 décembre 2026 à 12 h 00',
    );
    expect(mailTexts('en').booking.when('2026-12-15 10:00', '2026-12-15 12:00')).toBe('2026-12-15 10:00 to 2026-12-15 12:00');
  });
});
