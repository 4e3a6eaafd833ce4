/**
 * The profile calls more than one feature makes (docs/requirements.md §7.2): the signed-in user's
 * own profile, its creation and update, and the list of everybody's (users screen, logins report).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@hearth/common';
import { isApiError } from './api-error';
import { apiClient } from './client';
import { queryKeys, type ProfileScope } from './query-keys';

/** Null when the server has no profile for this account (404). */
export async function fetchMyProfile(userId: number): Promise<Profile | null> {
  try {
    return await apiClient.get<Profile>('/profile', { headers: { userId } });
  } catch (e) {
    if (isApiError(e) && e.status === 404) return null;
    throw e;
  }
}

export const myProfileQuery = (userId: number | null) =>
  queryOptions({
    queryKey: queryKeys.myProfile(userId),
    queryFn: () => fetchMyProfile(userId!),
    enabled: userId !== null,
  });

export const addProfile = (profile: Omit<Profile, 'id' | 'registrationDate'>) =>
  apiClient.post<Profile>('/profile/add', { id: 0, ...profile, email: profile.email || undefined }, { idempotent: true });

export const updateProfile = (profile: Profile) => apiClient.put<Profile>('/profile/update', profile);

/** GET /profile/all: owners only on the users screen, everybody on the logins report. */
export const fetchProfiles = (scope: ProfileScope) => apiClient.get<Profile[]>('/profile/all', { headers: { ownersOnly: scope } });
