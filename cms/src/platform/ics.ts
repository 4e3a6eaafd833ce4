/**
 * Calendar text (RFC 5545): a booking's event for its e-mail, the meetings' feed, written by
 * ical-generator, which escapes every TEXT value (backslash, semicolon, comma, line breaks) and folds
 * every line at 75 octets, so a title such as `END:VCALENDAR` stays text and any calendar reads one
 * VEVENT per event. Times in UTC. Around it, two rules the library leaves to us: other control
 * characters than tab are dropped (TEXT may not hold them), and a date-time has four-digit years,
 * so an event whose times fall outside them is never written (the library would write the year
 * 10000 as `100000101T…`; the meetings' rules refuse such a start).
 */
import ical, { escape, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

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

const isWritableInstant = (ms: number) => {
  const year = new Date(ms).getUTCFullYear();
  return year >= 0 && year <= 9999;
};
const writable = (event: CalendarEvent) => [event.start, event.end, event.stamp].every(isWritableInstant);

// eslint-disable-next-line no-control-regex -- control characters are what TEXT may not hold (tab and line breaks, escaped, aside)
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const text = (value: string) => value.replace(CONTROL, '');

function calendarText(prodId: string, method: 'PUBLISH' | 'CANCEL', events: readonly CalendarEvent[]): string {
  // The library writes PRODID as `-` followed by what it is given.
  const calendar = ical({ prodId: prodId.replace(/^-/, ''), method: ICalCalendarMethod[method] });
  for (const event of events) {
    if (!writable(event)) throw new RangeError(`The calendar event ${event.uid} has a time outside the years 0000 to 9999.`);
    const cancelled = event.method === 'CANCEL' || event.cancelled;
    calendar.createEvent({
      id: escape(text(event.uid), false), // the library writes UID as given
      sequence: cancelled ? (event.sequence ?? 1) : (event.sequence ?? 0),
      status: cancelled ? ICalEventStatus.CANCELLED : null,
      stamp: new Date(event.stamp),
      start: new Date(event.start),
      end: new Date(event.end),
      summary: text(event.summary),
      description: text(event.description),
      location: text(event.location),
    });
  }
  return `${calendar.toString()}\r\n`; // the library ends without the last line's CRLF
}

/** One event, for an e-mail. */
export const calendarOf = (event: CalendarEvent): string =>
  calendarText('-//Hearth//Amenity bookings//EN', event.method ?? 'PUBLISH', [event]);

/** A feed of events; one whose times cannot be written (a row older than the rules) is left out, never written wrong. */
export const calendarFeed = (prodId: string, events: readonly CalendarEvent[]): string =>
  calendarText(prodId, 'PUBLISH', events.filter(writable));
