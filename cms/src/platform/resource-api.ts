/**
 * The Resource API's hooks into Strapi: the document-service middleware that keeps
 * the rules (docs/requirements.md §5) and the defaults (docs/requirements.md §4) true for every write, whether it comes from the portal's
 * own calls or from the Strapi admin panel, and the public-read cache invalidation.
 *
 * Each content type's rules live in its API folder as a service with optional before(context) /
 * after(context, result), named in content-registry.ts (`rules`); they throw the portal's http errors
 * (409 duplicates, 422 unregistered director, 400 bad input) with the required messages.
 * A write, its checks and the cache version bump run in one transaction; after() runs on commit.
 */
import type { Core, UID } from '@strapi/strapi';
import { publicCache } from './public-cache';
import { markCreated } from './idempotency';
import { CONTENT, contentList } from './content-registry';

const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft']);

/** content type uid → its rules service (content-registry.ts). */
const RULES: Partial<Record<string, UID.Service>> = Object.fromEntries(contentList().flatMap((c) => (c.rules ? [[c.uid, c.rules]] : [])));

/** Content whose answers are cached (public-cache.ts): public reads, and signed-in reads served after the token check. */
const CACHED_TYPES = new Set<string>(contentList().flatMap((c) => (c.cached ? [c.uid] : [])));

/**
 * Cached answers that also show rows of another type: a write of the key type bumps those too
 * (the board lists carry role names and the linked profile).
 */
const ALSO_BUMPS: Record<string, string[]> = Object.fromEntries(
  contentList().flatMap((c) => (c.alsoStale ? [[c.uid, c.alsoStale.map((key) => CONTENT[key].uid)]] : [])),
);

export interface WriteContext {
  uid: UID.ContentType;
  action: string;
  params: { documentId?: string; data?: Record<string, unknown>; [key: string]: unknown };
}
interface WriteRules {
  before?(context: WriteContext): Promise<void>;
  after?(context: WriteContext, result: unknown): Promise<void>;
}

/**
 * The values a create or update will leave on the row: the written fields over the stored ones.
 * Null for other actions, or for an update of a row that does not exist (Strapi answers that).
 */
export async function valuesAfterWrite(strapi: Core.Strapi, context: WriteContext) {
  const data = context.params.data;
  if (!data || !['create', 'update'].includes(context.action)) return null;
  let existing: Record<string, unknown> | null = null;
  if (context.action === 'update') {
    existing = await strapi.db.query(context.uid).findOne({ where: { documentId: context.params.documentId } });
    if (!existing) return null;
  }
  const value = (key: string): unknown => (key in data ? data[key] : existing?.[key]);
  return { data, existing, value };
}

export function registerResourceApi(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const ruleService = RULES[context.uid];
    const bumps = [...(CACHED_TYPES.has(context.uid) ? [context.uid] : []), ...(ALSO_BUMPS[context.uid] ?? [])];
    const cached = bumps.length > 0;
    if (!WRITE_ACTIONS.has(context.action) || (!ruleService && !cached)) return next();
    const rules = ruleService ? (strapi.service(ruleService) as WriteRules | undefined) : undefined;
    // The rules' view of the write: the same params object, so their defaults reach the write.
    const writeContext: WriteContext = { uid: context.uid, action: context.action, params: context.params };
    const result = await strapi.db.transaction(async ({ trx }) => {
      await rules?.before?.(writeContext);
      const written = await next();
      for (const uid of bumps) await publicCache(strapi).bump(uid);
      await markCreated(trx); // an add call's Idempotency-Key commits with its write (idempotency.ts)
      return written;
    });
    // Follow-up work (e.g. director privileges) runs once the write is committed: it may use
    // other connections, which SQLite's single connection could not give inside a transaction.
    if (rules?.after) {
      const after = () => rules.after!(writeContext, result);
      if (!strapi.db.inTransaction()) await after();
      else {
        await strapi.db.transaction(async ({ onCommit }) => {
          onCommit(() => void after().catch((error) => strapi.log.error(`[hearth] after ${context.uid} ${context.action}: ${error}`)));
        });
      }
    }
    return result;
  });
}
