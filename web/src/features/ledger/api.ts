/** The ledger's calls (docs/api.md, "Owners' accounts") that "My Account" and "Admin: Owner Accounts" share, and its query keys. */
import { queryOptions } from '@tanstack/react-query';
import type { OwnedUnit, RosterUnitView, UnitLedger } from '@hearth/common';
import { apiClient } from '../../shared/api';

/** Any posting changes balances and the aging report alike, so a posting refreshes everything under `all`. */
export const ledgerKeys = {
  all: ['ledger'] as const,
  unit: (unitId: number | null) => ['ledger', 'unit', unitId] as const,
  mine: () => ['ledger', 'mine'] as const,
  aging: (asOf: string) => ['ledger', 'aging', asOf] as const,
  /** The roster's units, read by the ledger's own query under the roster's key, so a roster change refreshes it here too. */
  rosterUnits: () => ['admin', 'units', 'for-ledger'] as const,
};

export const unitLedgerQuery = (unitId: number | null) =>
  queryOptions({
    queryKey: ledgerKeys.unit(unitId),
    queryFn: () => apiClient.get<UnitLedger>(`/ledger/units/${unitId}`),
    enabled: unitId !== null,
    // A refusal (403, 404) is the answer the screen shows in place of the account: not retried, not toasted too.
    retry: false,
    meta: { silentError: true },
  });

/** The roster's units (GET /api/units, the board's): the admin screen's choice of a unit. */
export const rosterUnitsQuery = () =>
  queryOptions({ queryKey: ledgerKeys.rosterUnits(), queryFn: () => apiClient.get<RosterUnitView[]>('/units') });

/** The caller's own units (GET /api/ledger/units/mine): every unit the roster lists them on as owner. */
export const myUnitsQuery = () =>
  queryOptions({
    queryKey: ledgerKeys.mine(),
    queryFn: () => apiClient.get<OwnedUnit[]>('/ledger/units/mine'),
    // A refusal (a tenant, an owner not yet verified) is the answer the screen shows: not retried, not toasted too.
    retry: false,
    meta: { silentError: true },
  });
