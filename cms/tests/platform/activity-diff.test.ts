/** The activity record's diff (src/platform/activity/diff.ts): a pure function, no Strapi. */
import { describe, expect, it } from 'vitest';
import { REDACTED } from '@hearth/common';
import { activityEntries, changedFields, titleOf } from '../../src/platform/activity/diff';

describe('the activity diff', () => {
  it('lists the fields that differ, with their values before and after', () => {
    expect(changedFields({ id: 1, title: 'Lobby paint', body: 'Same' }, { id: 1, title: 'Lobby painting', body: 'Same' })).toEqual([
      { field: 'title', before: 'Lobby paint', after: 'Lobby painting' },
    ]);
    expect(changedFields(null, { title: 'New', active: true })).toEqual([
      { field: 'title', before: null, after: 'New' },
      { field: 'active', before: null, after: true },
    ]);
    expect(changedFields({ title: 'Gone' }, null)).toEqual([{ field: 'title', before: 'Gone', after: null }]);
  });

  it('ignores bookkeeping columns', () => {
    const before = { id: 1, documentId: 'a', createdAt: '2026-01-01', updatedAt: '2026-01-01', publishedAt: null, locale: null };
    const after = { id: 2, documentId: 'b', createdAt: '2026-02-01', updatedAt: '2026-02-01', publishedAt: '2026-02-01', locale: 'en' };
    expect(changedFields({ ...before, tokensValidAfter: 1, createdBy: 1 }, { ...after, tokensValidAfter: 2, updatedBy: 3 })).toEqual([]);
  });

  it('treats null, missing, empty text and empty lists as the same nothing', () => {
    expect(changedFields({ a: null, b: '', c: [], d: undefined }, { a: '', b: [], c: null })).toEqual([]);
    expect(changedFields({ phone: '' }, { phone: '416' })).toEqual([{ field: 'phone', before: null, after: '416' }]);
  });

  it('hides the values of secrets, never that they changed', () => {
    expect(
      changedFields(
        { password: 'old-hash', resetPasswordToken: null, email: 'a@x.org' },
        { password: 'new-hash', resetPasswordToken: 't' },
      ),
    ).toEqual([
      { field: 'password', before: REDACTED, after: REDACTED },
      { field: 'resetPasswordToken', before: null, after: REDACTED },
      { field: 'email', before: 'a@x.org', after: null },
    ]);
    expect(changedFields({ password: 'same' }, { password: 'same' })).toEqual([]);
  });

  it('shows related rows by name and dates as ISO text', () => {
    expect(
      changedFields(
        { roles: [{ id: 1, name: 'President' }], role: { id: 2, name: 'Authenticated' }, at: new Date('2026-01-02T00:00:00Z') },
        {
          roles: [
            { id: 1, name: 'President' },
            { id: 3, name: 'Treasurer' },
          ],
          role: { id: 2, name: 'Authenticated' },
          at: null,
        },
      ),
    ).toEqual([
      { field: 'roles', before: ['President'], after: ['President', 'Treasurer'] },
      { field: 'at', before: '2026-01-02T00:00:00.000Z', after: null },
    ]);
  });

  it('shortens long values to 500 characters', () => {
    const [text] = changedFields(null, { body: 'x'.repeat(600) });
    expect(text.after).toBe(`${'x'.repeat(500)}…`);
    const [list] = changedFields(null, { details: Array.from({ length: 60 }, (_, i) => ({ sequence: i, body: 'line' })) });
    expect(typeof list.after).toBe('string');
    expect(String(list.after)).toHaveLength(501);
    const [short] = changedFields(null, { details: [{ sequence: 1, body: 'Bring a towel.' }] });
    expect(short.after).toEqual([{ sequence: 1, body: 'Bring a towel.' }]);
  });

  it('titles an item by its name in words, whatever the kind calls it', () => {
    expect(titleOf('news', { title: 'Lobby paint' })).toBe('Lobby paint');
    expect(titleOf('faq', { question: 'Where is the gym?' })).toBe('Where is the gym?');
    expect(titleOf('profile', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.org' })).toBe('Ada Lovelace');
    expect(titleOf('account', { username: 'ada', role: { id: 1, name: 'Authenticated' } })).toBe('ada');
    expect(titleOf('panelAccount', { email: 'ada@x.org', firstname: 'Ada' })).toBe('ada@x.org');
    expect(titleOf('settings', { siteName: 'Hearth' })).toBe('Site settings');
    expect(titleOf('news', { title: 'y'.repeat(300) })).toHaveLength(255);
  });

  it('makes one entry per changed row, none for an update that changed nothing', () => {
    const entries = activityEntries('news', 'update', [
      [
        { id: 1, title: 'A' },
        { id: 1, title: 'B' },
      ],
      [
        { id: 2, title: 'C', updatedAt: 1 },
        { id: 2, title: 'C', updatedAt: 2 },
      ],
    ]);
    expect(entries).toEqual([
      { kind: 'news', action: 'update', item: { id: 1, title: 'B' }, changes: [{ field: 'title', before: 'A', after: 'B' }] },
    ]);
    // A create or delete is an entry even with nothing of note in it; a deleted row is its own item.
    expect(activityEntries('faq', 'create', [[null, { id: 3 }]])).toEqual([
      { kind: 'faq', action: 'create', item: { id: 3 }, changes: [] },
    ]);
    expect(activityEntries('faq', 'delete', [[{ id: 3, question: 'Q' }, null]])[0]).toMatchObject({ action: 'delete', item: { id: 3 } });
  });

  it('names an update of archivedAt alone (with the active flag) archive or restore', () => {
    const archived = activityEntries('board', 'update', [
      [
        { id: 1, archivedAt: null, active: true },
        { id: 1, archivedAt: '2026-03-01T00:00:00.000Z', active: false },
      ],
    ]);
    expect(archived[0].action).toBe('archive');
    const restored = activityEntries('news', 'update', [
      [
        { id: 1, archivedAt: '2026-03-01T00:00:00.000Z' },
        { id: 1, archivedAt: null },
      ],
    ]);
    expect(restored[0].action).toBe('restore');
    const edited = activityEntries('news', 'update', [
      [
        { id: 1, archivedAt: null, title: 'A' },
        { id: 1, archivedAt: '2026-03-01', title: 'B' },
      ],
    ]);
    expect(edited[0].action).toBe('update');
  });
});
