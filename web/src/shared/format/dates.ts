/**
 * The one place dates become text (docs/requirements.md, "Constants": the date formats). API dates are ISO
 * strings; date-only values are read as local dates so the day does not shift.
 *
 * The formats' few date-fns tokens are written here rather than with date-fns: these functions are on every
 * public page, and date-fns's format (with its English locale) would add 5 KB to their first load. The
 * results are date-fns's own (dates.test.ts compares them), and the date picker still uses date-fns.
 */
import { DATE_FORMAT, LOGIN_TIME_FORMAT, REGISTRATION_DATE_FORMAT } from '@hearth/common';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const toDate = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null;
  let d = value instanceof Date ? value : null;
  if (!d) {
    const day = DATE_ONLY.exec(value as string);
    // ISO dates without a time are the local day (as date-fns's parseISO reads them); with a time, the instant.
    d = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value as string);
  }
  return Number.isNaN(d.getTime()) ? null : d;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');
const TOKENS: Record<string, (d: Date) => string> = {
  yyyy: (d) => String(d.getFullYear()).padStart(4, '0'),
  MMM: (d) => MONTHS[d.getMonth()],
  MM: (d) => two(d.getMonth() + 1),
  dd: (d) => two(d.getDate()),
  d: (d) => String(d.getDate()),
  HH: (d) => two(d.getHours()),
  mm: (d) => two(d.getMinutes()),
  ss: (d) => two(d.getSeconds()),
};
/** A quoted literal, a token of TOKENS, or any other run of one letter (an unknown token). */
const PART = /'([^']*)'|(yyyy|MMM|MM|dd|d|HH|mm|ss)|([A-Za-z])\3*/g;

/** `pattern` (date-fns's tokens: those of TOKENS and quoted text) for `d`; an unknown token is a programming error. */
function format(d: Date, pattern: string): string {
  return pattern.replace(PART, (_, literal: string | undefined, token: string | undefined, unknown: string | undefined) => {
    if (literal !== undefined) return literal;
    if (token) return TOKENS[token](d);
    throw new RangeError(`Date format token ${unknown} is not supported (web/src/shared/format/dates.ts).`);
  });
}

const formatWith = (pattern: string) => (value: string | Date | null | undefined) => {
  const d = toDate(value);
  return d ? format(d, pattern) : '';
};

/** 'MMM d, yyyy', e.g. "Mar 5, 2024". */
export const formatDate = formatWith(DATE_FORMAT);
/** "yyyy-MM-dd at HH:mm:ss" for registration dates. */
export const formatRegistrationDate = formatWith(REGISTRATION_DATE_FORMAT);
/** "yyyy-MM-dd HH:mm:ss" for login times. */
export const formatLoginTime = formatWith(LOGIN_TIME_FORMAT);
/**
 * Today as yyyy-mm-dd: in the association's zone when given (the server checks a payment's day
 * against the association's calendar, so the form must start from that day), else the reader's.
 */
export const todayIso = (timeZone?: string, now: Date = new Date()) =>
  timeZone ? dayInZone(now.toISOString(), timeZone) : format(now, 'yyyy-MM-dd');
/** The yyyy-mm-dd part of a stored date or date-time, for a date input. */
export const dateInputValue = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/**
 * The day (yyyy-mm-dd) an instant falls on in the association's time zone: a notice given at 22:16
 * on the 1st in Toronto was given on the 1st, whatever UTC says. Without a zone, the reader's.
 */
export function dayInZone(value: string | null | undefined, timeZone?: string): string {
  const d = toDate(value ?? null);
  if (!d) return '';
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  } catch {
    return format(d, 'yyyy-MM-dd');
  }
}
