/**
 * Who may call what. The server enforces this table on every request (cms policies);
 * the browser uses it only to decide what to show.
 */
import type { Role } from './constants';

export type Audience = 'public' | 'authenticated' | 'ownerOrAdmin' | 'superUser' | 'admin';

export const isSuperUser = (roles: readonly string[]) => roles.includes('admin') || roles.includes('director');
export const isAdmin = (roles: readonly string[]) => roles.includes('admin');
export const canSeeMinutes = (roles: readonly string[]) => roles.includes('owner') || roles.includes('admin');

export function allows(audience: Audience, roles: readonly Role[] | null): boolean {
  if (audience === 'public') return true;
  if (roles === null) return false;
  switch (audience) {
    case 'authenticated':
      return true;
    case 'ownerOrAdmin':
      return canSeeMinutes(roles);
    case 'superUser':
      return isSuperUser(roles);
    case 'admin':
      return isAdmin(roles);
  }
}
