/** Archive, restore and delete of a row of an admin list (GET/POST/DELETE /api/content/:kind/...). */
import type { ArchiveKind, ArchivedItem } from '@hearth/common';
import { apiClient } from '../../../shared/api';

interface Outcome { messages: string[] }

export const archiveApi = {
  list: (kind: ArchiveKind) => apiClient.get<ArchivedItem[]>(`/content/${kind}/archived`),
  archive: (kind: ArchiveKind, id: number) => apiClient.post<Outcome>(`/content/${kind}/${id}/archive`),
  restore: (kind: ArchiveKind, id: number) => apiClient.post<Outcome>(`/content/${kind}/${id}/restore`),
  remove: (kind: ArchiveKind, id: number) => apiClient.del<Outcome>(`/content/${kind}/${id}`),
};
