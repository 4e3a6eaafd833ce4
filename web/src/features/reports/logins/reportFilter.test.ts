import { describe, expect, it } from 'vitest';
import type { LoginRecord, ReportRow } from '@hearth/common';
import { filterReport, loginsOfType } from './reportFilter';

const now = new Date('2026-03-31T12:00:00');
const login = (id: number, iso: string, pages = 0): LoginRecord => ({
  id,
  loginDateTime: new Date(iso).toISOString(),
  pagesCount: pages,
  pagesVisited: [],
});
const row = (id: number, logins: LoginRecord[]): ReportRow => ({
  id,
  userName: `u${id}`,
  firstName: 'F',
  lastName: `L${id}`,
  userType: 'owner',
  unitNumber: '1',
  loginsCount: logins.length,
  lastLogin: null,
  removed: false,
  logins,
});

const ann = [
  login(10, '2026-03-30T09:00:00', 3), // yesterday
  login(7, '2026-03-25T09:00:00', 1), // 6 days back
  login(5, '2026-03-20T09:00:00'), // 11 days back
  login(2, '2026-01-15T09:00:00', 2), // months back
];

describe('logins report filter', () => {
  it('last login is the most recent by login id', () => {
    expect(loginsOfType([login(3, '2026-03-30T00:00:00'), login(9, '2026-03-01T00:00:00')], 'lastLogin', now).map((l) => l.id)).toEqual([
      9,
    ]);
  });
  it('last week keeps the logins of the 7 days back', () => {
    expect(loginsOfType(ann, 'lastWeek', now).map((l) => l.id)).toEqual([10, 7]);
  });
  it('last month goes one calendar month back (31 March → 28 February is before 1 March)', () => {
    const ids = loginsOfType([...ann, login(1, '2026-03-01T09:00:00'), login(0, '2026-02-27T09:00:00')], 'lastMonth', now).map((l) => l.id);
    expect(ids).toEqual([10, 7, 5, 1]);
  });
  it('all keeps every login', () => {
    expect(loginsOfType(ann, 'all', now)).toHaveLength(4);
  });
  it('drops users with no login in the window and recounts the rest', () => {
    const rows = [row(1, ann), row(2, [login(1, '2025-12-01T09:00:00')]), row(3, [])];
    const week = filterReport(rows, 'lastWeek', now);
    expect(week.map((r) => [r.id, r.loginsCount])).toEqual([[1, 2]]);
    expect(filterReport(rows, 'all', now).map((r) => [r.id, r.loginsCount])).toEqual([
      [1, 4],
      [2, 1],
    ]);
    expect(filterReport(rows, 'lastLogin', now).map((r) => r.loginsCount)).toEqual([1, 1]);
  });
  it('lists a user logins newest first', () => {
    expect(filterReport([row(1, [...ann].reverse())], 'all', now)[0].logins.map((l) => l.id)).toEqual([10, 7, 5, 2]);
  });
});
