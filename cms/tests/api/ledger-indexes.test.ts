/**
 * A unit's accounts are found by unit through an index (migration index-ledger-accounts-unit), so a
 * statement's opening balance reads the unit's own entries, not the association's: without it,
 * SQLite's planner started from the entries and read all of them for one unit (the ledger bench,
 * bench/README.md "Ledger at association scale").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/platform/raw-sql';
import { startPortal, type TestPortal } from '../support/portal';

const INDEX = 'hearth_ledger_accounts_unit_idx';
/** The shape of a unit's balance (statements' opening balance): its accounts, their entries, the entries' transactions. */
const UNIT_BALANCE = `SELECT SUM(e.amount_cents) AS total FROM hearth_ledger_entries AS e
  JOIN hearth_ledger_accounts AS a ON a.id = e.account_id
  JOIN hearth_ledger_transactions AS t ON t.id = e.transaction_id
  WHERE a.unit_id = 1 AND a.kind IN ('receivable', 'credit') AND t.posted_on < '2026-11-01'`;

describe("the ledger accounts' unit index", () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal?.stop());

  const knex = () => portal.strapi.db.connection;
  const postgres = () => portal.strapi.db.dialect.client === 'postgres';

  it('exists after a start', async () => {
    const names = postgres()
      ? rowsOf(await knex().raw('SELECT indexname AS name FROM pg_indexes WHERE tablename = ?', ['hearth_ledger_accounts']))
      : rowsOf(await knex().raw("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?", ['hearth_ledger_accounts']));
    expect(names.map((row) => (row as { name: string }).name)).toContain(INDEX);
  });

  it("is what a unit's balance starts from", async () => {
    const plan = postgres()
      ? // A test database is small, where a scan is cheaper: the planner is told to avoid one, so it shows the index it can use.
        await knex().transaction(async (trx) => {
          await trx.raw('SET LOCAL enable_seqscan = off');
          return rowsOf(await trx.raw('EXPLAIN SELECT id FROM hearth_ledger_accounts WHERE unit_id = 1'));
        })
      : rowsOf(await knex().raw(`EXPLAIN QUERY PLAN ${UNIT_BALANCE}`));
    expect(JSON.stringify(plan)).toContain(INDEX);
    if (!postgres()) expect(JSON.stringify(plan)).not.toContain('SCAN e');
  });
});
