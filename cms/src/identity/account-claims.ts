/**
 * What the ID token (and userinfo) say about an account: sub, preferred_username,
 * given_name, family_name, email, email_verified, address (JSON text with unit_number and
 * street_name, docs/requirements.md, "Data"; names and address from the current profile) and role (the
 * portal roles, a list). Read fresh on every use, so a blocked account gets no new tokens, a revoked
 * role is gone and a changed name is shown at the next renewal.
 */
import type { Core } from '@strapi/strapi';
import { normaliseRoles, USER_UID } from './accounts';
import { serviceOf, type Provides } from '../platform/services';

/** What identity asks of the roster (the unit module, which sits above identity): a live profile's facts. */
interface LiveProfiles {
  liveProfileOf(userId: number, select: readonly string[]): Promise<Record<string, unknown> | null>;
}

export interface StoredClaim {
  type: string;
  value: string;
}

export const storedClaims = (value: unknown): StoredClaim[] =>
  Array.isArray(value) ? value.filter((c) => c && typeof c.type === 'string' && typeof c.value === 'string') : [];

/** The last value of a claim type wins when several were stored. */
const claimValue = (claims: StoredClaim[], type: string) => [...claims].reverse().find((c) => c.type === type)?.value;

export async function standardClaims(strapi: Core.Strapi, id: number): Promise<Record<string, unknown> | null> {
  const user = await strapi.db
    .query(USER_UID)
    .findOne({ where: { id }, select: ['id', 'username', 'email', 'confirmed', 'emailUnverified', 'blocked', 'portalRoles', 'claims'] });
  if (!user || user.blocked) return null;
  const claims = storedClaims(user.claims);
  const result: Record<string, unknown> = {
    sub: String(user.id),
    preferred_username: user.username,
    email: user.email,
    email_verified: Boolean(user.confirmed) && !user.emailUnverified,
    role: normaliseRoles(user.portalRoles),
  };
  for (const type of ['given_name', 'family_name', 'address']) {
    const value = claimValue(claims, type);
    if (value !== undefined) result[type] = value;
  }
  return { ...result, ...(await profileClaims(strapi, id)) };
}

/**
 * Names and address as the profile says now: the profile is where residents change them
 * (docs/requirements.md, "Public and account screens"), so the header's greeting follows a change at the next token. The
 * claims stored at registration only stand in until the profile exists.
 */
async function profileClaims(strapi: Core.Strapi, userId: number): Promise<Record<string, string>> {
  const profile = await serviceOf<Provides<LiveProfiles>>(strapi, 'api::unit.roster').liveProfileOf(userId, [
    'firstName',
    'lastName',
    'unitNumber',
    'streetName',
  ]);
  if (!profile) return {};
  return {
    given_name: profile.firstName as string,
    family_name: profile.lastName as string,
    address: JSON.stringify({ unit_number: profile.unitNumber, street_name: profile.streetName }),
  };
}

/** oidc-provider's findAccount answer. */
export async function accountClaims(strapi: Core.Strapi, sub: string) {
  const id = Number(sub);
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const claims = await standardClaims(strapi, id);
  if (!claims) return undefined;
  return {
    accountId: sub,
    async claims() {
      return (await standardClaims(strapi, id)) ?? { sub };
    },
  };
}
