/**
 * The portal's CSV exports (the roster, a vote's results): a cell a spreadsheet would run as a
 * formula gets a leading apostrophe, so an export never hands a formula back (docs/requirements.md §15).
 */
import { stringify } from 'csv-stringify/sync';
import { startsLikeFormula } from '@hearth/common';

const spreadsheetSafe = (value: string | number): string => {
  const text = String(value);
  return startsLikeFormula(text) ? `'${text}` : text;
};

/** Rows as CSV text (CRLF line ends), every cell safe to open in a spreadsheet. */
export const exportCsv = (rows: readonly (readonly (string | number)[])[]): string =>
  stringify(
    rows.map((row) => row.map(spreadsheetSafe)),
    { record_delimiter: 'windows' },
  );
