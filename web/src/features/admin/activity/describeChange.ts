/**
 * A recorded change in words (docs/api.md, "Activity record"): the field's label, then
 * the value before and after as a resident would write them, never as JSON.
 */
import type { ActivityChange } from '@hearth/common';

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

function valueInWords(value: unknown): string {
  if (value === null || value === undefined || value === '') return NOTHING;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length ? value.map(valueInWords).join('; ') : NOTHING;
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([key, v]) => !HIDDEN_KEYS.has(key) && v !== null && v !== undefined && v !== '');
    // A claim {type, value} or a detail {sequence, body} reads best as "type: value".
    return entries.length ? entries.map(([key, v]) => `${fieldLabel(key)} ${valueInWords(v)}`).join(', ') : NOTHING;
  }
  return String(value);
}

export const describeChange = (c: ActivityChange) => `${fieldLabel(c.field)}: ${valueInWords(c.before)} → ${valueInWords(c.after)}`;
