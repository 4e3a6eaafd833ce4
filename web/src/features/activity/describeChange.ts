/**
 * A recorded change in words (docs/api.md, "Activity record"): the field's label, then
 * the value before and after as a resident would write them, never as JSON, and times in local time.
 */
import type { ActivityChange } from '@hearth/common';
import { formatLoginTime } from '../../shared/format';

const NOTHING = '—';

/** "unitNumber" → "Unit number", "portalRoles" → "Portal roles". */
function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Ids and the browser's own flags say nothing to a reader. */
const HIDDEN_KEYS = new Set(['id', 'documentId', '__component', '__temp_key__']);

/** A date and time as the server writes it (ISO 8601, with a time): shown in the reader's local time. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A claim's value may be a record stored as JSON text (the address claim): read as that record. */
function embeddedRecord(text: string): unknown {
  if (!/^\s*[{[]/.test(text)) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** How a yes/no value reads, in the reader's language (English by default). */
export interface YesNo {
  yes: string;
  no: string;
}
const ENGLISH: YesNo = { yes: 'Yes', no: 'No' };

function valueInWords(value: unknown, words: YesNo = ENGLISH): string {
  if (value === null || value === undefined || value === '') return NOTHING;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') {
    if (TIMESTAMP.test(value)) return formatLoginTime(value) || value;
    const record = embeddedRecord(value);
    return record === undefined ? value : valueInWords(record, words);
  }
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => valueInWords(v, words)).join('; ') : NOTHING;
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([key, v]) => !HIDDEN_KEYS.has(key) && v !== null && v !== undefined && v !== '');
    // A claim {type, value} reads as its type's label and value: "Given name Quinn".
    const { type, value: claimed } = value as { type?: unknown; value?: unknown };
    if (entries.length === 2 && typeof type === 'string' && claimed !== undefined)
      return `${fieldLabel(type)} ${valueInWords(claimed, words)}`;
    // A detail {sequence, body} reads as "Sequence 1, Body …".
    return entries.length ? entries.map(([key, v]) => `${fieldLabel(key)} ${valueInWords(v, words)}`).join(', ') : NOTHING;
  }
  return String(value);
}

export const describeChange = (c: ActivityChange, words: YesNo = ENGLISH) =>
  `${fieldLabel(c.field)}: ${valueInWords(c.before, words)} → ${valueInWords(c.after, words)}`;
