/**
 * Calls of the User Logins report (docs/requirements.md, "Resource API"), as TanStack Query options:
 * the people to choose from, GET /api/reports/logins and the pages of one login.
 */
import { queryOptions } from '@tanstack/react-query';
import { Messages, type PageVisit, type ReportPage, type ReportType } from '@hearth/common';
import { apiClient, errorMessage, fetchProfiles } from '../../../shared/api';

const reportKeys = {
  profiles: () => ['reports', 'profiles'] as const,
  logins: (profileId: number, type: ReportType, page: number) => ['reports', 'logins', profileId, type, page] as const,
  userLogins: (profileId: number | null) => ['reports', 'user-logins', profileId] as const,
  pages: (loginId: number | null) => ['reports', 'pages', loginId] as const,
};

export const REPORT_PAGE_SIZE = 50;

/** One page of users with at least one login of the type; with a profile id, that user's logins too. */
const loadReport = (profileId: number, type: ReportType, page: number, pageSize: number) =>
  apiClient.get<ReportPage>('/reports/logins', { headers: { profileId }, query: { type, page, pageSize } });

/** Everybody's profile, for the choice of a user; a failure says the report could not start. */
export const reportProfilesQuery = () =>
  queryOptions({
    queryKey: reportKeys.profiles(),
    queryFn: async () => {
      try {
        return await fetchProfiles('all');
      } catch (e) {
        throw new Error(`${Messages.reportInitFailed} ${errorMessage(e)}`, { cause: e });
      }
    },
    staleTime: Infinity,
    retry: false,
  });

export const reportQuery = (profileId: number, type: ReportType, page: number, enabled: boolean) =>
  queryOptions({
    queryKey: reportKeys.logins(profileId, type, page),
    queryFn: () => loadReport(profileId, type, page, REPORT_PAGE_SIZE),
    enabled,
    retry: false,
  });

/** A user's logins, every one of them: the report type then filters them on screen (docs/requirements.md, "States and transitions"). */
export const userLoginsQuery = (profileId: number | null) =>
  queryOptions({
    queryKey: reportKeys.userLogins(profileId),
    queryFn: async () => (await loadReport(profileId!, 'all', 1, 1)).rows[0]?.logins ?? [],
    enabled: profileId !== null,
  });

export const loginPagesQuery = (loginId: number | null) =>
  queryOptions({
    queryKey: reportKeys.pages(loginId),
    queryFn: () => apiClient.get<PageVisit[]>(`/reports/logins/${loginId}/pages`),
    enabled: loginId !== null,
  });
