/**
 * Who may act on which account through the Auth API: a caller acts on
 * their own account; the userId of a request names another account only for an admin.
 */
import { forbidden } from '../platform/http-errors';
import { isAdmin, isSuperUser, Messages, ROLES, SELF_SERVICE_ROLES } from '@hearth/common';
import type { PortalUser } from './accounts';

/** The account a request acts on: the caller's own unless an admin names another. */
export function targetAccount(caller: PortalUser, requested: number | undefined): number {
  if (requested === undefined || requested === caller.id) return caller.id;
  if (isAdmin(caller.roles)) return requested;
  throw forbidden(Messages.forbidden);
}

/**
 * Role changes. On one's own account, only tenant and propmgr are added (SELF_SERVICE_ROLES):
 * nobody gives themselves owner (minutes), director or admin; stepping down from a role is
 * allowed (the last admin stays, see the roles service). On another's account: an admin any
 * role, a director only the director role (board privileges).
 */
function assertMayChangeRoles(caller: PortalUser, targetId: number, roles: string[], mode: 'add' | 'remove'): void {
  const self = targetId === caller.id;
  const known = (role: string) => (ROLES as readonly string[]).includes(role);
  for (const role of roles) {
    if (!known(role)) continue; // refused by the roles service with an identity error
    const allowed = self
      ? mode === 'remove' || (SELF_SERVICE_ROLES as readonly string[]).includes(role)
      : isAdmin(caller.roles) || (role === 'director' && isSuperUser(caller.roles));
    if (!allowed) throw forbidden(Messages.forbidden);
  }
}

/** The caller's account: a director may change anyone's director role, nothing else of theirs. */
export function roleChangeTarget(caller: PortalUser, requested: number | undefined, roles: string[], mode: 'add' | 'remove'): number {
  const targetId = requested ?? caller.id;
  const onlyDirector = roles.length > 0 && roles.every((r) => r === 'director');
  if (targetId !== caller.id && !isAdmin(caller.roles) && !(onlyDirector && isSuperUser(caller.roles))) {
    throw forbidden(Messages.forbidden);
  }
  assertMayChangeRoles(caller, targetId, roles, mode);
  return targetId;
}
