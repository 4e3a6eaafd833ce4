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

/** A JSON column as stored: parsed already (PostgreSQL) or as text (SQLite). */
const jsonColumn = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  // Column names as Strapi maps them, read once: every signed-in request reads this row.
  let columns: { table: string; select: Record<string, string> } | undefined;
  const accountColumns = () => {
    if (columns) return columns;
    const meta = strapi.db.metadata.get(USER_UID);
    const column = (attribute: string) => (meta.attributes[attribute] as { columnName?: string }).columnName ?? attribute;
    const names = ['id', 'documentId', 'username', 'email', 'confirmed', 'blocked', 'portalRoles', 'tokensValidAfter'];
    return (columns = { table: meta.tableName, select: Object.fromEntries(names.map((n) => [n, column(n)])) });
  };

  return {
    /** One primary-key read without the query engine's per-call work (the token check of every signed-in request). */
    async findById(id: number): Promise<PortalUser | null> {
      if (!Number.isSafeInteger(id)) return null;
      const { table, select } = accountColumns();
      const user = await strapi.db.connection(table).where(select.id, id).first(select);
      if (!user) return null;
      return {
        id: Number(user.id),
        documentId: user.documentId,
        username: user.username,
        email: user.email,
        confirmed: Boolean(user.confirmed),
        blocked: Boolean(user.blocked),
        roles: normaliseRoles(jsonColumn(user.portalRoles)),
        tokensValidAfter: Number(user.tokensValidAfter) || 0,
      };
    },
  };
};
