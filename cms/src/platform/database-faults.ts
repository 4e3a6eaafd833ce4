/**
 * Two gaps between the database driver and Strapi that turn a database fault into a wrong
 * answer or a dead process:
 *  - knex swallows a failed COMMIT of a transaction opened without a callback (the way
 *    strapi.db.transaction opens them): on a full SQLite disk the write was rolled back, yet
 *    the call went on as if stored. Each commit is now checked, so the call fails (503).
 *  - a query cut by the database going away can end as an unhandled rejection in a library,
 *    which stops Node. Those (and only those) are logged instead; anything else still stops it.
 */
import type { Core } from '@strapi/strapi';
import { isDatabaseUnavailable } from './http-errors';

type Transaction = { commit(value?: unknown): Promise<unknown>; executionPromise?: Promise<unknown> };
type KnexClient = { transaction(container: (trx: Transaction) => unknown, config?: unknown, outerTx?: unknown): unknown };

export function checkCommits(strapi: Core.Strapi): void {
  // The knex instance's own methods are read-only: its client's transaction() is where each
  // transaction object is handed out.
  const client = (strapi.db.connection as unknown as { client: KnexClient }).client;
  const transaction = client.transaction.bind(client);
  client.transaction = (container, config, outerTx) =>
    transaction(
      (trx: Transaction) => {
        const commit = trx.commit.bind(trx);
        trx.commit = async (value?: unknown) => {
          const answer = await commit(value);
          await trx.executionPromise; // rejects with the COMMIT's error
          return answer;
        };
        return container(trx);
      },
      config,
      outerTx,
    );
}

let installed = false;
export function surviveDatabaseOutages(strapi: Core.Strapi): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    strapi.log.warn(
      `[database] a query failed while the database was away (no request waited on it): ${reason instanceof Error ? reason.message : reason}`,
    );
  });
}
