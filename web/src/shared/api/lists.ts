/**
 * List calls more than one feature reads under one cache key: the votes (the owners' and admin
 * votes screens, a meeting's votes) and the documents of one type as an editor sees them (Admin:
 * Documents, a meeting's approved minutes).
 */
import { queryOptions } from '@tanstack/react-query';
import type { DocTypeHeader, PortalDocument, VoteSummary } from '@hearth/common';
import { apiClient } from './client';
import { queryKeys } from './query-keys';

export const votesQuery = () => queryOptions({ queryKey: queryKeys.votes(), queryFn: () => apiClient.get<VoteSummary[]>('/votes') });

export const documentsQuery = (docType: DocTypeHeader) =>
  queryOptions({
    queryKey: queryKeys.admin.documents(docType),
    queryFn: () => apiClient.get<PortalDocument[]>('/document', { headers: { docType } }),
  });
