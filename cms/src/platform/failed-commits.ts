/**
 * Two gaps between the database driver and Strapi that turn a database fault into a wrong
 * answer or a dead process, closed through public events only (knex's `query-error`, Node's
 * `unhandledRejection`):
 *  - knex swallows a failed COMMIT of a transaction opened without a callback (the way
 *    strapi.db.transaction opens them): on a full SQLite disk the write was rolled back, yet
 *    the call went on as if stored. knex still reports the COMMIT's error as a `query-error`
 *    event: it is noted in the scope of the request or document call it belongs to, and that
 *    call fails with it (the error middleware answers 503: docs/requirements.md §8).
 *  - a query cut by the database going away can end as an unhandled rejection in a library,
 *    which stops Node. Those (and only those) are logged instead; anything else still stops it.
 */
import type { Core } from '@strapi/strapi';
import { isDatabaseUnavailable } from './http-errors';
import { scopedValue } from './call-scope';

type QueryErrorListener = (error: unknown, query: { sql?: unknown }) => void;
type Watched = { failed?: unknown };

const scopes = scopedValue<Watched>('the commit watch');
const isCommit = (sql: unknown) => typeof sql === 'string' && /^\s*COMMIT\b/i.test(sql);

/** Runs `work` and fails with the error of any COMMIT that failed under it (the first one). */
export async function failOnLostCommit<T>(work: () => Promise<T>): Promise<T> {
  const scope: Watched = {};
  const result = await scopes.run(scope, work);
  if (scope.failed !== undefined) throw scope.failed;
  return result;
}

/** register(): notes each failed COMMIT in its call's scope; document calls (API, panel, jobs) get their own. */
export function watchCommits(strapi: Core.Strapi): void {
  const onQueryError: QueryErrorListener = (error, query) => {
    if (!isCommit(query?.sql)) return;
    const scope = scopes.get();
    if (scope && scope.failed === undefined) scope.failed = error;
    if (!scope) strapi.log.error(`[database] a COMMIT failed outside any request or document call; its writes are lost: ${String(error)}`);
  };
  (strapi.db.connection as unknown as { on(event: 'query-error', listener: QueryErrorListener): void }).on('query-error', onQueryError);
  strapi.documents.use((_context, next) => failOnLostCommit(() => Promise.resolve(next())));
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
