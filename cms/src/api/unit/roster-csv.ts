/**
 * The roster's CSV file (docs/requirements.md §15): read with csv-parse into units
 * with every line's errors, and written with csv-stringify. Columns: unit, street, entitlement,
 * owner names, owner emails; several owners share a line, `;`-separated, names and e-mails in the
 * same order. A name is "First Last" (the last word is the last name) or "Last, First" (for a
 * last name of several words). A cell that a spreadsheet would run as a formula is refused on
 * the way in and escaped with a leading apostrophe on the way out.
 */
import { parse, CsvError } from 'csv-parse/sync';
import {
  MAX_ROSTER_UNITS,
  Messages,
  ROSTER_CSV_COLUMNS,
  ROSTER_LIST_SEPARATOR,
  emailSchema,
  entitlementSchema,
  firstIssueMessage,
  personNameFields,
  startsLikeFormula,
  unitNumberField,
  unitStreetField,
  type RosterLineErrors,
  type RosterUnitView,
} from '@hearth/common';
import { z } from 'zod';
import { rosterKeyOf } from './services/roster';
import { exportCsv } from '../../platform/csv';

interface RosterOwner {
  firstName: string;
  lastName: string;
  email: string;
}

export interface RosterLine {
  line: number;
  number: string;
  street: string;
  rosterKey: string;
  entitlement: number;
  owners: RosterOwner[];
}

export interface ReadRoster {
  units: RosterLine[];
  errors: RosterLineErrors[];
}

const personName = z.object(personNameFields);
const ownerEmail = emailSchema();
const DECIMAL = /^\d{1,7}(\.\d{1,4})?$/;
const headerName = (cell: string) => cell.trim().toLowerCase().replace('e-mail', 'email');

/**
 * What the export writes so that any value the forms accept imports again unchanged: a value that
 * starts like a formula, or with an apostrophe, gets a leading apostrophe (as a spreadsheet reads
 * it: text); inside an owner cell, a `;`, `,` or `\\` of a name is written after a backslash.
 */
const textCell = (value: string) => (startsLikeFormula(value) || value.startsWith("'") ? `'${value}` : value);
const untext = (cell: string) => (cell.startsWith("'") ? cell.slice(1) : cell);
const escapeName = (part: string) => part.replace(/[\\;,]/g, '\\$&');
const unescapeName = (part: string) => part.replace(/\\(.)/g, '$1');

/** A cell's items split on `;` not after a backslash. */
function splitList(cell: string): string[] {
  const items: string[] = [];
  let item = '';
  for (let i = 0; i < cell.length; i++) {
    if (cell[i] === '\\' && i + 1 < cell.length) item += cell[i] + cell[++i];
    else if (cell[i] === ROSTER_LIST_SEPARATOR) {
      items.push(item);
      item = '';
    } else item += cell[i];
  }
  items.push(item);
  return items.map((text) => text.trim().replace(/\s+/g, ' ')).filter(Boolean);
}

/** "Jane Doe" → Jane / Doe; "de la Fontaine, Jean" → Jean / de la Fontaine (a `\\,` is part of a name). */
function splitName(text: string): { firstName: string; lastName: string } {
  const comma = text.search(/(?<!\\),/);
  if (comma >= 0) return { firstName: unescapeName(text.slice(comma + 1).trim()), lastName: unescapeName(text.slice(0, comma).trim()) };
  const space = text.lastIndexOf(' ');
  return space < 0
    ? { firstName: '', lastName: unescapeName(text) }
    : { firstName: unescapeName(text.slice(0, space).trim()), lastName: unescapeName(text.slice(space + 1)) };
}

const firstMessage = (result: z.ZodSafeParseResult<unknown>) => (result.success ? null : firstIssueMessage(result.error));

/** One data line: the unit, or its messages. */
function readLine(cells: string[], line: number): { unit?: RosterLine; messages: string[] } {
  const messages: string[] = [];
  if (cells.length !== ROSTER_CSV_COLUMNS.length)
    return { messages: [Messages.rosterLineColumns(cells.length, ROSTER_CSV_COLUMNS.length)] };
  ROSTER_CSV_COLUMNS.forEach((column, i) => {
    if (startsLikeFormula(cells[i])) messages.push(Messages.rosterFormula(column));
  });
  if (messages.length) return { messages };
  const [unitCell, streetCell, entitlementCell, namesCell, emailsCell] = cells;
  const number = unitNumberField.safeParse(untext(unitCell));
  const street = unitStreetField.safeParse(untext(streetCell));
  for (const result of [number, street]) {
    const message = firstMessage(result);
    if (message) messages.push(message);
  }
  const entitlementText = entitlementCell.trim();
  const entitlement = entitlementText === '' ? 1 : Number(entitlementText);
  if (entitlementText !== '' && (!DECIMAL.test(entitlementText) || !entitlementSchema.safeParse(entitlement).success))
    messages.push(Messages.rosterEntitlement);
  const names = splitList(namesCell);
  const emails = splitList(emailsCell);
  const owners: RosterOwner[] = [];
  if (names.length !== emails.length) messages.push(Messages.rosterOwnerCounts);
  for (const item of [...names, ...emails])
    if (startsLikeFormula(item))
      return { messages: [Messages.rosterFormula(item === names.find((n) => n === item) ? 'owner names' : 'owner emails')] };
  names.forEach((name, i) => {
    const parsed = personName.safeParse(splitName(untext(name)));
    if (!parsed.success) messages.push(Messages.rosterOwnerName(name));
    const email = emails[i]?.toLowerCase();
    if (email !== undefined && !ownerEmail.safeParse(email).success) messages.push(Messages.rosterOwnerEmail(email));
    if (parsed.success && email !== undefined) owners.push({ ...parsed.data, email });
  });
  if (messages.length || !number.success || !street.success) return { messages };
  return {
    unit: { line, number: number.data, street: street.data, rosterKey: rosterKeyOf(number.data, street.data), entitlement, owners },
    messages,
  };
}

