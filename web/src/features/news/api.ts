/**
 * The news' calls (docs/api.md): the published items everybody reads; the query keys, the editor's
 * too (its calls are in admin/api.ts). The editor's list holds unsaved edits, so its key is its own.
 */
import { queryOptions } from '@tanstack/react-query';
import { sortNewsNewestFirst, type NewsItem } from '@hearth/common';
import { apiClient } from '../../shared/api';

export const newsKeys = {
  /** The published items, newest first; the server renders them into the public pages. */
  published: () => ['news', 'active'] as const,
  editor: () => ['admin', 'news'] as const,
};

export const activeNewsQuery = () =>
  queryOptions({
    queryKey: newsKeys.published(),
    queryFn: async () => sortNewsNewestFirst(await apiClient.get<NewsItem[]>('/news/active')),
  });
