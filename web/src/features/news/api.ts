/**
 * The news' calls (docs/api.md): the published items everybody reads, and the editor's list (Admin:
 * News) with its add and update. The editor's list holds unsaved edits, so its key is its own.
 */
import { queryOptions } from '@tanstack/react-query';
import { sortNewsNewestFirst, type NewsBody, type NewsItem } from '@hearth/common';
import { apiClient } from '../../shared/api';
import { addCall, updateRangeCall } from '../../shared/editable-list/list-calls';

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

export const newsQuery = () => queryOptions({ queryKey: newsKeys.editor(), queryFn: () => apiClient.get<NewsItem[]>('/news') });

/** The server refuses unknown fields, so an item is sent with exactly its wire fields (common's NewsBody). */
const newsModel = (n: NewsItem): NewsBody => ({
  id: n.id,
  title: n.title,
  body: n.body,
  publishDate: n.publishDate ?? '',
  active: n.active,
  thumbnail: n.thumbnail || null,
});

/** The add answers the new item only, so the list hook loads the list again; the update answers the list. */
export const newsMutations = {
  add: () => addCall('/news/add', newsModel, 'item'),
  update: () => updateRangeCall('/news/updaterange', newsModel),
};
