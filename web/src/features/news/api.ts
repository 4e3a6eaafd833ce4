/**
 * The news' calls (docs/api.md): the published items everybody reads; the query keys, the editor's
 * too (its calls are in admin/api.ts). The editor's list holds unsaved edits, so its key is its own.
 */
import { queryOptions } from '@tanstack/react-query';
import { sortNewsNewestFirst, type Locale, type NewsItem } from '@hearth/common';
import { apiClient } from '../../shared/api';

export const newsKeys = {
  /** The published items, newest first, in a language (all languages' without one); the server renders them into the public pages. */
  published: (locale?: Locale) => (locale ? (['news', 'active', locale] as const) : (['news', 'active'] as const)),
  editor: () => ['admin', 'news'] as const,
};

/** In the page's language: an item without a translation comes in English, marked (docs/api.md). */
export const activeNewsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: newsKeys.published(locale),
    queryFn: async () => sortNewsNewestFirst(await apiClient.get<NewsItem[]>('/news/active', { headers: { 'Accept-Language': locale } })),
  });
