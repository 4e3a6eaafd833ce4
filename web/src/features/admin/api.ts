/**
 * The admin screens' calls to the resource API (spec 7.2), in one place so each screen
 * only says what it wants. Every answer is normalised to a ServerOutcome for the list hook.
 */
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
import { apiClient } from '../../shared/api';
import type { ServerOutcome } from './editable-list/useEditableList';

/** A list answer may come bare or wrapped ({data: [...]}, {directors: [...]}) depending on the call. */
export function asList<T>(answer: unknown, key?: string): T[] | undefined {
  if (Array.isArray(answer)) return answer as T[];
  if (answer && typeof answer === 'object') {
    const record = answer as Record<string, unknown>;
    for (const k of [key, 'models', 'data', 'list'].filter(Boolean) as string[]) {
      if (Array.isArray(record[k])) return record[k] as T[];
    }
  }
  return undefined;
}

/** The range updates carry the changed models and who made the change. */
const range = <T>(models: T[], userName: string | null) => ({ models, userName: userName ?? '' });

export const boardApi = {
  list: () => apiClient.get<BoardDirector[]>('/board').then((a) => asList<BoardDirector>(a) ?? []),
  roles: () => apiClient.get<BoardRole[]>('/boardrole').then((a) => asList<BoardRole>(a) ?? []),
  async add(director: BoardDirector, userName: string | null): Promise<ServerOutcome<BoardDirector>> {
    const answer = await apiClient.post<BoardSaveResult | null>('/board/add', range([director], userName));
    if (!answer) throw new Error(Messages.directorSaveNothing);
    return { list: asList(answer, 'directors'), messages: answer?.messages, errors: answer?.errors };
  },
  async update(changed: BoardDirector[], userName: string | null): Promise<ServerOutcome<BoardDirector>> {
    const answer = await apiClient.put<BoardSaveResult | null>('/board/updaterange', range(changed, userName));
    if (!answer) throw new Error(Messages.directorSaveNothing);
    return { list: asList(answer, 'directors'), messages: answer?.messages, errors: answer?.errors };
  },
};

export const managerApi = {
  list: () => apiClient.get<PropertyManager[]>('/propertymanager').then((a) => asList<PropertyManager>(a) ?? []),
  async add(manager: PropertyManager): Promise<ServerOutcome<PropertyManager>> {
    return { list: asList(await apiClient.post('/propertymanager/add', { ...manager, id: 0 })) };
  },
  async update(changed: PropertyManager[], userName: string | null): Promise<ServerOutcome<PropertyManager>> {
    return { list: asList(await apiClient.put('/propertymanager/updaterange', range(changed, userName))) };
  },
};

export const documentApi = {
  list: (docType: DocTypeHeader) =>
    apiClient.get<PortalDocument[]>('/document', { headers: { docType } }).then((a) => asList<PortalDocument>(a) ?? []),
  // The add answers the new item only: the hook reloads the list.
  async add(document: PortalDocument): Promise<ServerOutcome<PortalDocument>> {
    return { list: asList(await apiClient.post('/document/add', { ...document, id: 0 })) };
  },
  async update(changed: PortalDocument[], userName: string | null, docType: DocTypeHeader): Promise<ServerOutcome<PortalDocument>> {
    const answer = await apiClient.put('/document/updaterange', range(changed, userName), { headers: { docType } });
    return { list: asList(answer) };
  },
};

export const newsApi = {
  list: () => apiClient.get<NewsItem[]>('/news').then((a) => asList<NewsItem>(a) ?? []),
  async add(item: NewsItem): Promise<ServerOutcome<NewsItem>> {
    return { list: asList(await apiClient.post('/news/add', { ...item, id: 0 })) };
  },
  async update(changed: NewsItem[], userName: string | null): Promise<ServerOutcome<NewsItem>> {
    return { list: asList(await apiClient.put('/news/updaterange', range(changed, userName))) };
  },
};

export const faqApi = {
  list: () => apiClient.get<Faq[]>('/faq').then((a) => asList<Faq>(a) ?? []),
  async save(faq: Faq): Promise<ServerOutcome<Faq>> {
    const answer = faq.id === 0 ? await apiClient.post('/faq/add', faq) : await apiClient.put('/faq/update', faq);
    return { list: asList(answer) };
  },
};

export const userApi = {
  /** The users screen asks for owners only, the report for everybody (spec 7.2). */
  list: (ownersOnly: 'ownersOnly' | 'all') =>
    apiClient.get<Profile[]>('/profile/all', { headers: { ownersOnly } }).then((a) => asList<Profile>(a) ?? []),
  async update(changed: Profile[], userName: string | null): Promise<ServerOutcome<Profile>> {
    return { list: asList(await apiClient.put('/profile/updaterange', range(changed, userName))) };
  },
};
