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
  type PortalDocument,
  type Profile,
  type PropertyManager,
} from '@hearth/common';
import { apiClient, fetchProfiles, queryKeys } from '../../../shared/api';
import type { ServerOutcome } from '../../../shared/editable-list/outcome';
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
  add: () =>
    mutationOptions({
      mutationFn: async (manager: PropertyManager): Promise<ServerOutcome<PropertyManager>> => ({
        list: await apiClient.post<PropertyManager[]>('/propertymanager/add', { ...managerModel(manager), id: 0 }, { idempotent: true }),
      }),
    }),
  update: () =>
    mutationOptions({
      mutationFn: async (changed: PropertyManager[]): Promise<ServerOutcome<PropertyManager>> => ({
        list: await apiClient.put<PropertyManager[]>('/propertymanager/updaterange', changed.map(managerModel)),
      }),
    }),
};

/** The add answers the new item only, so the list hook loads the list again; the update answers the list. */
export const documentMutations = {
  add: () =>
    mutationOptions({
      mutationFn: async (document: PortalDocument): Promise<ServerOutcome<PortalDocument>> => {
        await apiClient.post<PortalDocument>('/document/add', { ...documentModel(document), id: 0 }, { idempotent: true });
        return {};
      },
    }),
  update: (docType: DocTypeHeader) =>
    mutationOptions({
      mutationFn: async (changed: PortalDocument[]): Promise<ServerOutcome<PortalDocument>> => ({
        list: await apiClient.put<PortalDocument[]>('/document/updaterange', changed.map(documentModel), { headers: { docType } }),
      }),
    }),
};

export const newsQuery = () => queryOptions({ queryKey: queryKeys.admin.news(), queryFn: () => apiClient.get<NewsItem[]>('/news') });

/** The add answers the new item only, so the list hook loads the list again; the update answers the list. */
export const newsMutations = {
  add: () =>
    mutationOptions({
      mutationFn: async (item: NewsItem): Promise<ServerOutcome<NewsItem>> => {
        await apiClient.post<NewsItem>('/news/add', { ...newsModel(item), id: 0 }, { idempotent: true });
        return {};
      },
    }),
  update: () =>
    mutationOptions({
      mutationFn: async (changed: NewsItem[]): Promise<ServerOutcome<NewsItem>> => ({
        list: await apiClient.put<NewsItem[]>('/news/updaterange', changed.map(newsModel)),
      }),
    }),
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
