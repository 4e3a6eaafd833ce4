/**
 * The rules step of the write pipeline (write-pipeline.ts): each content type's rules live in its
 * API folder as a service with optional before(context) / after(context, result), named in
 * content-registry.ts (`rules`), keeping docs/requirements.md §5's rules and §4's defaults true for
 * every write, the portal's own and the Strapi admin panel's. They throw the portal's http errors
 * (409 duplicates, 422 unregistered director, 400 bad input) with the required messages.
 */
import type { Core, UID } from '@strapi/strapi';
import { contentList } from './content-registry';

/** content type uid → its rules service (content-registry.ts). */
const RULES: Partial<Record<string, UID.Service>> = Object.fromEntries(contentList().flatMap((c) => (c.rules ? [[c.uid, c.rules]] : [])));

export interface WriteContext {
  uid: UID.ContentType;
  action: string;
  params: { documentId?: string; data?: Record<string, unknown>; [key: string]: unknown };
}
export interface WriteRules {
  /** In the write's transaction, before it: may refuse it, or add defaults to `params.data`. */
  before?(context: WriteContext): Promise<void>;
  /** Once the write is committed: follow-up work that may use other connections. */
  after?(context: WriteContext, result: unknown): Promise<void>;
}

/** The rules service of a content type, if it has one. */
export function rulesOf(strapi: Core.Strapi, uid: string): WriteRules | undefined {
  const service = RULES[uid];
  return service ? (strapi.service(service) as WriteRules | undefined) : undefined;
}

/**
 * The values a create or update will leave on the row: the written fields over the stored ones.
 * With `clone` (rules that opt in), a duplicate too: a new row (no `existing`) whose values default to
 * its source's, as Strapi copies them. Null for other actions, or for a row that does not exist
 * (Strapi answers that).
 */
export async function valuesAfterWrite(strapi: Core.Strapi, context: WriteContext, options: { clone?: boolean } = {}) {
  const cloning = options.clone && context.action === 'clone';
  if (cloning) context.params.data ??= {};
  const data = context.params.data;
  if (!data || !(['create', 'update'].includes(context.action) || cloning)) return null;
  let existing: Record<string, unknown> | null = null;
  let source: Record<string, unknown> | null = null;
  if (context.action !== 'create') {
    const row = await strapi.db.query(context.uid).findOne({ where: { documentId: context.params.documentId } });
    if (!row) return null;
    if (cloning) source = row;
    else existing = row;
  }
  const value = (key: string): unknown => (key in data ? data[key] : (existing ?? source)?.[key]);
  return { data, existing, value };
}
