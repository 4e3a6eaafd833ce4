/** GET /api/activity: one page of who changed what, filtered by person, kind and days. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActivityPage } from '@hearth/common';
import { apiClient } from '../../shared/api';

export const ACTIVITY_PAGE_SIZE = 50;

/** Blank filters are left out of the query string. */
export const activityQuery = (filters: Record<string, string>, page: number) =>
  queryOptions({
    queryKey: ['activity', filters, page] as const,
    queryFn: () => {
      const query: Record<string, string | number> = { page, pageSize: ACTIVITY_PAGE_SIZE };
      for (const [key, value] of Object.entries(filters)) if (value.trim()) query[key] = value.trim();
      return apiClient.get<ActivityPage>('/activity', { query });
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
