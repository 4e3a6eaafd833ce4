/**
 * The indexes Strapi's schema cannot declare (cms/src/platform/indexes.ts) exist after a start, and the
 * caller's lookups use them: a profile by its account or user name, a unit's members, a profile's
 * places on the roster. A schema's `unique` is only checked by Strapi, so without them each of these
 * reads the whole table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/platform/raw-sql';
import { startPortal, type TestPortal } from '../support/portal';

const LOOKUPS: { index: string; table: string; query: string }[] = [
  { index: 'profiles_user_id_idx', table: 'profiles', query: 'SELECT id FROM profiles WHERE user_id = 1' },
  { index: 'profiles_user_name_idx', table: 'profiles', query: "SELECT id FROM profiles WHERE user_name = 'someone'" },
  {
    index: 'unit_members_profile_idx',
    table: 'unit_members',
    query: "SELECT unit_id FROM unit_members WHERE profile_id = 1 AND relation = 'owner'",
  },
  { index: 'unit_members_unit_idx', table: 'unit_members', query: 'SELECT id FROM unit_members WHERE unit_id = 1' },
];

describe('the lookup indexes', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal?.stop());

  const knex = () => portal.strapi.db.connection;
  const postgres = () => portal.strapi.db.dialect.client === 'postgres';

  it('exist after a start', async () => {
    for (const { index, table } of LOOKUPS) {
      const names = postgres()
        ? rowsOf(await knex().raw('SELECT indexname AS name FROM pg_indexes WHERE tablename = ?', [table]))
        : rowsOf(await knex().raw("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?", [table]));
      expect(names.map((row) => (row as { name: string }).name)).toContain(index);
    }
  });

  it('are the ones the lookups take', async () => {
    for (const { index, query } of LOOKUPS) {
      const plan = postgres()
        ? // A test database is small, where a scan is cheaper: the planner is told to avoid one, so it shows the index it can use.
          await knex().transaction(async (trx) => {
            await trx.raw('SET LOCAL enable_seqscan = off');
            return rowsOf(await trx.raw(`EXPLAIN ${query}`));
          })
        : rowsOf(await knex().raw(`EXPLAIN QUERY PLAN ${query}`));
      expect(JSON.stringify(plan)).toContain(index);
    }
  });
});
