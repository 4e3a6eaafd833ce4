/**
 * Who may call what. The server enforces this table on every request (cms policies);
 * the browser uses it only to decide what to show.
 */
import type { Role } from './constants';

export type Audience = 'public' | 'authenticated' | 'superUser' | 'admin';

export const isSuperUser = (roles: readonly string[]) => roles.includes('admin') || roles.includes('director');
export const isAdmin = (roles: readonly string[]) => roles.includes('admin');

/**
 * Board minutes: administrators, and owners whom the association has verified (the profile's
 * authenticated flag, set by an administrator). Declaring oneself an owner is not enough.
 */
export const canSeeMinutes = (roles: readonly string[], ownerVerified: boolean) =>
  roles.includes('admin') || (roles.includes('owner') && ownerVerified);

/**
 * Someone who waits for the association to verify them (the users screen lists them first): an
 * owner not yet verified, or anyone whose own profile change withdrew their verification.
 */
export const awaitsVerification = (profile: { userType: string | null; authenticated: boolean; verificationWithdrawn?: boolean }) =>
  !profile.authenticated && (profile.userType === 'owner' || Boolean(profile.verificationWithdrawn));

/**
 * Service-request staff (docs/requirements.md §18): directors, administrators, and
 * property-manager accounts the association has verified (profile type propmgr, authenticated flag).
 */
export const isRequestStaff = (roles: readonly string[], profile: { userType: string | null; authenticated: boolean } | null) =>
  isSuperUser(roles) || (profile?.userType === 'propmgr' && profile.authenticated);

/** The roles residents may give or take on their own account: never owner, director or admin. */
export const SELF_SERVICE_ROLES: readonly Role[] = ['tenant', 'propmgr'];

export function allows(audience: Audience, roles: readonly Role[] | null): boolean {
  if (audience === 'public') return true;
  if (roles === null) return false;
  switch (audience) {
    case 'authenticated':
      return true;
    case 'superUser':
      return isSuperUser(roles);
    case 'admin':
      return isAdmin(roles);
  }
}
