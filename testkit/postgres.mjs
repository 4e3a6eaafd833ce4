// @ts-check
/** A fresh PostgreSQL database for a test run, a bench or a fault scenario, dropped afterwards. */
import crypto from 'node:crypto';

/**
 * A new, empty database on the PostgreSQL server of `baseUrl` (whose user may create databases),
 * with its URL and a drop() that removes it again.
 * @param {string} baseUrl
 * @returns {Promise<{ name: string, url: string, drop(): Promise<void> }>}
 */
export async function freshPostgresDatabase(baseUrl, prefix = 'hearth_test') {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        // FORCE ends our own leftover connections; a server process we may not signal (an
        // autovacuum worker, on a server whose user is no superuser) is waited out instead.
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (error) {
            if (attempt >= 10) throw error;
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}
