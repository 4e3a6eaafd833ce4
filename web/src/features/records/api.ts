/** Calls of the official records screens (docs/api.md, "Official records"), as TanStack Query options. */
import { queryOptions } from '@tanstack/react-query';
import type {
  ComplianceReport,
  OfficialRecord,
  PrivateMatter,
  RecordCategory,
  RecordPost,
  RecordsAnswer,
  RecordsIndex,
  RecordsRequest,
  RecordsRequestInput,
} from '@hearth/common';
import { apiClient, queryKeys } from '../../shared/api';

export const recordsIndexQuery = (signedIn: boolean) =>
  queryOptions({ queryKey: queryKeys.records.index(signedIn), queryFn: () => apiClient.get<RecordsIndex>('/records') });

export const recordCategoriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.records.categories(),
    queryFn: () =>
      apiClient.get<{ pack: RecordsIndex['pack']; categories: RecordCategory[]; privateMatters: PrivateMatter[] }>('/records/categories'),
    staleTime: 60_000,
  });

export const complianceQuery = () =>
  queryOptions({ queryKey: queryKeys.records.compliance(), queryFn: () => apiClient.get<ComplianceReport>('/records/compliance') });

export const recordsRequestsQuery = (enabled: boolean) =>
  queryOptions({ queryKey: queryKeys.records.requests(), queryFn: () => apiClient.get<RecordsRequest[]>('/records/requests'), enabled });

export const postRecord = (input: RecordPost) => apiClient.post<OfficialRecord>('/records/post', input);
export const askForRecords = (input: RecordsRequestInput) => apiClient.post<RecordsRequest>('/records/requests', input);
export const answerRequest = (id: number, input: Partial<RecordsAnswer>) =>
  apiClient.post<RecordsRequest>(`/records/requests/${id}/answer`, input);
export const downloadReport = (format: 'csv' | 'pdf') => apiClient.download(`/records/compliance.${format}`);
