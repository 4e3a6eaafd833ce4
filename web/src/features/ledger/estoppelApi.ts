/**
 * The estoppel certificate calls (docs/api.md, "Owners' accounts"), shared by "My Account" and
 * "Admin: Owner Accounts". Their key sits under the ledger's: issuing posts the fee to the unit's
 * ledger, and refreshing everything under `ledgerKeys.all` refreshes the requests too.
 */
import { queryOptions } from '@tanstack/react-query';
import type { EstoppelRequestInput, EstoppelRequestView } from '@hearth/common';
import { apiClient, saveBlob } from '../../shared/api';
import { ledgerKeys } from './api';

const estoppelKeys = { all: [...ledgerKeys.all, 'estoppels'] as const };

/** The caller's own requests (the board's: every one), open ones first, by deadline. */
export const estoppelsQuery = () =>
  queryOptions({
    queryKey: estoppelKeys.all,
    queryFn: () => apiClient.get<EstoppelRequestView[]>('/ledger/estoppels'),
    retry: false,
  });

export const requestEstoppel = (request: EstoppelRequestInput) =>
  apiClient.post<EstoppelRequestView>('/ledger/estoppels', request, { idempotent: true });

export const issueEstoppel = (id: number) => apiClient.post<EstoppelRequestView>(`/ledger/estoppels/${id}/issue`, {}, { idempotent: true });

/** The issued certificate as the server prints it (an A4 PDF of its frozen text), saved under its name. */
export const downloadEstoppelPdf = async (id: number) =>
  saveBlob(await apiClient.download(`/ledger/estoppels/${id}/pdf`), `estoppel-certificate-${id}.pdf`);
