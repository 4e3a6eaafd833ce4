import { describe, expect, it } from 'vitest';
import type { NewsItem, PortalDocument, Profile } from './api-types';
import {
  groupByYear,
  lastLoginOf,
  padUnit,
  sortDocumentsByDateDesc,
  sortDocumentsByTitle,
  sortNewsNewestFirst,
  sortProfiles,
} from './sorting';

const doc = (id: number, title: string, documentDate: string) => ({ id, title, documentDate }) as PortalDocument;
const profile = (lastName: string, firstName: string, unitNumber: string) => ({ lastName, firstName, unitNumber }) as Profile;

describe('sorting rules of docs/requirements.md §9', () => {
  it('compares unit numbers zero-padded to 4 characters', () => {
    expect(padUnit('7')).toBe('0007');
    expect(padUnit(null)).toBe('0000');
    const units = sortProfiles([profile('A', 'a', '12'), profile('B', 'b', '7'), profile('C', 'c', '101')], 'unitNumber');
    expect(units.map((p) => p.unitNumber)).toEqual(['7', '12', '101']);
  });

  it('sorts users by last name first, then first name, and toggles direction', () => {
    const people = [profile('raman', 'Priya', '3'), profile('Holloway', 'Grace', '1'), profile('Holloway', 'Adam', '2')];
    expect(sortProfiles(people).map((p) => p.firstName)).toEqual(['Adam', 'Grace', 'Priya']);
    expect(sortProfiles(people, 'name', false).map((p) => p.firstName)).toEqual(['Priya', 'Grace', 'Adam']);
    expect(people.map((p) => p.firstName)).toEqual(['Priya', 'Grace', 'Adam']); // input untouched
  });

  it('sorts documents by title ascending, ignoring case', () => {
    const sorted = sortDocumentsByTitle([
      doc(1, 'pet Policy', '2024-01-01'),
      doc(2, 'House Rules', '2024-01-01'),
      doc(3, 'declaration', '2024-01-01'),
    ]);
    expect(sorted.map((d) => d.id)).toEqual([3, 2, 1]);
  });

  it('sorts newsletters and minutes by date descending and groups them by year, newest year first', () => {
    const docs = [
      doc(1, 'Winter', '2025-01-05'),
      doc(2, 'Fall', '2024-10-05'),
      doc(3, 'Summer', '2025-07-05'),
      doc(4, 'Spring', '2024-04-05'),
    ];
    expect(sortDocumentsByDateDesc(docs).map((d) => d.id)).toEqual([3, 1, 2, 4]);
    expect(groupByYear(docs).map((g) => [g.year, g.documents.map((d) => d.id)])).toEqual([
      [2025, [3, 1]],
      [2024, [2, 4]],
    ]);
    expect(groupByYear([])).toEqual([]);
  });

  it('lists news newest first by item date', () => {
    const items = [
      { id: 1, itemDate: '2025-03-01T10:00:00.000Z' },
      { id: 2, itemDate: '2025-05-01T10:00:00.000Z' },
      { id: 3, itemDate: '2024-12-31T23:59:00.000Z' },
    ] as NewsItem[];
    expect(sortNewsNewestFirst(items).map((n) => n.id)).toEqual([2, 1, 3]);
  });

  it('takes the last login as the one with the highest id', () => {
    expect(lastLoginOf([])).toBeUndefined();
    expect(lastLoginOf([{ id: 4 }, { id: 9 }, { id: 2 }] as never)?.id).toBe(9);
  });
});
