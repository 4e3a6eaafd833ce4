import { describe, expect, it } from 'vitest';
import { changedRows, emptyList, isDirty, listReducer, loadList, type EditableListState } from './listState';

interface Row {
  id: number;
  name: string;
  active: boolean;
  tags: string[];
}
const rows: Row[] = [
  { id: 1, name: 'Ann', active: true, tags: ['a'] },
  { id: 2, name: 'Bob', active: false, tags: [] },
  { id: 3, name: 'Cy', active: true, tags: ['c'] },
];
const reduce = (state: EditableListState<Row>, ...actions: Parameters<typeof listReducer<Row>>[1][]) =>
  actions.reduce((s, a) => listReducer(s, a), state);

describe('editable list state', () => {
  it('loads a list with a separate original copy and nothing changed', () => {
    const state = listReducer(emptyList<Row>(), { type: 'load', list: rows });
    expect(state.rows).toEqual(rows);
    expect(state.originals[1]).toEqual(rows[0]);
    expect(state.originals[1]).not.toBe(state.rows[0]);
    expect(isDirty(state)).toBe(false);
    expect(changedRows(state)).toEqual([]);
  });

  it('the edit button turns a row into inputs and marks it changed, so the screen is dirty', () => {
    const state = reduce(loadList(rows), { type: 'toggleEdit', id: 2 });
    expect(state.editing[2]).toBe(true);
    expect(state.changed[2]).toBe(true);
    expect(isDirty(state)).toBe(true);
  });

  it('updating a field changes only that row and keeps the original intact', () => {
    const state = reduce(loadList(rows), { type: 'toggleEdit', id: 1 }, { type: 'update', id: 1, patch: { name: 'Anne' } });
    expect(state.rows[0].name).toBe('Anne');
    expect(state.originals[1].name).toBe('Ann');
    expect(state.rows[1]).toEqual(rows[1]);
  });

  it('a nested edit does not leak into the original copy', () => {
    const loaded = loadList(rows);
    loaded.rows[0].tags.push('mutated');
    expect(loaded.originals[1].tags).toEqual(['a']);
  });

  it('rollback restores the row from the last loaded copy and clears its flags', () => {
    const state = reduce(
      loadList(rows),
      { type: 'toggleEdit', id: 1 },
      { type: 'update', id: 1, patch: { name: 'Anne', active: false } },
      { type: 'rollback', id: 1 },
    );
    expect(state.rows[0]).toEqual(rows[0]);
    expect(state.editing[1]).toBeUndefined();
    expect(isDirty(state)).toBe(false);
  });

  it('leaving edit mode through the edit button also restores the original', () => {
    const state = reduce(
      loadList(rows),
      { type: 'toggleEdit', id: 3 },
      { type: 'update', id: 3, patch: { name: 'X' } },
      { type: 'toggleEdit', id: 3 },
    );
    expect(state.rows[2]).toEqual(rows[2]);
    expect(isDirty(state)).toBe(false);
  });

  it('changedRows returns only the changed rows, with their edits', () => {
    const state = reduce(
      loadList(rows),
      { type: 'toggleEdit', id: 1 },
      { type: 'update', id: 3, patch: { active: false } },
      { type: 'toggleEdit', id: 2 },
      { type: 'rollback', id: 2 },
    );
    expect(changedRows(state).map((r) => r.id)).toEqual([1, 3]);
    expect(changedRows(state)[1].active).toBe(false);
  });

  it('replacing from the server answer refreshes rows and originals and clears every flag', () => {
    const dirty = reduce(loadList(rows), { type: 'toggleEdit', id: 1 }, { type: 'update', id: 1, patch: { name: 'Anne' } });
    const server = [{ ...rows[0], name: 'Anne' }, rows[1], rows[2], { id: 4, name: 'Di', active: true, tags: [] }];
    const state = listReducer(dirty, { type: 'load', list: server });
    expect(state.rows).toHaveLength(4);
    expect(state.originals[1].name).toBe('Anne');
    expect(isDirty(state)).toBe(false);
    // A later rollback goes back to the refreshed copy, not the first one.
    const again = reduce(state, { type: 'update', id: 1, patch: { name: 'Z' } }, { type: 'rollback', id: 1 });
    expect(again.rows[0].name).toBe('Anne');
  });

  it('merging a server answer after an add keeps edits of rows still on the list', () => {
    const dirty = reduce(loadList(rows), { type: 'toggleEdit', id: 2 }, { type: 'update', id: 2, patch: { name: 'Robert' } });
    const state = listReducer(dirty, { type: 'merge', list: [...rows, { id: 4, name: 'Di', active: true, tags: [] }] });
    expect(state.rows.map((r) => r.name)).toEqual(['Ann', 'Robert', 'Cy', 'Di']);
    expect(state.editing[2]).toBe(true);
    expect(changedRows(state).map((r) => r.id)).toEqual([2]);
    expect(listReducer(state, { type: 'rollback', id: 2 }).rows[1].name).toBe('Bob');
  });
});
