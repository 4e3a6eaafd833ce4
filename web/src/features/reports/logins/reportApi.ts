/** Calls of the User Logins report: GET /api/reports/logins and the pages of one login (spec 7.2). */
import type { PageVisit, ReportPage, ReportType } from '@hearth/common';
import { apiClient } from '../../../shared/api';

export const REPORT_PAGE_SIZE = 50;

/** One page of users with at least one login of the type; with a profile id, that user's logins too. */
export const loadReport = (profileId: number, type: ReportType, page = 1, pageSize = REPORT_PAGE_SIZE) =>
  apiClient.get<ReportPage>('/reports/logins', { headers: { profileId }, query: { type, page, pageSize } });

export const loadPages = (loginId: number) =>
  apiClient
    .get<PageVisit[] | { pages?: PageVisit[]; pagesVisited?: PageVisit[]; data?: PageVisit[] }>(`/reports/logins/${loginId}/pages`)
    .then((answer) => (Array.isArray(answer) ? answer : (answer?.pages ?? answer?.pagesVisited ?? answer?.data ?? [])));
