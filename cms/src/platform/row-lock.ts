/**
 * One row locked for the rest of a transaction, so a read-then-write in it sees no other writer in
 * between (docs/requirements.md §17 quotas, §18 status changes). A no-op UPDATE rather than
 * SELECT … FOR UPDATE: on PostgreSQL it takes the same row lock; on SQLite (no FOR UPDATE) it takes
 * the database's write lock with the transaction's first statement, so a second process waits on
 * busy_timeout instead of failing when its read snapshot would have to become a write.
 */
import type { Knex } from 'knex';

/**
 * Locks the row of `table` with this id (narrowed further by `extra`, if given); false when no such row, so the
 * caller says why (not found, archived).
 */
export async function lockRow(trx: Knex, table: string, id: number, extra?: (query: Knex.QueryBuilder) => void): Promise<boolean> {
  const query = trx(table).where({ id });
  extra?.(query);
  return (await query.update({ updated_at: trx.ref('updated_at') })) > 0;
}

/** Locks the rows of `table` with these ids in one statement (a batch's units, say); how many were found. */
export async function lockRows(trx: Knex, table: string, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  return trx(table)
    .whereIn('id', ids)
    .update({ updated_at: trx.ref('updated_at') });
}
