/**
 * What identity reads of the profiles table: the profile module owns it and sits above identity (it
 * reads accounts), so the profile module's readers are given here at registration (app/register.ts)
 * instead of imported.
 */
import type { Knex } from 'knex';

export interface ProfileReads {
  /** The account ids that have a profile, as a subquery. */
  accountsWithProfile(knex: Knex): Knex.QueryBuilder;
  /** The names each of these accounts keeps on its profile, by account id. */
  profileNamesOf(knex: Knex, userIds: readonly number[]): Promise<Map<number, { first_name: string | null; last_name: string | null }>>;
}

let given: ProfileReads | null = null;

export function provideProfileReads(reads: ProfileReads): void {
  given = reads;
}

export function profileReads(): ProfileReads {
  if (!given) throw new Error('The profile readers were not given at registration (app/register.ts).');
  return given;
}
