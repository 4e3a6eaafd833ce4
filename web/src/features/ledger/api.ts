/** The ledger's calls (docs/api.md, "Owners' accounts") for "My Account" and "Admin: Owner Accounts". */
import { queryOptions } from '@tanstack/react-query';
import type {
  AgingReport,
  AssessmentPost,
  AssessmentRun,
  PaymentRequest,
  PaymentResult,
  ReversalRequest,
  ReversalResult,
  RosterUnitView,
  UnitLedger,
} from '@hearth/common';
import { apiClient, queryKeys } from '../../shared/api';

export const unitLedgerQuery = (unitId: number | null) =>
  queryOptions({
    queryKey: queryKeys.ledger.unit(unitId),
    queryFn: () => apiClient.get<UnitLedger>(`/ledger/units/${unitId}`),
    enabled: unitId !== null,
    // A refusal (403, 404) is the answer the screen shows in place of the account: not retried, not toasted too.
    retry: false,
    meta: { silentError: true },
  });

export const agingQuery = (asOf: string) =>
  queryOptions({
    queryKey: queryKeys.ledger.aging(asOf),
    queryFn: () => apiClient.get<AgingReport>(`/ledger/aging?asOf=${encodeURIComponent(asOf)}`),
    retry: false,
  });

/** The roster's units, for choosing one (GET /api/units, the board's). */
export const rosterUnitsQuery = () =>
  queryOptions({ queryKey: queryKeys.ledger.units(), queryFn: () => apiClient.get<RosterUnitView[]>('/units') });

export const postAssessments = (request: AssessmentPost) =>
  apiClient.post<AssessmentRun>('/ledger/assessments/post', request, { idempotent: true });
export const recordPayment = (request: PaymentRequest) => apiClient.post<PaymentResult>('/ledger/payments', request, { idempotent: true });
export const reverseTransaction = (id: number, request: ReversalRequest) =>
  apiClient.post<ReversalResult>(`/ledger/transactions/${id}/reverse`, request, { idempotent: true });
