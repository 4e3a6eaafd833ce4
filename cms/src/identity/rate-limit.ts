/**
 * The portal's one rate limiter: fixed windows counted in the database table hearth_rate_limits
 * (made by cms/database/migrations), so every portal process on one database shares the counts.
 * One atomic upsert per try (INSERT ... ON CONFLICT ... RETURNING: SQLite 3.35+ and PostgreSQL).
 *
 * Why not rate-limiter-flexible: its SQLite and PostgreSQL stores are two classes with their own
 * SQL that take a raw driver connection out of knex's pool, past the query layer every other
 * query of the portal goes through (and whose failures the portal answers with 503), and its own
 * table layout; the login throttle also needs holds and counts beside plain limits, and the
 * library (11.4.0) keeps points in an int4 on PostgreSQL alone, so a hold (block()) on a counting
 * limiter fails there and not on SQLite. This is one statement through knex, the same on both.
 *
 * Each limit can be tuned by environment, e.g. RATE_LIMIT_LOGIN_PER_ADDRESS=50.
 */
import type { Core } from '@strapi/strapi';
import { Messages } from '@hearth/common';
import { tooManyRequests } from '../platform/http-errors';
import { rowsOf } from '../platform/raw-sql';
import { settings } from '../platform/settings';
import { nowSeconds } from '../platform/clock';

const TABLE = 'hearth_rate_limits';

export interface Rule {
  limit: number;
  windowSeconds: number;
}

export const LIMITS = {
  /** Failures for one user name (any address, 15 minutes) after which unknown browsers are slowed (login-throttle.ts). */
  get loginSlowdownAfter(): number {
    return settings().rateLimits.loginSlowdownAfter;
  },
  /** The most an unknown browser's login answer is slowed by, in seconds (one more second per failure beyond the above). */
  get loginSlowdownMaxSeconds(): number {
    return settings().rateLimits.loginSlowdownMaxSeconds;
  },
  /** Login attempts from one address, whatever the user name: stops spraying. */
  get loginPerAddress(): Rule {
    return { limit: settings().rateLimits.loginPerAddress, windowSeconds: 15 * 60 };
  },
  /** Wrong two-factor codes of one account that make a burst, each burst a longer wait (two-factor-guesses.ts). */
  get twoFactorBurst(): number {
    return settings().rateLimits.twoFactorPerAccount;
  },
  /** Each public Auth API call (register, verifyuser, forgot*, resetpassword) from one address. */
  get accountPerAddress(): Rule {
    return { limit: settings().rateLimits.accountPerAddress, windowSeconds: 15 * 60 };
  },
  /** E-mails sent to one address by the forgot calls: no mail bombing. */
  get mailsPerRecipient(): Rule {
    return { limit: settings().rateLimits.mailsPerRecipient, windowSeconds: 60 * 60 };
  },
  /** Profile verification lookups from one address. */
  profileVerifyPerAddress: { limit: 30, windowSeconds: 60 } as Rule,
  /** Login records written for one account. */
  loginRecordsPerAccount: { limit: 30, windowSeconds: 60 } as Rule,
  /** Page visits logged for one account, or one address when signed out. */
  pageLogsPerCaller: { limit: 120, windowSeconds: 60 } as Rule,
};

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

const bucketOf = (key: string) => key.slice(0, 255);
let tries = 0;

/** Counts one try of a key under a rule: allowed while the window's tries stay within the limit. */
export async function consume(strapi: Core.Strapi, key: string, rule: Rule): Promise<RateDecision> {
  const knex = strapi.db.connection;
  const now = nowSeconds();
  const stale = now - rule.windowSeconds;
  const end = now + rule.windowSeconds;
  const result = await knex.raw(
    `INSERT INTO ${TABLE} (bucket, window_start, hits, expires_at) VALUES (?, ?, 1, ?)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN ${TABLE}.window_start <= ? THEN 1 ELSE ${TABLE}.hits + 1 END,
       window_start = CASE WHEN ${TABLE}.window_start <= ? THEN ? ELSE ${TABLE}.window_start END,
       expires_at = CASE WHEN ${TABLE}.window_start <= ? THEN ? ELSE ${TABLE}.expires_at END
     RETURNING hits, window_start`,
    [bucketOf(key), now, end, stale, stale, now, stale, end],
  );
  const [row] = rowsOf<{ hits: number | string; window_start: number | string }>(result);
  if (++tries % 500 === 0) void purge(strapi);
  const hits = Number(row.hits);
  if (hits <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row.window_start) + rule.windowSeconds - now) };
}

/** Counts one try, or refuses it: 429 with the seconds until the window ends. */
export async function consumeOrThrow(strapi: Core.Strapi, key: string, rule: Rule): Promise<void> {
  const decision = await consume(strapi, key, rule);
  if (!decision.allowed) throw tooManyRequests(Messages.tooManyRequests, decision.retryAfterSeconds);
}

/** consumeOrThrow for a request: the refusal carries Retry-After. */
export async function enforceRate(
  strapi: Core.Strapi,
  ctx: { set(name: string, value: string): void },
  key: string,
  rule: Rule,
): Promise<void> {
  const decision = await consume(strapi, key, rule);
  if (decision.allowed) return;
  ctx.set('Retry-After', String(decision.retryAfterSeconds));
  throw tooManyRequests(Messages.tooManyRequests, decision.retryAfterSeconds);
}

/** The tries counted for a key in its current window (0 when none). */
export async function count(strapi: Core.Strapi, key: string, windowSeconds: number): Promise<number> {
  const row = await strapi.db
    .connection(TABLE)
    .where({ bucket: bucketOf(key) })
    .andWhere('window_start', '>', nowSeconds() - windowSeconds)
    .first('hits');
  return row ? Number(row.hits) : 0;
}

/** Makes a key wait: heldFor(key) answers the seconds left until then. */
export async function hold(strapi: Core.Strapi, key: string, seconds: number): Promise<void> {
  const now = nowSeconds();
  const row = { bucket: bucketOf(key), window_start: now, hits: 0, expires_at: now + Math.max(1, Math.ceil(seconds)) };
  await strapi.db.connection(TABLE).insert(row).onConflict('bucket').merge();
}

export async function heldFor(strapi: Core.Strapi, key: string): Promise<number> {
  const row = await strapi.db
    .connection(TABLE)
    .where({ bucket: bucketOf(key) })
    .first('expires_at');
  return row ? Math.max(0, Number(row.expires_at) - nowSeconds()) : 0;
}

/** Forgets the tries of a key, e.g. after a successful login. */
export async function reset(strapi: Core.Strapi, key: string): Promise<void> {
  await strapi.db
    .connection(TABLE)
    .where({ bucket: bucketOf(key) })
    .delete();
}

/** Drops finished windows so the table stays small. */
async function purge(strapi: Core.Strapi): Promise<void> {
  await strapi.db
    .connection(TABLE)
    .where('expires_at', '<', nowSeconds())
    .delete()
    .catch(() => undefined);
}
