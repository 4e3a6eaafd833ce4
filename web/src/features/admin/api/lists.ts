/**
 * The admin lists' calls to the resource API (docs/requirements.md §7.2) as TanStack Query
 * options: one query per list and its add/update mutations, each turning the call's one answer
 * shape into the ServerOutcome the list hook shows.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  Messages,
  type BoardDirector,
  type BoardRole,
  type BoardSaveResult,
  type DocTypeHeader,
  type Faq,
  type NewsItem,
  type Profile,
  type PropertyManager,
} from '@hearth/common';
import { apiClient, fetchProfiles, queryKeys } from '../../../shared/api';
import type { ServerOutcome } from '../../../shared/editable-list/outcome';
import { addCall, updateRangeCall } from './list-calls';
import { boardSave, directorModel, documentModel, faqModel, managerModel, newsModel, profileModel, profileSave } from './wire';

/** The board answer: the whole board, the privilege messages, and the failures (rows skipped, privileges refused). */
const boardOutcome = (answer: BoardSaveResult): ServerOutcome<BoardDirector> => ({
  list: answer.directors,
  messages: answer.messages,
  errors: answer.errors,
});

export const boardQuery = () =>
  queryOptions({ queryKey: queryKeys.admin.board(), queryFn: () => apiClient.get<BoardDirector[]>('/board') });
export const boardRolesQuery = () =>
  queryOptions({ queryKey: queryKeys.admin.boardRoles(), queryFn: () => apiClient.get<BoardRole[]>('/boardrole'), staleTime: Infinity });

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
  queryOptions({ queryKey: queryKeys.admin.managers(), queryFn: () => apiClient.get<PropertyManager[]>('/propertymanager') });

/** Both answer the whole list of managers. */
export const managerMutations = {
  add: () => addCall('/propertymanager/add', managerModel, 'list'),
  update: () => updateRangeCall('/propertymanager/updaterange', managerModel),
};

/** The add answers the new item only, so the list hook loads the list again; the update answers the list. */
export const documentMutations = {
  add: () => addCall('/document/add', documentModel, 'item'),
  update: (docType: DocTypeHeader) => updateRangeCall('/document/updaterange', documentModel, { headers: { docType } }),
};

export const newsQuery = () => queryOptions({ queryKey: queryKeys.admin.news(), queryFn: () => apiClient.get<NewsItem[]>('/news') });

/** The add answers the new item only, so the list hook loads the list again; the update answers the list. */
export const newsMutations = {
  add: () => addCall('/news/add', newsModel, 'item'),
  update: () => updateRangeCall('/news/updaterange', newsModel),
};

export const faqsQuery = () => queryOptions({ queryKey: queryKeys.admin.faqs(), queryFn: () => apiClient.get<Faq[]>('/faq') });

/** A new FAQ (id 0) is added, an edited one updated; either answers the FAQ only, so the list is loaded again. */
export const faqMutations = {
  save: () =>
    mutationOptions({
      mutationFn: async (faq: Faq): Promise<ServerOutcome<Faq>> => {
        const body = faqModel(faq);
        if (faq.id === 0) await apiClient.post<Faq>('/faq/add', body, { idempotent: true });
        else await apiClient.put<Faq>('/faq/update', body);
        return { messages: [faq.id === 0 ? Messages.faqAdded : Messages.faqUpdated] };
      },
    }),
};

/** The users screen lists the owners only (docs/requirements.md §7.2). */
export const usersQuery = () => queryOptions({ queryKey: queryKeys.admin.users(), queryFn: () => fetchProfiles('ownersOnly') });

export const userMutations = {
  update: (userName: string | null) =>
    mutationOptions({
      mutationFn: async (changed: Profile[]): Promise<ServerOutcome<Profile>> => ({
        list: await apiClient.put<Profile[]>('/profile/updaterange', profileSave(changed.map(profileModel), userName)),
      }),
    }),
};
