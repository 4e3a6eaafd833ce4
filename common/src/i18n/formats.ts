/**
 * Instants and months as their reader writes them, apart from the tables so the tables themselves (the
 * vote report's times, the ledger's memos) can use them without importing the module that gathers them.
 */
import type { Locale } from '../locale';

/** An instant in the association's time zone as its reader writes it (a vote's close); English is written by the caller. */
export function momentIn(locale: Exclude<Locale, 'en'>, ms: number, timeZone: string): string {
  // dateStyle and timeStyle do not combine with timeZoneName: the parts are asked one by one.
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(ms);
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** A month (YYYY-MM) as its reader writes it ("mars 2025"); English keeps "2025-03". */
export function monthIn(locale: Locale, period: string): string {
  const m = MONTH.exec(period);
  if (locale === 'en' || !m) return period;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(+m[1], +m[2] - 1, 1));
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/**
 * A time already on the association's clock (a booking's "2026-12-15 10:00") as its reader writes it
 * ("15 décembre 2026 à 10 h 00"): formatted as UTC, so no zone moves it. English keeps the text it had.
 */
export function wallClockIn(locale: Locale, local: string): string {
  const m = WALL_CLOCK.exec(local);
  if (locale === 'en' || !m) return local;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]),
  );
}
