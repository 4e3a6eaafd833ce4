/**
 * The one place dates become text (docs/requirements.md §9), with date-fns. API dates are ISO
 * strings; date-only values are read as local dates so the day does not shift.
 */
import { format, parseISO, isValid } from 'date-fns';
import { DATE_FORMAT, LOGIN_TIME_FORMAT, REGISTRATION_DATE_FORMAT } from '@hearth/common';

const toDate = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null;
  const d = value instanceof Date ? value : parseISO(value);
  return isValid(d) ? d : null;
};

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
export const todayIso = (timeZone?: string) =>
  timeZone ? dayInZone(new Date().toISOString(), timeZone) : format(new Date(), 'yyyy-MM-dd');
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
