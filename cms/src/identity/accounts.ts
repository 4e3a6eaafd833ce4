/**
 * Reading portal accounts (users-permissions users) and their portal roles.
 * Roles are read from the database on every request so a revoked director or a
 * blocked account loses access at once, not when the token expires.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ROLES, isSuperUser, type Role } from '@hearth/common';
import { compiledOnce, rowsOf } from '../platform/raw-sql';
import type { PortalUser } from '../platform/request';
import { mailableAccounts } from './account-reads';
import { OIDC_TABLE } from './oidc-adapter';

export const USER_UID = 'plugin::users-permissions.user';

/** The caller as the portal's auth strategy puts it on the request (declared with the request helpers). */
export type { PortalUser } from '../platform/request';

/** The identity provider's grant behind an access token, as read with its account: gone, or ending at `expiresAt` (seconds; null: no end). */
export type GrantState = { found: false } | { found: true; expiresAt: number | null };

/** An account row as selected (column values as the driver gives them); the token check adds its grant's columns. */
interface AccountRow {
  id: number | string;
  documentId: string;
  username: string;
  email: string;
  confirmed: unknown;
  blocked: unknown;
  portalRoles: unknown;
  tokensValidAfter: unknown;
  grantId?: string | null;
  grantExpiresAt?: number | string | null;
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

const portalUser = (row: AccountRow): PortalUser => ({
  id: Number(row.id),
  documentId: row.documentId,
  username: row.username,
  email: row.email,
  confirmed: Boolean(row.confirmed),
  blocked: Boolean(row.blocked),
  roles: normaliseRoles(jsonColumn(row.portalRoles)),
  tokensValidAfter: Number(row.tokensValidAfter) || 0,
});

/**
 * The addresses of directors and administrators who can be written to (mailableAccounts: confirmed,
 * not blocked, address verified), one entry per address (those who decide bookings, docs/requirements.md, "Amenity bookings").
 */
export async function superUserAddresses(knex: Knex): Promise<{ userId: number; email: string }[]> {
  const rows = (await mailableAccounts(knex).orderBy('id')) as { id: number; email: string; portal_roles: unknown }[];
  const roles = (value: unknown) => normaliseRoles(typeof value === 'string' ? JSON.parse(value) : value);
  const byEmail = new Map<string, number>();
  for (const row of rows) if (isSuperUser(roles(row.portal_roles)) && !byEmail.has(row.email)) byEmail.set(row.email, Number(row.id));
  return [...byEmail].map(([email, userId]) => ({ email, userId }));
}

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

  // Bindings: the kind 'Grant', the grant id (null: none), the account id.
  const tokenCheckSql = compiledOnce((knex) => {
    const { table, select } = accountColumns();
    const columns = Object.fromEntries(Object.entries(select).map(([name, column]) => [name, `${table}.${column}`]));
    return knex(table)
      .leftJoin(`${OIDC_TABLE} as token_grant`, (on) =>
        on.on('token_grant.kind', knex.raw('?', ['Grant'])).andOn('token_grant.id', knex.raw('?', [null])),
      )
      .where(`${table}.${select.id}`, 0)
      .select({ ...columns, grantId: 'token_grant.id', grantExpiresAt: 'token_grant.expires_at' });
  });

  return {
    /** One primary-key read without the query engine's per-call work. */
    async findById(id: number): Promise<PortalUser | null> {
      if (!Number.isSafeInteger(id)) return null;
      const { table, select } = accountColumns();
      const row = (await strapi.db.connection(table).where(select.id, id).first(select)) as AccountRow | undefined;
      return row ? portalUser(row) : null;
    },

    /**
     * The account of an access token and the token's grant, in one statement: the check every
     * signed-in request makes (auth-strategy.ts), so it is one database round trip, built once.
     */
    async findForAccessToken(id: number, grantId: string | undefined): Promise<{ account: PortalUser; grant: GrantState } | null> {
      if (!Number.isSafeInteger(id)) return null;
      const knex = strapi.db.connection;
      const [row] = rowsOf<AccountRow>(await knex.raw(tokenCheckSql(knex), ['Grant', grantId ?? null, id]));
      if (!row) return null;
      const grant: GrantState =
        row.grantId === null || row.grantId === undefined
          ? { found: false }
          : { found: true, expiresAt: row.grantExpiresAt === null || row.grantExpiresAt === undefined ? null : Number(row.grantExpiresAt) };
      return { account: portalUser(row), grant };
    },
  };
};
