/**
 * The ledger's monthly statements (docs/api.md, "Owners' accounts: late fees, statements, estoppel
 * certificates"): a unit's issued statements, one statement's PDF, and issuing a month. Their query
 * sits under the ledger's key, so issuing refreshes every unit's list.
 */
import { queryOptions } from '@tanstack/react-query';
import type { StatementIssueResult, StatementSummary } from '@hearth/common';
import { apiClient, saveBlob } from '../../shared/api';
import { ledgerKeys } from './api';

export const unitStatementsQuery = (unitId: number) =>
  queryOptions({
    queryKey: [...ledgerKeys.all, 'statements', unitId] as const,
    queryFn: () => apiClient.get<StatementSummary[]>(`/ledger/units/${unitId}/statements`),
    // A refusal is shown in place of the list, whole: not retried, not toasted too.
    retry: false,
    meta: { silentError: true },
  });

/** Fetches a statement's PDF with the reader's credentials and saves it, as the browser's own download would. */
export async function downloadStatementPdf(unitId: number, period: string): Promise<void> {
  saveBlob(await apiClient.download(`/ledger/units/${unitId}/statements/${period}/pdf`), `statement-unit-${unitId}-${period}.pdf`);
}

export const issueStatements = (period: string) =>
  apiClient.post<StatementIssueResult>('/ledger/statements/issue', { period }, { idempotent: true });
