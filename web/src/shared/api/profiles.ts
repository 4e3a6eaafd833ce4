/**
 * The profile calls more than one feature makes (docs/requirements.md §7.2): the signed-in user's
 * own profile, its creation and update, and the list of everybody's (users screen, logins report).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Profile, ResidentStanding } from '@hearth/common';
import { apiClient } from './client';
import { queryKeys, type ProfileScope } from './query-keys';

/** The signed-in user's profile, or null before it was created (docs/api.md). */
export const fetchMyProfile = async (userId: number): Promise<Profile | null> =>
  (await apiClient.get<Profile | null>('/profile', { headers: { userId } })) ?? null;

export const myProfileQuery = (userId: number | null) =>
  queryOptions({
    queryKey: queryKeys.myProfile(userId),
    queryFn: () => fetchMyProfile(userId!),
    enabled: userId !== null,
  });

/**
 * What the signed-in person may do for which unit right now, and why not (GET /profile/standing,
 * docs/requirements.md §15): asked again on each screen that depends on it.
 */
export const standingQuery = (userId: number | null) =>
  queryOptions({
    queryKey: queryKeys.standing(userId),
    queryFn: () => apiClient.get<ResidentStanding>('/profile/standing'),
    enabled: userId !== null,
  });

export const addProfile = (profile: Omit<Profile, 'id' | 'registrationDate'>) =>
  apiClient.post<Profile>('/profile/add', { id: 0, ...profile, email: profile.email || undefined }, { idempotent: true });

export const updateProfile = (profile: Profile) => apiClient.put<Profile>('/profile/update', profile);

/** GET /profile/all: owners only on the users screen, everybody on the logins report. */
export const fetchProfiles = (scope: ProfileScope) => apiClient.get<Profile[]>('/profile/all', { headers: { ownersOnly: scope } });
