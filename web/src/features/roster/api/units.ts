/** The unit roster's calls (docs/requirements.md, "The unit roster"): the list, add, update, remove, one person at a time, CSV import and export. */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { InviteAllReport, RosterImportReport, RosterUnitView, UnitBody, UnitPerson, VoteSummary } from '@hearth/common';
import { apiClient, saveBlob } from '../../../shared/api';
import { addCall, updateRangeCall } from '../../../shared/editable-list/list-calls';
import { rosterKeys } from './keys';

/** The body of a unit: the server refuses unknown fields, and members without their answered ones. */
const unitModel = (u: RosterUnitView): UnitBody => ({
  id: u.id,
  number: u.number,
  street: u.street,
  entitlement: Number(u.entitlement),
  members: u.members.map(({ relation, firstName, lastName, email }) => ({ relation, firstName, lastName, email })),
});

export const unitsQuery = () => queryOptions({ queryKey: rosterKeys.units(), queryFn: () => apiClient.get<RosterUnitView[]>('/units') });

/** Both answer the whole roster. */
export const unitMutations = {
  add: () => addCall('/units', unitModel, 'list'),
  update: () => updateRangeCall('/units/updaterange', unitModel),
};

/** A preview (nothing written) or the import of a clean file. */
export const rosterImportMutation = () =>
  mutationOptions({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      apiClient.upload<RosterImportReport>(`/units/import?dryRun=${dryRun}`, file),
  });

/** The open votes whose electorate holds a unit: a roster change of it changes nothing of them (the Remove dialog says so). */
export const openVotesQuery = (unitId: number, enabled: boolean) =>
  queryOptions({
    queryKey: [...rosterKeys.units(), unitId, 'open-votes'] as const,
    queryFn: () => apiClient.get<{ id: number; title: string }[]>(`/units/${unitId}/open-votes`),
    enabled,
  });

/** The votes, for the units screen's note on the open ones. */
export const rosterVotesQuery = () => queryOptions({ queryKey: rosterKeys.votes(), queryFn: () => apiClient.get<VoteSummary[]>('/votes') });

export const exportRoster = async () => saveBlob(await apiClient.download('/units/export'), 'roster.csv');

/** The registration link, pre-filled, to a listed person who has not registered. */
export const inviteMutation = () =>
  mutationOptions({
    mutationFn: (memberId: number) => apiClient.post<{ message: string }>(`/units/members/${memberId}/invite`),
  });

/**
 * One unit removed, or one person added, corrected or removed (docs/requirements.md, "The unit roster"): each
 * answers the whole roster (the unit's removal answers its id; the roster is read again).
 */
export const rosterEdits = {
  removeUnit: async (unitId: number) => {
    await apiClient.del<{ id: number }>(`/units/${unitId}`);
    return apiClient.get<RosterUnitView[]>('/units');
  },
  addPerson: (unitId: number, person: UnitPerson) =>
    apiClient.post<RosterUnitView[]>(`/units/${unitId}/members`, person, { idempotent: true }),
  updatePerson: (memberId: number, person: UnitPerson) => apiClient.put<RosterUnitView[]>(`/units/members/${memberId}`, person),
  removePerson: (memberId: number) => apiClient.del<RosterUnitView[]>(`/units/members/${memberId}`),
};

/** The invitation to every owner on the roster who has not registered (not those invited within the last day). */
export const inviteAllMutation = () =>
  mutationOptions({
    mutationFn: () => apiClient.post<InviteAllReport>('/units/invite-unregistered'),
  });
