/**
 * What a write changed, as the activity record shows it (docs/api.md, "Activity record"): a pure
 * function of the rows before and after, so it is tested without Strapi (tests/platform/activity-diff.test.ts).
 */
import { REDACTED, type ActivityChange, type ActivityEntry, type ActivityKind, displayName } from '@hearth/common';

export type Row = Record<string, unknown>;
export type WriteAction = 'create' | 'update' | 'delete';

/** Bookkeeping columns, never a change of their own (tokensValidAfter moves with a password change, recorded itself). */
const IGNORED = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
  'tokensValidAfter',
]);
/** Values never stored: only that they changed. */
const SECRET = /password|token|secret|hash|salt|otp|totp|recovery/i;
const MAX_VALUE = 500;

/** The item's title in the record: its name in words, whatever the kind calls it. */
export const titleOf = (kind: ActivityKind, row: Row): string => {
  if (kind === 'settings') return 'Site settings';
  if (kind === 'panelAccount') return String(row.email ?? '').slice(0, 255);
  // A unit is named by its address.
  if (kind === 'unit') return `${row.number}, ${row.street ?? ''}`.slice(0, 255);
  const name = displayName({ firstName: row.firstName as string | null, lastName: row.lastName as string | null });
  // Text fields only: `role` is a board role's name but an account's populated role.
  const title = [row.title, row.question, row.name, row.role, row.username, name, row.email].find((v) => typeof v === 'string' && v !== '');
  return String(title ?? '').slice(0, 255);
};

const isRelation = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value) && 'id' in value;
/** A related row (a director's board roles, an account's role) is shown by its name. */
const named = (value: unknown): unknown => {
  if (isRelation(value))
    return value.name ?? value.title ?? value.role ?? value.body ?? value.username ?? value.userName ?? value.email ?? value.id;
  if (Array.isArray(value) && value.every(isRelation)) return value.map(named);
  return value;
};
/** null, '' and empty lists are all "nothing": a write that turns one into another changes nothing. */
const normal = (value: unknown): unknown => {
  const v = named(value instanceof Date ? value.toISOString() : value);
  return v === undefined || v === '' || (Array.isArray(v) && v.length === 0) ? null : v;
};

/** A value as stored in the record: comparable JSON, long texts shortened. */
const shown = (value: unknown): unknown => {
  if (typeof value === 'string' && value.length > MAX_VALUE) return `${value.slice(0, MAX_VALUE)}…`;
  if (value !== null && typeof value === 'object') {
    const text = JSON.stringify(value);
    return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : value;
  }
  return value ?? null;
};

/** The fields that differ, before and after; a secret's values are replaced by REDACTED. */
export function changedFields(before: Row | null, after: Row | null): ActivityChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: ActivityChange[] = [];
  for (const field of fields) {
    if (IGNORED.has(field)) continue;
    const a = normal(before?.[field]);
    const b = normal(after?.[field]);
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (SECRET.test(field)) changes.push({ field, before: a === null ? null : REDACTED, after: b === null ? null : REDACTED });
    else changes.push({ field, before: shown(a), after: shown(b) });
  }
  return changes;
}

export interface ActivityDraft {
  kind: ActivityKind;
  action: ActivityEntry['action'];
  item: Row;
  changes: ActivityChange[];
}

/**
 * The entries of one write of rows of a kind, each pair the row before and after (null when
 * created or deleted). An update that changed nothing of note is no entry; an update of
 * archivedAt alone (with a board row's active flag) is named `archive` or `restore`.
 */
export function activityEntries(kind: ActivityKind, action: WriteAction, pairs: [Row | null, Row | null][]): ActivityDraft[] {
  return pairs.flatMap(([before, after]) => {
    const changes = changedFields(before, after);
    if (action === 'update' && changes.length === 0) return [];
    const archiving =
      action === 'update' &&
      changes.some((c) => c.field === 'archivedAt') &&
      changes.every((c) => ['archivedAt', 'active'].includes(c.field));
    return [{ kind, action: archiving ? (after?.archivedAt ? 'archive' : 'restore') : action, item: (after ?? before)!, changes }];
  });
}
