/**
 * Archive, restore and delete of a row of an admin list (GET/POST/DELETE /api/content/:kind/...).
 * Each change reloads the list and its archived rows before it is told.
 */
import { mutationOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ArchiveKind, ArchivedItem, ArchiveOutcome } from '@hearth/common';
import { apiClient, queryKeys } from '../api';

export const archivedQuery = (kind: ArchiveKind) =>
  queryOptions({
    queryKey: queryKeys.archived(kind),
    queryFn: () => apiClient.get<ArchivedItem[]>(`/content/${kind}/archived`),
    retry: false,
  });

const calls = {
  archive: (kind: ArchiveKind, id: number) => apiClient.post<ArchiveOutcome>(`/content/${kind}/${id}/archive`),
  restore: (kind: ArchiveKind, id: number) => apiClient.post<ArchiveOutcome>(`/content/${kind}/${id}/restore`),
  remove: (kind: ArchiveKind, id: number) => apiClient.del<ArchiveOutcome>(`/content/${kind}/${id}`),
};
export type ArchiveAction = keyof typeof calls;

/** One of the three changes of a row of the list under `listKey`. */
export const archiveMutation = (action: ArchiveAction, kind: ArchiveKind, listKey: QueryKey) =>
  mutationOptions({
    mutationFn: async (id: number, { client }) => {
      const outcome = await calls[action](kind, id);
      await Promise.all([
        client.invalidateQueries({ queryKey: listKey }),
        client.invalidateQueries({ queryKey: queryKeys.archived(kind) }),
      ]);
      return outcome;
    },
  });
