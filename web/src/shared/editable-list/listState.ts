/**
 * The state of an admin list (docs/requirements.md §4): the rows on screen, the last loaded copy of each row,
 * and which rows are being edited or changed. Pure functions so the rules are testable alone.
 */

export interface Identified {
  id: number;
}

export interface EditableListState<T extends Identified> {
  rows: T[];
  /** The last copy the server sent, by id: what rollback restores. */
  originals: Record<number, T>;
  editing: Record<number, boolean>;
  changed: Record<number, boolean>;
}

export type ListAction<T extends Identified> =
  | { type: 'load'; list: T[] }
  /** A server answer after an add: originals refreshed, rows still being edited keep their edits. */
  | { type: 'merge'; list: T[] }
  | { type: 'toggleEdit'; id: number }
  | { type: 'update'; id: number; patch: Partial<T> }
  | { type: 'rollback'; id: number };

// Rows are plain JSON data; structuredClone keeps originals independent from edits.
const copy = <T>(value: T): T => structuredClone(value);

const byId = <T extends Identified>(list: T[]): Record<number, T> => Object.fromEntries(list.map((row) => [row.id, copy(row)]));

export const emptyList = <T extends Identified>(): EditableListState<T> => ({
  rows: [],
  originals: {},
  editing: {},
  changed: {},
});

export const loadList = <T extends Identified>(list: T[]): EditableListState<T> => ({
  rows: list.map(copy),
  originals: byId(list),
  editing: {},
  changed: {},
});

const without = (flags: Record<number, boolean>, id: number) => {
  const next = { ...flags };
  delete next[id];
  return next;
};

const restore = <T extends Identified>(state: EditableListState<T>, id: number): EditableListState<T> => {
  const original = state.originals[id];
  return {
    ...state,
    rows: original ? state.rows.map((row) => (row.id === id ? copy(original) : row)) : state.rows,
    editing: without(state.editing, id),
    changed: without(state.changed, id),
  };
};

export function listReducer<T extends Identified>(state: EditableListState<T>, action: ListAction<T>): EditableListState<T> {
  switch (action.type) {
    case 'load':
      return loadList(action.list);
    case 'merge': {
      const fresh = loadList(action.list);
      const kept = state.rows.filter((row) => state.changed[row.id] && fresh.originals[row.id]);
      const keptById = byId(kept);
      return {
        rows: fresh.rows.map((row) => keptById[row.id] ?? row),
        originals: fresh.originals,
        editing: Object.fromEntries(kept.filter((r) => state.editing[r.id]).map((r) => [r.id, true])),
        changed: Object.fromEntries(kept.map((r) => [r.id, true])),
      };
    }
    case 'toggleEdit':
      // Leaving edit mode through the edit button discards the edits, like rollback (docs/requirements.md §4).
      if (state.editing[action.id]) return restore(state, action.id);
      return {
        ...state,
        editing: { ...state.editing, [action.id]: true },
        changed: { ...state.changed, [action.id]: true },
      };
    case 'update':
      return {
        ...state,
        rows: state.rows.map((row) => (row.id === action.id ? { ...row, ...action.patch } : row)),
        changed: { ...state.changed, [action.id]: true },
      };
    case 'rollback':
      return restore(state, action.id);
  }
}

export const isDirty = <T extends Identified>(state: EditableListState<T>): boolean => state.rows.some((row) => state.changed[row.id]);

export const changedRows = <T extends Identified>(state: EditableListState<T>): T[] =>
  state.rows.filter((row) => state.changed[row.id]).map(copy);
