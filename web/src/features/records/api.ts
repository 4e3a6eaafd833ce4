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
import { apiClient } from '../../shared/api';

/** The index of a visitor (`signedIn` false) is the one the server renders. */
export const recordKeys = {
  all: ['records'] as const,
  index: (signedIn: boolean) => ['records', 'index', signedIn] as const,
  categories: () => ['records', 'categories'] as const,
  compliance: () => ['records', 'compliance'] as const,
  requests: () => ['records', 'requests'] as const,
};

export const recordsIndexQuery = (signedIn: boolean) =>
  queryOptions({ queryKey: recordKeys.index(signedIn), queryFn: () => apiClient.get<RecordsIndex>('/records') });

export const recordCategoriesQuery = () =>
  queryOptions({
    queryKey: recordKeys.categories(),
    queryFn: () =>
      apiClient.get<{ pack: RecordsIndex['pack']; categories: RecordCategory[]; privateMatters: PrivateMatter[] }>('/records/categories'),
    staleTime: 60_000,
  });

export const complianceQuery = () =>
  queryOptions({ queryKey: recordKeys.compliance(), queryFn: () => apiClient.get<ComplianceReport>('/records/compliance') });

export const recordsRequestsQuery = (enabled: boolean) =>
  queryOptions({ queryKey: recordKeys.requests(), queryFn: () => apiClient.get<RecordsRequest[]>('/records/requests'), enabled });

export const postRecord = (input: RecordPost) => apiClient.post<OfficialRecord>('/records/post', input);
export const askForRecords = (input: RecordsRequestInput) => apiClient.post<RecordsRequest>('/records/requests', input);
export const answerRequest = (id: number, input: Partial<RecordsAnswer>) =>
  apiClient.post<RecordsRequest>(`/records/requests/${id}/answer`, input);
export const downloadReport = (format: 'csv' | 'pdf') => apiClient.download(`/records/compliance.${format}`);
/** A frozen record's printed copy: read with the reader's token (it holds one unit's figures), so not a plain link. */
export const downloadFrozenRecord = (link: string) => apiClient.download(link.replace(/^\/api/, ''));
