/**
 * Calendar text (RFC 5545): a booking's event for its e-mail, the meetings' feed. Times in UTC,
 * every TEXT value escaped (backslash, semicolon, comma, line breaks; other control characters
 * dropped) and every line folded at 75 octets, so a title such as `END:VCALENDAR` stays text and any
 * calendar reads one VEVENT per event. A date-time has four-digit years: an event whose times fall
 * outside them is never written (the meetings' rules refuse such a start).
 *
 * Kept in place of ical-generator (11.1.2): it folds and escapes alike, but writes a year past 9999
 * as `DTEND:100000101T…` and ends the text without the last line's CRLF.
 */
export interface CalendarEvent {
  uid: string;
  start: number;
  end: number;
  summary: string;
  description: string;
  location: string;
  stamp: number;
  /** CANCEL: the event sent before (same UID) is withdrawn from the resident's calendar. */
  method?: 'PUBLISH' | 'CANCEL';
  /** A published event's revision, and whether it was called off: calendars keep the highest SEQUENCE. */
  sequence?: number;
  cancelled?: boolean;
}

/** Whether an instant can be written as a DATE-TIME (a year of four digits). */
const isWritableInstant = (ms: number) => {
  const year = new Date(ms).getUTCFullYear();
  return year >= 0 && year <= 9999;
};

const utc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

// eslint-disable-next-line no-control-regex -- control characters are what TEXT may not hold (tab aside)
const CONTROL_BUT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL_BUT_TAB, '');

/** Folds a content line to 75 octets per line, never inside a UTF-8 character. */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const writable = (event: CalendarEvent) => [event.start, event.end, event.stamp].every(isWritableInstant);

function eventLines(event: CalendarEvent): string[] {
  if (!writable(event)) throw new RangeError(`The calendar event ${event.uid} has a time outside the years 0000 to 9999.`);
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    ...(event.method === 'CANCEL' || event.cancelled ? [`SEQUENCE:${event.sequence ?? 1}`, 'STATUS:CANCELLED'] : []),
    ...(event.method !== 'CANCEL' && !event.cancelled && event.sequence ? [`SEQUENCE:${event.sequence}`] : []),
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    'END:VEVENT',
  ];
}

const calendarText = (prodId: string, method: 'PUBLISH' | 'CANCEL', events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${prodId}`, `METHOD:${method}`, ...events.flat(), 'END:VCALENDAR'].map(fold).join('\r\n') +
  '\r\n';

/** One event, for an e-mail. */
export const calendarOf = (event: CalendarEvent): string =>
  calendarText('-//Hearth//Amenity bookings//EN', event.method ?? 'PUBLISH', [eventLines(event)]);

/** A feed of events; one whose times cannot be written (a row older than the rules) is left out, never written wrong. */
export const calendarFeed = (prodId: string, events: readonly CalendarEvent[]): string =>
  calendarText(prodId, 'PUBLISH', events.filter(writable).map(eventLines));
