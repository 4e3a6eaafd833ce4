/**
 * Fixed-window rate limiting kept in the database, so the limit holds across every portal
 * process on one database. One atomic upsert per call (SQLite 3.35+ and PostgreSQL both
 * support INSERT ... ON CONFLICT ... RETURNING).
 *
 * consume('login:1.2.3.4', 10, 600) → { allowed, retryAfterSeconds }
 */
import type { Core } from '@strapi/strapi';
import { ensureTable, nowSeconds } from '../../../identity/tables';

const TABLE = 'hearth_rate_limits';

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let calls = 0;
  const knex = () => strapi.db.connection;
  const ready = () =>
    ensureTable(knex(), TABLE, (table) => {
      table.string('bucket', 255).primary();
      table.bigInteger('window_start').notNullable();
      table.integer('hits').notNullable();
      table.bigInteger('expires_at').notNullable().index();
    });

  return {
    async consume(key: string, limit: number, windowSeconds: number): Promise<RateDecision> {
      await ready();
      const now = nowSeconds();
      const bucket = key.slice(0, 255);
      const stale = now - windowSeconds;
      const result = await knex().raw(
        `INSERT INTO ${TABLE} (bucket, window_start, hits, expires_at) VALUES (?, ?, 1, ?)
         ON CONFLICT (bucket) DO UPDATE SET
           hits = CASE WHEN ${TABLE}.window_start <= ? THEN 1 ELSE ${TABLE}.hits + 1 END,
           window_start = CASE WHEN ${TABLE}.window_start <= ? THEN ? ELSE ${TABLE}.window_start END,
           expires_at = CASE WHEN ${TABLE}.window_start <= ? THEN ? ELSE ${TABLE}.expires_at END
         RETURNING hits, window_start`,
        [bucket, now, now + windowSeconds, stale, stale, now, stale, now + windowSeconds],
      );
      const row = Array.isArray(result) ? result[0] : result.rows[0];
      if (++calls % 500 === 0) void this.purge();
      const hits = Number(row.hits);
      const windowStart = Number(row.window_start);
      if (hits <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, windowStart + windowSeconds - now) };
    },

    /** The tries counted for a key in its current window (0 when none). */
    async count(key: string, windowSeconds: number): Promise<number> {
      await ready();
      const row = await knex()(TABLE).where({ bucket: key.slice(0, 255) }).andWhere('window_start', '>', nowSeconds() - windowSeconds).first('hits');
      return row ? Number(row.hits) : 0;
    },

    /** Makes a key wait: heldFor(key) answers the seconds left until then. */
    async hold(key: string, seconds: number): Promise<void> {
      await ready();
      const now = nowSeconds();
      const row = { bucket: key.slice(0, 255), window_start: now, hits: 0, expires_at: now + Math.max(1, Math.ceil(seconds)) };
      await knex()(TABLE).insert(row).onConflict('bucket').merge();
    },

    async heldFor(key: string): Promise<number> {
      await ready();
      const row = await knex()(TABLE).where({ bucket: key.slice(0, 255) }).first('expires_at');
      return row ? Math.max(0, Number(row.expires_at) - nowSeconds()) : 0;
    },

    /** Forgets the attempts of a key, e.g. after a successful login. */
    async reset(key: string): Promise<void> {
      await ready();
      await knex()(TABLE).where({ bucket: key.slice(0, 255) }).delete();
    },

    /** Drops finished windows so the table stays small. */
    async purge(): Promise<void> {
      await knex()(TABLE).where('expires_at', '<', nowSeconds()).delete().catch(() => undefined);
    },
  };
};
