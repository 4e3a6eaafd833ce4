/**
 * Serialised answers of the public reads (active news, current property managers, site settings),
 * kept in memory per process but never trusted beyond what the database says.
 *
 * Design: a version row per cached content type (and per answer kept under a version of its own,
 * content-registry `CACHED_VIEWS`: the roster's, a closed vote's results) in `hearth_content_versions` (made by
 * cms/database/migrations), bumped by one mechanism, the write pipeline's step 4: database
 * lifecycles (write-pipeline.ts) that every write passes — the API, the admin panel or a direct
 * `strapi.db.query` — in the write's transaction when one is open, so a refused or rolled-back
 * write bumps nothing. A cached answer is served only while its version equals the database's; the
 * version itself is re-read at most every PUBLIC_CACHE_CHECK_MS (one primary-key lookup shared by
 * all concurrent requests). So:
 *  - in this process a write invalidates at once (on commit);
 *  - another process on the same database sees the write within PUBLIC_CACHE_CHECK_MS;
 *  - the version is read BEFORE the data, so a race can only cache new data under an old
 *    version (a harmless extra rebuild), never old data under a new version.
 */
import type { Core } from '@strapi/strapi';
import { isDatabaseUnavailable, sharedResult } from './http-errors';
import { settings } from './settings';

const TABLE = 'hearth_content_versions';
/** PUBLIC_CACHE_CHECK_MS: how stale another process's write may be seen. */
const checkIntervalMs = () => settings().server.publicCacheCheckMs;

interface VersionState {
  version: number;
  checkedAt: number;
  pending?: Promise<number>;
}
/** `until`: the moment the answer changes without a write (a scheduled news item's publish time). */
interface Entry {
  version: number;
  body: string;
  until: number;
  /** `body` parsed, once, for the callers that read the answer as a value (`value`); frozen, as they share it. */
  parsed?: unknown;
}

const EXPIRING = Symbol('expiring');
interface Expiring {
  [EXPIRING]: true;
  value: unknown;
  until: number | null;
}

/**
 * A built answer that holds only until `until` (ms since the epoch; null: until the next write).
 * Lets content that changes with time alone (scheduled news) share the versioned cache.
 */
export function expiring(value: unknown, until: number | null): Expiring {
  return { [EXPIRING]: true, value, until };
}
const isExpiring = (built: unknown): built is Expiring => typeof built === 'object' && built !== null && EXPIRING in built;

