/**
 * The signed-in user's profile (GET /api/profile with header userId) and, on the home screen,
 * its creation from the identity claims when missing (docs/requirements.md, "States and transitions").
 */
import { useQuery } from '@tanstack/react-query';
import { REGISTRATION_TYPES, type Profile, type RegistrationType } from '@hearth/common';
import { addProfile, fetchMyProfile, myProfileQuery } from '../api';
import type { AuthProfile } from '../auth/auth-context';

/**
 * The address claim: JSON text (or an object) with unit_number and street_name. Read here rather than
 * with @hearth/common's parseAddress, whose module brings zod into the home page's first load.
 */
function addressFromClaim(claim: unknown): { unit_number: string; street_name: string } | null {
  let value = claim;
  if (typeof claim === 'string') {
    try {
      value = JSON.parse(claim);
    } catch {
      return null;
    }
  }
  const a = value as { unit_number?: unknown; street_name?: unknown; formatted?: unknown } | null;
  if (a && typeof a === 'object' && typeof a.unit_number === 'string' && typeof a.street_name === 'string') {
    return { unit_number: a.unit_number, street_name: a.street_name };
  }
  // The standard OIDC address claim carries the JSON text in `formatted`.
  return a && typeof a === 'object' && typeof a.formatted === 'string' ? addressFromClaim(a.formatted) : null;
}

export function useMyProfile(userId: number | null) {
  return useQuery(myProfileQuery(userId));
}

/** docs/requirements.md, "States and transitions": the profile built from the claims; userType is the role that is a registration type. */
function profileFromClaims(claims: AuthProfile, userId: number): Omit<Profile, 'id' | 'registrationDate'> {
  const address = addressFromClaim(claims.address);
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

/** The claims hold everything a profile needs (names, address, a registration type). */
const complete = (p: ReturnType<typeof profileFromClaims>) =>
  Boolean(p.userType && p.firstName && p.lastName && p.unitNumber && p.streetName);

/**
 * Creates the profile if the account has none; returns the profile, or null when the claims are
 * too incomplete to build one (e.g. an administrator account without a registration type).
 */
export async function ensureMyProfile(claims: AuthProfile, userId: number): Promise<Profile | null> {
  const existing = await fetchMyProfile(userId);
  if (existing) return existing;
  const fromClaims = profileFromClaims(claims, userId);
  if (!complete(fromClaims)) return null;
  return addProfile(fromClaims);
}
