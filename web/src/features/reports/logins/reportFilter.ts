/** The local report-type filter of the User Logins report (docs/requirements.md §4 and §9). */
import { lastLoginOf, reportWindowStart, type LoginRecord, type ReportRow, type ReportType } from '@hearth/common';

/** Value of the user dropdown meaning every user (the profileId header's 0). */
export const ALL_USERS = 0;
/** The dropdown's "nothing chosen yet". Anything below is not a valid choice (docs/requirements.md §8). */
export const NO_USER = -1;

export function loginsOfType(logins: LoginRecord[], type: ReportType, now: Date): LoginRecord[] {
  if (type === 'all') return logins;
  if (type === 'lastLogin') {
    const last = lastLoginOf(logins);
    return last ? [last] : [];
  }
  const start = reportWindowStart(type, now).getTime();
  return logins.filter((login) => new Date(login.loginDateTime).getTime() >= start);
}

/** Each row's logins narrowed to the report type; only users with at least one login are kept. */
export function filterReport(rows: ReportRow[], type: ReportType, now: Date = new Date()): ReportRow[] {
  return rows
    .map((row) => {
      const logins = [...loginsOfType(row.logins, type, now)].sort((a, b) => b.id - a.id);
      return { ...row, logins, loginsCount: logins.length };
    })
    .filter((row) => row.logins.length > 0);
}

export const pagesCountOf = (login: LoginRecord) => login.pagesCount ?? login.pagesVisited?.length ?? 0;
