/**
 * The signed-in user's profile (GET /api/profile with header userId) and, on the home screen,
 * its creation from the identity claims when missing (spec 4).
 */
import { useQuery } from '@tanstack/react-query';
import { parseAddress, REGISTRATION_TYPES, type Profile, type RegistrationType } from '@hearth/common';
import { apiClient, isApiError } from '../api';
import type { AuthProfile } from '../auth';

export const myProfileKey = (userId: number | null) => ['profile', 'mine', userId] as const;

/** Null when the server has no profile for this account (404 or an empty answer). */
export async function fetchMyProfile(userId: number): Promise<Profile | null> {
  try {
    const profile = await apiClient.get<Profile | null>('/profile', { headers: { userId } });
    return profile && typeof profile === 'object' && 'id' in profile ? profile : null;
  } catch (e) {
    if (isApiError(e) && e.status === 404) return null;
    throw e;
  }
}

export function useMyProfile(userId: number | null) {
  return useQuery({
    queryKey: myProfileKey(userId),
    queryFn: () => fetchMyProfile(userId!),
    enabled: userId !== null,
  });
}

/** Spec 4: the profile built from the claims; userType is the role that is a registration type. */
export function profileFromClaims(claims: AuthProfile, userId: number): Omit<Profile, 'id' | 'registrationDate'> {
  const address = parseAddress(typeof claims.address === 'string' ? claims.address : JSON.stringify(claims.address ?? null));
  const roles = Array.isArray(claims.role) ? claims.role : claims.role ? [claims.role] : [];
  const userType = (roles.find((r) => (REGISTRATION_TYPES as readonly string[]).includes(r)) ?? null) as RegistrationType | null;
  return {
    userId,
    userName: claims.preferred_username ?? '',
    firstName: claims.given_name ?? '',
    lastName: claims.family_name ?? '',
    unitNumber: address?.unit_number ?? '',
    streetName: address?.street_name ?? '',
    email: claims.email ?? '',
    userType,
    authenticated: false,
  };
}

/** Creates the profile if the account has none; returns the profile either way. */
export async function ensureMyProfile(claims: AuthProfile, userId: number): Promise<Profile> {
  const existing = await fetchMyProfile(userId);
  if (existing) return existing;
  return apiClient.post<Profile>('/profile/add', { id: 0, ...profileFromClaims(claims, userId) });
}
