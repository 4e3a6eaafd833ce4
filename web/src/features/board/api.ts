/**
 * The board's and the property managers' lists (docs/api.md, the resource API) as TanStack Query
 * options: one query per list and its add/update mutations, each turning the call's one answer
 * shape into the ServerOutcome the list hook shows. The lists hold unsaved edits, so their keys
 * are their own: a change elsewhere never refetches them.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { BoardDirector, BoardRole, BoardSaveBody, BoardSaveResult, DirectorBody, ManagerBody, PropertyManager } from '@hearth/common';
import { apiClient } from '../../shared/api';
import type { ServerOutcome } from '../../shared/editable-list/outcome';
import { addCall, updateRangeCall } from '../../shared/editable-list/list-calls';

export const boardKeys = {
  board: () => ['admin', 'board'] as const,
  boardRoles: () => ['admin', 'boardroles'] as const,
  managers: () => ['admin', 'managers'] as const,
};

/** Board updates carry the changed models and who made the change. */
const boardSave = (models: DirectorBody[], userName: string | null): BoardSaveBody => ({ models, userName: userName ?? '' });

/** The server refuses unknown fields, so each model is sent with exactly its wire fields (common's `…Body` types). */
const directorModel = (d: BoardDirector): DirectorBody => ({
  id: d.id,
  userId: d.userId ?? null,
  firstName: d.firstName,
  lastName: d.lastName,
  unitNumber: d.unitNumber,
  email: d.email,
  phone: d.phone,
  position: d.position,
  roles: d.roles.map((r) => r.id),
  active: d.active,
});

const managerModel = (m: PropertyManager): ManagerBody => ({
  id: m.id,
  name: m.name,
  phone: m.phone,
  afterHoursPhone: m.afterHoursPhone,
  fax: m.fax,
  email: m.email,
  websiteUrl: m.websiteUrl,
  logo: m.logo || null,
  active: m.active,
});

/** The board answer: the whole board, the privilege messages, and the failures (rows skipped, privileges refused). */
const boardOutcome = (answer: BoardSaveResult): ServerOutcome<BoardDirector> => ({
  list: answer.directors,
  messages: answer.messages,
  errors: answer.errors,
});

export const boardQuery = () => queryOptions({ queryKey: boardKeys.board(), queryFn: () => apiClient.get<BoardDirector[]>('/board') });
export const boardRolesQuery = () =>
  queryOptions({ queryKey: boardKeys.boardRoles(), queryFn: () => apiClient.get<BoardRole[]>('/boardrole'), staleTime: Infinity });

export const boardMutations = {
  add: (userName: string | null) =>
    mutationOptions({
      mutationFn: async (director: BoardDirector) =>
        boardOutcome(
          await apiClient.post<BoardSaveResult>('/board/add', boardSave([directorModel(director)], userName), { idempotent: true }),
        ),
    }),
  update: (userName: string | null) =>
    mutationOptions({
      mutationFn: async (changed: BoardDirector[]) =>
        boardOutcome(await apiClient.put<BoardSaveResult>('/board/updaterange', boardSave(changed.map(directorModel), userName))),
    }),
};

export const managersQuery = () =>
  queryOptions({ queryKey: boardKeys.managers(), queryFn: () => apiClient.get<PropertyManager[]>('/propertymanager') });

/** Both answer the whole list of managers. */
export const managerMutations = {
  add: () => addCall('/propertymanager/add', managerModel, 'list'),
  update: () => updateRangeCall('/propertymanager/updaterange', managerModel),
};
