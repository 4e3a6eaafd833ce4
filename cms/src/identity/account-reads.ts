/**
 * The identity module's reads for other modules' SQL (docs/architecture.md, "Storage"): `up_users` is
 * the users-permissions content type this module owns, so only its files name the table. Other
 * modules compose these subqueries into their own queries (`knex.from(mailableAccounts(knex).as('u'))`),
 * which stay one statement: both databases fold a plain subquery into the query around it.
 */
import type { Knex } from 'knex';

const ACCOUNTS = 'up_users';

/**
 * The accounts that may be mailed: confirmed, not blocked, address verified, an address present.
 * Columns: `id`, `email`, `portal_roles` (JSON, as the driver gives it).
 */
export const mailableAccounts = (knex: Knex): Knex.QueryBuilder =>
  knex(ACCOUNTS)
    .where('confirmed', true)
    .andWhere((q) => q.where('blocked', false).orWhereNull('blocked'))
    .andWhere((q) => q.where('email_unverified', false).orWhereNull('email_unverified'))
    .whereNotNull('email')
    .select('id', 'email', 'portal_roles');

/** Every account with its portal roles. Columns: `id`, `portal_roles` (JSON, as the driver gives it). */
export const accountRoles = (knex: Knex): Knex.QueryBuilder => knex(ACCOUNTS).select('id', 'portal_roles');

/** The address an account has now; null when it has none or is gone. */
export async function accountEmailOf(knex: Knex, userId: number): Promise<string | null> {
  const row = (await knex(ACCOUNTS).where({ id: userId }).first('email')) as { email?: string | null } | undefined;
  return row?.email ?? null;
}
