/**
 * Several portal processes started at once on one PostgreSQL database: Strapi's schema sync
 * (CREATE TABLE ...) and the portal's seeding are not safe to run side by side (two creates of
 * one table collide in pg_type). So each process takes a PostgreSQL advisory lock before Strapi
 * opens the schema and keeps it until its own bootstrap (seeding included) is done; the others
 * wait, then find the tables and the seed in place. The lock lives on one dedicated connection,
 * so a process that dies mid-way releases it with its connection. SQLite needs nothing: one file,
 * one writer.
 */
import type { Core } from '@strapi/strapi';

/** Arbitrary, fixed: the same in every portal process ("hearth" in ASCII). */
const START_LOCK_KEY = 0x6865617274;

type RawConnection = { query(sql: string, values?: unknown[]): Promise<unknown> };
const held = new WeakMap<Core.Strapi, RawConnection>();

/**
 * register(): Strapi opens the schema in its bootstrap, after every register() step, so the
 * lock is taken here, on a connection of Strapi's own pool (created with the database service).
 */
export async function acquireStartLock(strapi: Core.Strapi): Promise<void> {
  if (strapi.config.get('database.connection.client') !== 'postgres') return;
  const client = (strapi.db.connection as unknown as { client: { acquireConnection(): Promise<RawConnection> } }).client;
  const connection = await client.acquireConnection();
  await connection.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
  held.set(strapi, connection);
}

/** End of bootstrap (or its failure): lets the next process start. */
export async function releaseStartLock(strapi: Core.Strapi): Promise<void> {
  const connection = held.get(strapi);
  if (!connection) return;
  held.delete(strapi);
  const client = (strapi.db.connection as unknown as { client: { releaseConnection(c: RawConnection): Promise<void> } }).client;
  try {
    await connection.query('SELECT pg_advisory_unlock($1)', [START_LOCK_KEY]);
  } finally {
    await client.releaseConnection(connection);
  }
}
