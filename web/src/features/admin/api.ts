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

/** Board and profile updates carry the changed models and who made the change. */
const range = <T>(models: T[], userName: string | null) => ({ models, userName: userName ?? '' });

// The server refuses unknown fields, so each model is sent with exactly its wire fields.
const directorModel = (d: BoardDirector) => ({
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
const managerModel = (m: PropertyManager) => ({
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
const documentModel = (d: PortalDocument) => ({
  id: d.id,
  title: d.title,
  docType: d.docType,
  documentName: d.documentName,
  documentDate: d.documentDate ? d.documentDate.slice(0, 10) : undefined,
});
const newsModel = (n: NewsItem) => ({
  id: n.id,
  title: n.title,
  body: n.body,
  publishDate: n.publishDate ? n.publishDate.slice(0, 10) : undefined,
  active: n.active,
  thumbnail: n.thumbnail || null,
});
const faqModel = (f: Faq) => ({
  id: f.id,
  question: f.question,
  answer: f.answer,
  details: f.details.map((d) => ({ ...(d.id ? { id: d.id } : {}), sequence: Number(d.sequence), body: d.body })),
});
const profileModel = (p: Profile) => ({
  id: p.id,
  userId: p.userId ?? null,
  userName: p.userName,
  firstName: p.firstName,
  lastName: p.lastName,
  unitNumber: p.unitNumber,
  streetName: p.streetName,
  email: p.email,
  userType: p.userType,
  authenticated: p.authenticated,
});

/**
 * The board answer's messages hold the skipped "not in the list of current Directors" lines too:
 * those are failures, shown as errors.
 */
const boardOutcome = (answer: BoardSaveResult): ServerOutcome<BoardDirector> => {
  const failed = (text: string) => text.startsWith('Something went wrong');
  return {
    list: asList(answer, 'directors'),
    messages: (answer.messages ?? []).filter((m) => !failed(m)),
    errors: [...(answer.messages ?? []).filter(failed), ...(answer.errors ?? [])],
  };
};

export const boardApi = {
  list: () => apiClient.get<BoardDirector[]>('/board').then((a) => asList<BoardDirector>(a) ?? []),
  roles: () => apiClient.get<BoardRole[]>('/boardrole').then((a) => asList<BoardRole>(a) ?? []),
  async add(director: BoardDirector, userName: string | null): Promise<ServerOutcome<BoardDirector>> {
    const answer = await apiClient.post<BoardSaveResult | null>('/board/add', range([directorModel(director)], userName), { idempotent: true });
    if (!answer) throw new Error(Messages.directorSaveNothing);
    return boardOutcome(answer);
  },
  async update(changed: BoardDirector[], userName: string | null): Promise<ServerOutcome<BoardDirector>> {
    const answer = await apiClient.put<BoardSaveResult | null>('/board/updaterange', range(changed.map(directorModel), userName));
    if (!answer) throw new Error(Messages.directorSaveNothing);
    return boardOutcome(answer);
  },
};

export const managerApi = {
  list: () => apiClient.get<PropertyManager[]>('/propertymanager').then((a) => asList<PropertyManager>(a) ?? []),
  async add(manager: PropertyManager): Promise<ServerOutcome<PropertyManager>> {
    return { list: asList(await apiClient.post('/propertymanager/add', { ...managerModel(manager), id: 0 }, { idempotent: true })) };
  },
  async update(changed: PropertyManager[]): Promise<ServerOutcome<PropertyManager>> {
    return { list: asList(await apiClient.put('/propertymanager/updaterange', changed.map(managerModel))) };
  },
};

export const documentApi = {
  list: (docType: DocTypeHeader) =>
    apiClient.get<PortalDocument[]>('/document', { headers: { docType } }).then((a) => asList<PortalDocument>(a) ?? []),
  // The add answers the new item only: the hook reloads the list.
  async add(document: PortalDocument): Promise<ServerOutcome<PortalDocument>> {
    return { list: asList(await apiClient.post('/document/add', { ...documentModel(document), id: 0 }, { idempotent: true })) };
  },
  async update(changed: PortalDocument[], docType: DocTypeHeader): Promise<ServerOutcome<PortalDocument>> {
    const answer = await apiClient.put('/document/updaterange', changed.map(documentModel), { headers: { docType } });
    return { list: asList(answer) };
  },
};

export const newsApi = {
  list: () => apiClient.get<NewsItem[]>('/news').then((a) => asList<NewsItem>(a) ?? []),
  async add(item: NewsItem): Promise<ServerOutcome<NewsItem>> {
    return { list: asList(await apiClient.post('/news/add', { ...newsModel(item), id: 0 }, { idempotent: true })) };
  },
  async update(changed: NewsItem[]): Promise<ServerOutcome<NewsItem>> {
    return { list: asList(await apiClient.put('/news/updaterange', changed.map(newsModel))) };
  },
};

export const faqApi = {
  list: () => apiClient.get<Faq[]>('/faq').then((a) => asList<Faq>(a) ?? []),
  async save(faq: Faq): Promise<ServerOutcome<Faq>> {
    const body = faqModel(faq);
    const answer = faq.id === 0 ? await apiClient.post('/faq/add', body, { idempotent: true }) : await apiClient.put('/faq/update', body);
    return { list: asList(answer) };
  },
};

export const userApi = {
  /** The users screen asks for owners only, the report for everybody (spec 7.2). */
  list: (ownersOnly: 'ownersOnly' | 'all') =>
    apiClient.get<Profile[]>('/profile/all', { headers: { ownersOnly } }).then((a) => asList<Profile>(a) ?? []),
  async update(changed: Profile[], userName: string | null): Promise<ServerOutcome<Profile>> {
    return { list: asList(await apiClient.put('/profile/updaterange', range(changed.map(profileModel), userName))) };
  },
};
