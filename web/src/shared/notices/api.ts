/** GET /api/notices/sent?kind=…: how many residents each item's e-mail notice reached (docs/api.md, "E-mail notices"). */
import { queryOptions } from '@tanstack/react-query';
import type { NoticeCount, NoticeCounts, NoticeKind } from '@hearth/common';
import { apiClient } from '../api';

/** While some notices are still being sent, the counts are read again this often. */
const SENDING_REFRESH_MS = 15_000;

export const noticeCountsQuery = (kind: NoticeKind) =>
  queryOptions({
    queryKey: ['admin', 'notices', kind] as const,
    queryFn: async () => {
      const answer = await apiClient.get<NoticeCounts>('/notices/sent', { query: { kind } });
      return new Map<number, NoticeCount>(answer.items.map((item) => [item.itemId, item]));
    },
    refetchInterval: (query) => ([...(query.state.data?.values() ?? [])].some((c) => c.pending > 0) ? SENDING_REFRESH_MS : false),
    // The counts are an extra of the list: a failure leaves the column empty, the list works.
    retry: false,
    meta: { silentError: true },
  });
