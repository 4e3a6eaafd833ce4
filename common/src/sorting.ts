/** Sort and grouping rules of docs/requirements.md §9, used by the server's answers and the browser's tables. */
import type { LoginRecord, NewsItem, PortalDocument, Profile } from './api-types';

/** Unit numbers compare zero-padded to 4 characters, so "7" sorts before "12". */
export const padUnit = (unit: string | null | undefined): string => (unit ?? '').padStart(4, '0');

const text = (a: string | null | undefined) => (a ?? '').toLocaleLowerCase();

export type ProfileSortKey = 'name' | 'userName' | 'unitNumber' | 'email' | 'userType' | 'registrationDate' | 'authenticated';

function compareProfiles(key: ProfileSortKey, a: Profile, b: Profile): number {
  switch (key) {
    case 'name':
      return text(a.lastName).localeCompare(text(b.lastName)) || text(a.firstName).localeCompare(text(b.firstName));
    case 'unitNumber':
      return padUnit(a.unitNumber).localeCompare(padUnit(b.unitNumber));
    case 'authenticated':
      return Number(a.authenticated) - Number(b.authenticated);
    case 'registrationDate':
      return a.registrationDate.localeCompare(b.registrationDate);
    default:
      return text(a[key] as string).localeCompare(text(b[key] as string));
  }
}

export const sortProfiles = (profiles: Profile[], key: ProfileSortKey = 'name', ascending = true): Profile[] =>
  [...profiles].sort((a, b) => (ascending ? 1 : -1) * compareProfiles(key, a, b));

export const sortDocumentsByTitle = (docs: PortalDocument[]) => [...docs].sort((a, b) => text(a.title).localeCompare(text(b.title)));

export const sortDocumentsByDateDesc = (docs: PortalDocument[]) =>
  [...docs].sort((a, b) => b.documentDate.localeCompare(a.documentDate) || b.id - a.id);

export const sortNewsNewestFirst = (items: NewsItem[]) => [...items].sort((a, b) => b.itemDate.localeCompare(a.itemDate) || b.id - a.id);

export const yearOf = (isoDate: string): number => Number(isoDate.slice(0, 4));

/** Groups by the year of the document date, newest year first, keeping each group's order. */
export function groupByYear(docs: PortalDocument[]): { year: number; documents: PortalDocument[] }[] {
  const groups = new Map<number, PortalDocument[]>();
  for (const doc of sortDocumentsByDateDesc(docs)) {
    const year = yearOf(doc.documentDate);
    groups.set(year, [...(groups.get(year) ?? []), doc]);
  }
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([year, documents]) => ({ year, documents }));
}

/** Report windows of docs/requirements.md §9: last week is 7 days back, last month one calendar month back. */
export function reportWindowStart(type: 'lastWeek' | 'lastMonth', now: Date): Date {
  const start = new Date(now);
  if (type === 'lastWeek') {
    start.setDate(start.getDate() - 7);
    return start;
  }
  // A calendar month back, clamped to the shorter month's end: 31 March → 28 February, not 3 March.
  const day = start.getDate();
  start.setDate(1);
  start.setMonth(start.getMonth() - 1);
  start.setDate(Math.min(day, new Date(start.getFullYear(), start.getMonth() + 1, 0).getDate()));
  return start;
}

/** Last login is the most recent by login id. */
export const lastLoginOf = (logins: LoginRecord[]): LoginRecord | undefined =>
  logins.reduce<LoginRecord | undefined>((best, l) => (!best || l.id > best.id ? l : best), undefined);
