/** Calendar text (RFC 5545): the booking e-mail's event and the meetings' feed; escaped texts, folded lines, UTC times. */
import { describe, expect, it } from 'vitest';
import { calendarFeed, calendarOf } from '../../src/platform/ics';

describe('calendar event', () => {
  const event = { uid: 'meeting-1@hearth', start: 0, end: 3_600_000, summary: 'S', description: 'D', location: 'L', stamp: 0 };
  const linesOf = (text: string) => text.split('\r\n');

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(linesOf(calendarOf({ ...event, summary: 'a\\b;c,d\r\ne\nf' }))).toContain('SUMMARY:a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets, never inside a character', () => {
    const summary = `${'é'.repeat(40)}${'😀'.repeat(20)}`;
    const text = calendarOf({ ...event, summary });
    const lines = linesOf(text);
    const first = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    expect(lines[first + 1].startsWith(' ')).toBe(true);
    for (const line of lines) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/); // no half of a character
    }
    expect(linesOf(text.replace(/\r\n /g, ''))).toContain(`SUMMARY:${summary}`);
  });

  it('writes one event with UTC times and CRLF line ends', () => {
    const text = calendarOf({
      uid: 'booking-1@example.org',
      start: Date.UTC(2027, 2, 14, 3, 0),
      end: Date.UTC(2027, 2, 14, 8, 0),
      summary: 'Party room, Hearth',
      description: 'Line one\nline two',
      location: 'Party room',
      stamp: Date.UTC(2027, 0, 1),
    });
    expect(text).toContain('\r\nDTSTART:20270314T030000Z\r\n');
    expect(text).toContain('\r\nDTEND:20270314T080000Z\r\n');
    expect(text).toContain('\r\nSUMMARY:Party room\\, Hearth\r\n');
    expect(text).toContain('\r\nDESCRIPTION:Line one\\nline two\r\n');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('withdraws an event: METHOD:CANCEL, the same UID, a later sequence, status cancelled', () => {
    const event = { uid: 'booking-2@example.org', start: 0, end: 3_600_000, summary: 'S', description: 'D', location: 'L', stamp: 0 };
    const text = calendarOf({ ...event, method: 'CANCEL' });
    for (const line of ['METHOD:CANCEL', 'UID:booking-2@example.org', 'SEQUENCE:1', 'STATUS:CANCELLED'])
      expect(text).toContain(`\r\n${line}\r\n`);
    expect(calendarOf(event)).toContain('\r\nMETHOD:PUBLISH\r\n');
  });

  it('drops control characters other than tab from TEXT', () => {
    expect(linesOf(calendarOf({ ...event, summary: 'a\u0000b\u0007c\u001bd\te' }))).toContain('SUMMARY:abcd\te');
  });

  it('writes a feed of events, one VEVENT each, whatever their texts hold', () => {
    const text = calendarFeed('-//Hearth//Meetings//EN', [
      { ...event, summary: 'END:VCALENDAR', description: 'x\r\nEND:VEVENT\r\nEND:VCALENDAR' },
      { ...event, uid: 'meeting-2@hearth' },
    ]);
    const lines = text.split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'END:VCALENDAR')).toHaveLength(1);
    expect(lines).toContain('PRODID:-//Hearth//Meetings//EN');
    expect(lines).toContain('SUMMARY:END:VCALENDAR');
    expect(lines).toContain('DESCRIPTION:x\\nEND:VEVENT\\nEND:VCALENDAR');
  });

  it('never writes a date-time past the year 9999: refused for one event, left out of a feed', () => {
    const far = { ...event, uid: 'meeting-3@hearth', start: Date.UTC(9999, 11, 31, 23), end: Date.UTC(10000, 0, 1, 1) };
    expect(() => calendarOf(far)).toThrow(RangeError);
    expect(() => calendarOf({ ...event, start: Number.NaN })).toThrow(RangeError);
    const text = calendarFeed('-//Hearth//Meetings//EN', [far, event]);
    expect(text).not.toContain('meeting-3@hearth');
    expect(text).toContain('\r\nDTSTART:19700101T000000Z\r\n');
  });
});
