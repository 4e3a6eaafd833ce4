/**
 * A calendar event for an e-mail (RFC 5545: a booking's, a meeting's): times in UTC, texts escaped (backslash,
 * semicolon, comma, line breaks) and lines folded at 75 octets, so any calendar reads it.
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

const utc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

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

export function calendarOf(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hearth//Amenity bookings//EN',
    `METHOD:${event.method ?? 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    ...(event.method === 'CANCEL' || event.cancelled ? [`SEQUENCE:${event.sequence ?? 1}`, 'STATUS:CANCELLED'] : []),
    ...(event.method !== 'CANCEL' && !event.cancelled && event.sequence ? [`SEQUENCE:${event.sequence}`] : []),
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
