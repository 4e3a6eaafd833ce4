/**
 * Who may act on which account through the Auth API (issue 3, item 5): a caller acts on
 * their own account; the userId of a request names another account only for an admin.
 */
import { errors } from '@strapi/utils';
import { isAdmin, isSuperUser, Messages, REGISTRATION_TYPES } from '@hearth/common';
import type { PortalUser } from '../api/account/services/accounts';

/** The account a request acts on: the caller's own unless an admin names another. */
export function targetAccount(caller: PortalUser, requested: number | undefined): number {
  if (requested === undefined || requested === caller.id) return caller.id;
  if (isAdmin(caller.roles)) return requested;
  throw new errors.ForbiddenError(Messages.forbidden);
}

/**
 * Role changes: admin needs admin; director needs admin or director; the registration
 * types (owner, tenant, propmgr) the account holder may change on their own account
 * (the profile's type of registration), an admin on anyone's.
 */
export function assertMayChangeRoles(caller: PortalUser, targetId: number, roles: string[]): void {
  const self = targetId === caller.id;
  for (const role of roles) {
    const allowed =
      role === 'admin'
        ? isAdmin(caller.roles)
        : role === 'director'
          ? isSuperUser(caller.roles)
          : (REGISTRATION_TYPES as readonly string[]).includes(role)
            ? self || isAdmin(caller.roles)
            : true; // unknown names are refused by the roles service with an identity error
    if (!allowed) throw new errors.ForbiddenError(Messages.forbidden);
  }
}

/** The caller's account: a director may change anyone's director role, nothing else of theirs. */
export function roleChangeTarget(caller: PortalUser, requested: number | undefined, roles: string[]): number {
  const targetId = requested ?? caller.id;
  const onlyDirector = roles.length > 0 && roles.every((r) => r === 'director');
  if (targetId !== caller.id && !isAdmin(caller.roles) && !(onlyDirector && isSuperUser(caller.roles))) {
    throw new errors.ForbiddenError(Messages.forbidden);
  }
  assertMayChangeRoles(caller, targetId, roles);
  return targetId;
}
