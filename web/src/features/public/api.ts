/** Public data of the home, news and contacts screens (spec 7.2). */
import { useQuery } from '@tanstack/react-query';
import { sortNewsNewestFirst, type BoardDirector, type NewsItem, type PropertyManager } from '@hearth/common';
import { apiClient } from '../../shared/api';

export const publicKeys = {
  news: ['news', 'active'] as const,
  managers: ['propertymanager', 'current'] as const,
  board: ['board', 'active'] as const,
};

export const useActiveNews = () =>
  useQuery({
    queryKey: publicKeys.news,
    queryFn: async () => sortNewsNewestFirst((await apiClient.get<NewsItem[]>('/news/active')) ?? []),
  });

export const useCurrentManagers = () =>
  useQuery({
    queryKey: publicKeys.managers,
    queryFn: async () => (await apiClient.get<PropertyManager[]>('/propertymanager/current')) ?? [],
  });

/** The board table is for signed-in users only (spec 2.3). */
export const useActiveBoard = (enabled: boolean) =>
  useQuery({
    queryKey: publicKeys.board,
    queryFn: async () => (await apiClient.get<BoardDirector[]>('/board/active')) ?? [],
    enabled,
  });
