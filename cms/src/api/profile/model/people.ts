/**
 * The profile module's reads for other modules' SQL (docs/architecture.md, "Storage"): `profiles` is
 * this module's content type, so only this file and the module's services name its table. Other
 * modules compose these subqueries into their own queries, or read through `strapi.db.query(UID.profile)`.
 */
import type { Knex } from 'knex';

const PROFILES = 'profiles';

/** The account ids that have a profile (removed ones too: an account that ever signed in). */
export const accountsWithProfile = (knex: Knex): Knex.QueryBuilder => knex(PROFILES).whereNotNull('user_id').select('user_id');

/** The account ids whose profile's "first last" contains this LIKE pattern, in any case (the pattern is lower case, `\` its escape). */
export const accountsNamedLike = (knex: Knex, pattern: string): Knex.QueryBuilder =>
  knex(PROFILES)
    .select('user_id')
    .whereNotNull('user_id')
    .whereRaw(`LOWER(COALESCE(first_name, '') || ' ' || COALESCE(last_name, '')) LIKE ? ESCAPE '\\'`, [pattern]);

/** The names each of these accounts keeps on its profile, by account id. */
export async function profileNamesOf(
  knex: Knex,
  userIds: readonly number[],
): Promise<Map<number, { first_name: string | null; last_name: string | null }>> {
  const rows = (await knex(PROFILES).whereIn('user_id', userIds).select('user_id', 'first_name', 'last_name')) as {
    user_id: number;
    first_name: string | null;
    last_name: string | null;
  }[];
  return new Map(rows.map((p) => [Number(p.user_id), p]));
}

/**
 * The live profiles (not removed), one row each, for a join on the account: `.leftJoin(liveProfiles(knex).as('pr'),
 * 'pr.user_id', 'u.id')`. Columns: `id`, `user_id`, `authenticated`, `user_type`.
 */
export const liveProfiles = (knex: Knex): Knex.QueryBuilder =>
  knex(PROFILES).whereNull('removed_at').select('id', 'user_id', 'authenticated', 'user_type');
