/** The calls of "Admin: Owner Accounts" (docs/api.md, "Owners' accounts"): the aging report and the postings. */
import { queryOptions } from '@tanstack/react-query';
import type {
  AgingReport,
  AssessmentPost,
  AssessmentRun,
  PaymentRequest,
  PaymentResult,
  ReversalRequest,
  ReversalResult,
} from '@hearth/common';
import { apiClient } from '../../../shared/api';
import { ledgerKeys } from '../api';

export const agingQuery = (asOf: string) =>
  queryOptions({
    queryKey: ledgerKeys.aging(asOf),
    queryFn: () => apiClient.get<AgingReport>(`/ledger/aging?asOf=${encodeURIComponent(asOf)}`),
    retry: false,
  });

export const postAssessments = (request: AssessmentPost) =>
  apiClient.post<AssessmentRun>('/ledger/assessments/post', request, { idempotent: true });
export const recordPayment = (request: PaymentRequest) => apiClient.post<PaymentResult>('/ledger/payments', request, { idempotent: true });
export const reverseTransaction = (id: number, request: ReversalRequest) =>
  apiClient.post<ReversalResult>(`/ledger/transactions/${id}/reverse`, request, { idempotent: true });
