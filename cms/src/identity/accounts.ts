/**
 * Reading portal accounts (users-permissions users) and their portal roles.
 * Roles are read from the database on every request so a revoked director or a
 * blocked account loses access at once, not when the token expires.
 */
import type { Core } from '@strapi/strapi';
import { ROLES, type Role } from '@hearth/common';

export const USER_UID = 'plugin::users-permissions.user';

export interface PortalUser {
  id: number;
  documentId: string;
  username: string;
  email: string;
  confirmed: boolean;
  blocked: boolean;
  roles: Role[];
  /** Access tokens issued before this time (seconds) are refused: set when the password changes. */
  tokensValidAfter: number;
}

export const normaliseRoles = (value: unknown): Role[] =>
  Array.isArray(value) ? (value.filter((r) => (ROLES as readonly string[]).includes(r)) as Role[]) : [];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async findById(id: number): Promise<PortalUser | null> {
    const user = await strapi.db.query(USER_UID).findOne({ where: { id } });
    if (!user) return null;
    return {
      id: user.id,
      documentId: user.documentId,
      username: user.username,
      email: user.email,
      confirmed: Boolean(user.confirmed),
      blocked: Boolean(user.blocked),
      roles: normaliseRoles(user.portalRoles),
      tokensValidAfter: Number(user.tokensValidAfter) || 0,
    };
  },
});
