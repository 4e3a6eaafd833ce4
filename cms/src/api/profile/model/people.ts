/**
 * The profile module's reads for other modules' SQL (docs/architecture.md, "Storage"): `profiles` is
 * this module's content type, so only this file and the module's services name its table. Other
 * modules compose these subqueries into their own queries, or read through `strapi.db.query(UID.profile)`.
 */
import type { Knex } from 'knex';
import type { RegistrationType } from '@hearth/common';

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

/** The languages the live profiles of these accounts chose (column `language`, null: none), for the mail written to them. */
export const chosenLanguages = (knex: Knex, userIds: readonly number[]): Knex.QueryBuilder =>
  knex(PROFILES)
    .whereNull('removed_at')
    .whereIn('user_id', [...userIds])
    .select('user_id', 'language');

/**
 * The id of one profile — this account's (removed ones too), or the one with this user name — as a
 * subquery for the caller's own SQL: a scalar in a VALUES list or a comparison, or a table in FROM.
 */
export const profileIdOf = (knex: Knex, who: { userId: number } | { userName: string }): Knex.QueryBuilder =>
  'userId' in who ? knex(PROFILES).select('id').where('user_id', who.userId) : knex(PROFILES).select('id').where('user_name', who.userName);

/** The columns a list of people shows (plain SQL: the drivers answer the id as a number or a string). */
export interface ListedProfile {
  id: number | string;
  user_name: string;
  first_name: string | null;
  last_name: string | null;
  user_type: RegistrationType | null;
  unit_number: string | null;
  removed_at: unknown;
}

/**
 * The profiles (removed ones too), or only this one, that the caller's probe keeps: `probe(profileId)`
 * is a query on the caller's own tables correlated on the profile's id, and a profile is kept when
 * it has a row (WHERE EXISTS). Count it, or list it with `inLastNameOrder`.
 */
export function profilesWith(knex: Knex, probe: (profileId: Knex.Raw) => Knex.QueryBuilder, onlyId?: number): Knex.QueryBuilder {
  const query = knex({ p: PROFILES });
  if (onlyId !== undefined) query.where('p.id', onlyId);
  return query.whereExists(probe(knex.ref('p.id')));
}

/**
 * A `profilesWith` query as `ListedProfile` rows in last-name order, walked on profiles_last_name_idx
 * (the id last, so pages are stable): the caller adds its paging.
 */
export const inLastNameOrder = (query: Knex.QueryBuilder): Knex.QueryBuilder =>
  query
    .select('p.id', 'p.user_name', 'p.first_name', 'p.last_name', 'p.user_type', 'p.unit_number', 'p.removed_at')
    .orderBy([{ column: 'p.last_name' }, { column: 'p.first_name' }, { column: 'p.id' }]);
