/** The editor's calls (Admin: News): the list, its add and its update. */
import { queryOptions } from '@tanstack/react-query';
import type { NewsBody, NewsItem } from '@hearth/common';
import { apiClient } from '../../../shared/api';
import { addCall, updateRangeCall } from '../../../shared/editable-list/list-calls';
import { newsKeys } from '../api';

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
