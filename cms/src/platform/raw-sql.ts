/**
 * Raw statements through knex, for the hot paths (one statement per page visit, per rate-limit
 * try, per signed-in request) and what the query builder cannot say (upserts with RETURNING).
 */
import type { Knex } from 'knex';

/** Whether knex speaks to PostgreSQL (else SQLite, the portal's other database): for SQL only one of them says. */
export const isPostgres = (knex: Knex) => /^(pg|postgres)/.test(String(knex.client.config.client));

/** The rows of a raw statement's answer: an array on SQLite, `{ rows }` on PostgreSQL. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/**
 * A query's SQL text, built once by the query builder (identifiers quoted for this database) and
 * then run with `knex.raw(sql, bindings)`: the builder's work is not repeated on every request.
 * `build` must use the same bindings in the same order at every run.
 */
export function compiledOnce(build: (knex: Knex) => Knex.QueryBuilder): (knex: Knex) => string {
  let sql: string | undefined;
  return (knex) => (sql ??= build(knex).toSQL().sql);
}
