/**
 * SQLite, the embedded default: prepared statements kept per connection and reused by their SQL
 * text. knex prepares every statement anew, and on SQLite preparing costs about as much as
 * running a primary-key read (measured: 100–190 µs of a signed-in read's 2.1 ms of CPU), while the
 * hot paths (the token check, page visits, rate-limit tries) repeat the same few texts.
 *
 * Safe to share: better-sqlite3 runs a statement to completion synchronously (knex uses `all` and
 * `run`, never iterators), and SQLite re-prepares a kept statement by itself when the schema
 * changes. Bounded: the least recently used statement goes first.
 */
interface Statement {
  readonly reader: boolean;
}
export interface PreparingConnection {
  prepare(sql: string): Statement;
}

const KEPT_STATEMENTS = 500;

export function reusePreparedStatements(connection: PreparingConnection, capacity = KEPT_STATEMENTS): void {
  const prepare = connection.prepare.bind(connection);
  const kept = new Map<string, Statement>();
  connection.prepare = (sql: string) => {
    let statement = kept.get(sql);
    if (statement) kept.delete(sql);
    else statement = prepare(sql);
    kept.set(sql, statement);
    if (kept.size > capacity) kept.delete(kept.keys().next().value as string);
    return statement;
  };
}
