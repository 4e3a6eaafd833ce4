/**
 * The identity side's own tables (not content types: nobody edits them in the admin panel).
 * Created with knex on first use; concurrent first starts of several processes are tolerated.
 */
import type { Knex } from 'knex';
import { sharedResult } from '../platform/http-errors';

/** Per database connection: a test may run two portals on two databases in one process. */
const ready = new WeakMap<Knex, Map<string, Promise<void>>>();

export function ensureTable(knex: Knex, name: string, build: (table: Knex.CreateTableBuilder) => void): Promise<void> {
  const key = name;
  if (!ready.has(knex)) ready.set(knex, new Map());
  const tables = ready.get(knex)!;
  let pending = tables.get(key);
  if (!pending) {
    pending = (async () => {
      if (await knex.schema.hasTable(name)) return;
      await knex.schema.createTable(name, build).catch(async (error) => {
        // Another process created it first.
        if (!(await knex.schema.hasTable(name))) throw error;
      });
    })();
    pending.catch(() => tables.delete(key));
    tables.set(key, pending);
  }
  return sharedResult(pending);
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