function createPublicCache(strapi: Core.Strapi) {
  const versions = new Map<string, VersionState>();
  const entries = new Map<string, Entry>();
  const generations = new Map<string, number>();
  /** The versions already bumped in an open transaction: other readers see them change once, at its commit. */
  const bumpedIn = new WeakMap<object, Set<string>>();

  const knex = () => strapi.db.connection;

  async function readVersion(uid: string): Promise<number> {
    const row = await knex()(TABLE).where({ uid }).first('version');
    return row ? Number(row.version) : 0;
  }

  async function currentVersion(uid: string): Promise<number> {
    const state = versions.get(uid);
    const now = Date.now();
    if (state && !state.pending && now - state.checkedAt < checkIntervalMs()) return state.version;
    // Concurrent callers share one lookup but never one error object: each gets its own.
    if (state?.pending) return sharedResult(state.pending);
    const pending = readVersion(uid);
    versions.set(uid, { version: state?.version ?? -1, checkedAt: state?.checkedAt ?? 0, pending });
    try {
      const version = await pending;
      versions.set(uid, { version, checkedAt: Date.now() });
      return version;
    } catch (error) {
      versions.delete(uid);
      throw error;
    }
  }

  /**
   * The cached entry only when it is known current right now — version checked within
   * PUBLIC_CACHE_CHECK_MS and the entry built for that version — without touching the database.
   */
  function knownCurrent(uid: string, cacheKey: string): Entry | undefined {
    const state = versions.get(uid);
    if (!state || state.pending || Date.now() - state.checkedAt >= checkIntervalMs()) return undefined;
    const entry = entries.get(cacheKey);
    return entry && entry.version === state.version && Date.now() < entry.until ? entry : undefined;
  }

  /** An entry's answer as a value: parsed the first time it is asked for, then shared. */
  const parsedOnce = (entry: Entry): unknown => (entry.parsed ??= deepFreeze(JSON.parse(entry.body)));

  /** The version checked (or re-read), then the entry served or rebuilt. */
  async function checkedOrRebuilt(uid: string, cacheKey: string, build: () => Promise<unknown>): Promise<string> {
    let version: number;
    let body: string;
    let until: number;
    const generation = generations.get(uid) ?? 0;
    try {
      version = await currentVersion(uid);
      const entry = entries.get(cacheKey);
      if (entry && entry.version === version && Date.now() < entry.until) return entry.body;
      const built = await build();
      body = JSON.stringify(isExpiring(built) ? built.value : built);
      until = isExpiring(built) && built.until !== null ? built.until : Infinity;
    } catch (error) {
      // The database is away: the last good answer of this process, while it lasts.
      const last = entries.get(cacheKey);
      if (last && isDatabaseUnavailable(error)) return last.body;
      throw error;
    }
    // A write committed while we were building: do not store what may be stale.
    if ((generations.get(uid) ?? 0) === generation) entries.set(cacheKey, { version, body, until });
    return body;
  }

  return {
    /**
     * The cached JSON text for (uid, key), rebuilt when the content type changed or the built
     * answer's `expiring` moment has come. An answer known current is handed back without the
     * version check's chain of awaits: most signed-in reads ask this cache two or three times.
     */
    get(uid: string, key: string, build: () => Promise<unknown>): Promise<string> {
      const cacheKey = `${uid}|${key}`;
      const current = knownCurrent(uid, cacheKey);
      return current === undefined ? checkedOrRebuilt(uid, cacheKey, build) : Promise.resolve(current.body);
    },

    /**
     * The same answer as a value, for a caller that reads it rather than sends it (the roster's facts
     * about a caller, a reader's language): parsed once per built answer, not on every request, and
     * frozen, since every caller shares it.
     */
    value<T>(uid: string, key: string, build: () => Promise<unknown>): Promise<T> {
      const cacheKey = `${uid}|${key}`;
      const current = knownCurrent(uid, cacheKey);
      if (current !== undefined) return Promise.resolve(parsedOnce(current) as T);
      return checkedOrRebuilt(uid, cacheKey, build).then((body) => {
        const entry = entries.get(cacheKey);
        return (entry?.body === body ? parsedOnce(entry) : deepFreeze(JSON.parse(body))) as T;
      });
    },

    /**
     * The cached text only when it is known current right now, without touching the database.
     * Anything else answers undefined and the caller takes the normal path, which refreshes.
     */
    peek(uid: string, key: string): string | undefined {
      return knownCurrent(uid, `${uid}|${key}`)?.body;
    },

    /**
     * Called by the write pipeline's lifecycles (step 4): bumps the shared version inside the
     * write's transaction, once per transaction however many rows it writes.
     */
    async bump(uid: string): Promise<void> {
      await strapi.db.transaction(async ({ trx, onCommit }) => {
        const bumped = bumpedIn.get(trx) ?? new Set<string>();
        if (bumped.has(uid)) return;
        await trx.raw(`INSERT INTO ${TABLE} (uid, version) VALUES (?, 1) ON CONFLICT (uid) DO UPDATE SET version = ${TABLE}.version + 1`, [
          uid,
        ]);
        bumpedIn.set(trx, bumped.add(uid));
        onCommit(() => this.invalidateLocal(uid));
      });
      // Not inside an outer transaction: ours has committed by now.
      if (!strapi.db.inTransaction()) this.invalidateLocal(uid);
    },

    invalidateLocal(uid: string): void {
      generations.set(uid, (generations.get(uid) ?? 0) + 1);
      versions.delete(uid);
      for (const key of [...entries.keys()]) if (key.startsWith(`${uid}|`)) entries.delete(key);
    },
  };
}

/** A parsed answer made read-only all the way down: one caller cannot change what the next one reads. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export type PublicCache = ReturnType<typeof createPublicCache>;

const caches = new WeakMap<Core.Strapi, PublicCache>();
/** The one cache of this Strapi instance. */
export function publicCache(strapi: Core.Strapi): PublicCache {
  let cache = caches.get(strapi);
  if (!cache) caches.set(strapi, (cache = createPublicCache(strapi)));
  return cache;
}