/**
 * The line, as an editor shows it, on which the record after byte `offset` starts (offsets only
 * grow): line breaks are the file's own (LF, or CR in a file without LF), counted outside the
 * record, so a line break or a lone carriage return inside a quoted cell does not shift the lines
 * after it, and a record spanning lines is named by its first (csv-parse counts every CR and names
 * a record's last line).
 */
function lineCounter(bytes: Buffer): (offset: number) => number {
  const breaker = bytes.includes(0x0a) ? 0x0a : 0x0d;
  let line = 1;
  let at = 0;
  return (offset) => {
    for (; at < offset; at++) if (bytes[at] === breaker) line++;
    // Empty lines before the record (skipped by the parser).
    for (; bytes[at] === 0x0d || bytes[at] === 0x0a; at++) if (bytes[at] === breaker) line++;
    return line;
  };
}

/** The line of a file's first byte that is not UTF-8. */
function firstNonUtf8Line(bytes: Buffer): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  for (let line = 1; start <= bytes.length; line++) {
    const end = bytes.indexOf(0x0a, start);
    try {
      decoder.decode(bytes.subarray(start, end < 0 ? bytes.length : end));
    } catch {
      return line;
    }
    if (end < 0) break;
    start = end + 1;
  }
  return 1;
}

/** The file's units and every line's errors; a file with any error is imported not at all. */
export function readRosterCsv(bytes: Buffer): ReadRoster {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { units: [], errors: [{ line: firstNonUtf8Line(bytes), messages: [Messages.rosterNotText] }] };
  }
  let records: { record: string[]; info: { lines: number; bytes: number } }[];
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (error) {
    const line = error instanceof CsvError && typeof error.lines === 'number' ? error.lines : 1;
    return { units: [], errors: [{ line, messages: [Messages.rosterUnreadable(error instanceof Error ? error.message : String(error))] }] };
  }
  const [header, ...rows] = records;
  const expected = ROSTER_CSV_COLUMNS.join(', ');
  if (!header || header.record.map(headerName).join('|') !== ROSTER_CSV_COLUMNS.join('|'))
    return { units: [], errors: [{ line: 1, messages: [Messages.rosterColumns(expected)] }] };
  if (!rows.length) return { units: [], errors: [{ line: 1, messages: [Messages.rosterEmpty] }] };
  if (rows.length > MAX_ROSTER_UNITS)
    return { units: [], errors: [{ line: 1, messages: [Messages.rosterTooManyLines(MAX_ROSTER_UNITS)] }] };
  const units: RosterLine[] = [];
  const errors: RosterLineErrors[] = [];
  const lineOfKey = new Map<string, number>();
  // The decoder dropped a BOM: the parser's offsets start after it.
  const lineAt = lineCounter(bytes.subarray(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0));
  let end = header.info.bytes;
  for (const { record, info } of rows) {
    const line = lineAt(end);
    end = info.bytes;
    const { unit, messages } = readLine(record, line);
    const earlier = unit ? lineOfKey.get(unit.rosterKey) : undefined;
    if (earlier !== undefined) messages.push(Messages.rosterDuplicateUnit(earlier));
    if (messages.length) errors.push({ line, messages });
    else if (unit) {
      lineOfKey.set(unit.rosterKey, unit.line);
      units.push(unit);
    }
  }
  return { units, errors };
}

const nameCell = ({ firstName, lastName }: RosterOwner) =>
  textCell(
    lastName.includes(' ') || !firstName
      ? `${escapeName(lastName)}, ${escapeName(firstName)}`
      : `${escapeName(firstName)} ${escapeName(lastName)}`,
  );

/** The roster as CSV: the import's columns, owners only (tenants and managers are not part of the file). */
export function writeRosterCsv(units: RosterUnitView[]): string {
  const rows = units.map((unit) => {
    const owners = unit.members.filter((m) => m.relation === 'owner');
    return [
      textCell(unit.number),
      textCell(unit.street),
      String(unit.entitlement),
      owners.map(nameCell).join(`${ROSTER_LIST_SEPARATOR} `),
      owners.map((o) => o.email).join(`${ROSTER_LIST_SEPARATOR} `),
    ];
  });
  return exportCsv([[...ROSTER_CSV_COLUMNS], ...rows]);
}
