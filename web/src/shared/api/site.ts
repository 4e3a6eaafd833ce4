/** The site settings and the page-visit log: calls of the app frame, not of one feature. */
import { queryOptions } from '@tanstack/react-query';
import type { Locale, LogPageResult, PropertyManager, SiteSettings } from '@hearth/common';
import { apiClient } from './client';
import { queryKeys } from './query-keys';

export const settingsQuery = () =>
  queryOptions({ queryKey: queryKeys.settings(), queryFn: () => apiClient.get<SiteSettings>('/settings') });

/** The active property managers: the contacts page, and the after-hours phone of an emergency request. */
export const currentManagersQuery = (locale?: Locale) =>
  queryOptions({
    queryKey: queryKeys.currentManagers(locale),
    // A name without a translation comes in English, marked (docs/api.md).
    queryFn: () => apiClient.get<PropertyManager[]>('/propertymanager/current', locale ? { headers: { 'Accept-Language': locale } } : {}),
  });

/** POST /profile/recordlogin: the login record of this browser tab. */
export const recordLogin = (userId: number) =>
  apiClient.post<{ id: number; profileId: number; loginDateTime: string }>('/profile/recordlogin', { userId });

/** POST /profile/logpage: one visit of a screen, under a login record or the visitor profile. */
export const logPage = (loginId: number | null, pageName: string, username: string | null) =>
  apiClient.post<LogPageResult>('/profile/logpage', { model: { id: 0, loginId, pageName }, username });
