/** Date texts of spec 9 for the admin screens. */
import { format, isValid, parseISO } from 'date-fns';
import { DATE_FORMAT, LOGIN_TIME_FORMAT, REGISTRATION_DATE_FORMAT } from '@hearth/common';

const parse = (value: string | null | undefined) => {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
};

/** 'MMM d, yyyy'; date-only strings are read as local dates so the day does not shift. */
export const showDate = (value: string | null | undefined) => {
  const date = parse(value);
  return date ? format(date, DATE_FORMAT) : '';
};
export const showRegistration = (value: string | null | undefined) => {
  const date = parse(value);
  return date ? format(date, REGISTRATION_DATE_FORMAT) : '';
};
export const showLoginTime = (value: string | null | undefined) => {
  const date = parse(value);
  return date ? format(date, LOGIN_TIME_FORMAT) : '';
};

/** Today as yyyy-mm-dd in the user's time zone: the default date of new documents and news. */
export const todayIso = (now: Date = new Date()) => format(now, 'yyyy-MM-dd');

/** The yyyy-mm-dd part of a stored date or date-time, for a date input. */
export const dateInputValue = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');
