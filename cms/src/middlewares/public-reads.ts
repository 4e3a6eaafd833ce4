/**
 * The public reads every visitor's page makes (active news, current property managers, site
 * settings) answered straight from the versioned cache, first in the middleware chain.
 *
 * Why first: those answers are already cached, so the cost of a request is the ~15 layers every
 * Strapi route passes through (logger, errors, identity, CORS, body, session, router...).
 * Measured, that chain alone caps a read at ~6% of a bare node:http server (bench/README.md).
 * A request is served here only when the cache can answer *without a database round trip*
 * (public-cache `peek`); otherwise — first request, a version check due, a write just made — it
 * goes down the chain to its route, which refreshes the cache. So an answer from here is never
 * staler than the route's. Its headers are set by the functions that set them on every other
 * answer: the request id, the security headers (strapi::security) and the JSON answer with its
 * compressed copy (sendJsonText). Signed-in and cross-origin callers take the chain (their own
 * answer, CORS). Not logged by Strapi's request logger: these are the hot, anonymous reads.
 */
import type { Core } from '@strapi/strapi';
import { contentList } from '../platform/content-registry';
import { publicCache } from '../platform/public-cache';
import { assignRequestId, sendJsonText } from '../platform/request';
import { setSecurityHeaders } from '../platform/security-headers';

/** API path → the cached answer it is (content-registry.ts, fastReads). */
const CACHED_READS = new Map(
  contentList().flatMap((c) => Object.entries(c.fastReads ?? {}).map(([path, key]) => [path, { uid: c.uid, key }] as const)),
);

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  const cache = publicCache(strapi);
  return async (ctx, next) => {
    const read = ctx.method === 'GET' ? CACHED_READS.get(ctx.url) : undefined;
    if (!read || ctx.get('authorization') || ctx.get('origin')) return next();
    const body = cache.peek(read.uid, read.key);
    if (body === undefined) return next();

    assignRequestId(ctx);
    setSecurityHeaders(ctx);
    // As the chain answers: koa-compress varies on Accept-Encoding, CORS on Origin.
    ctx.vary('Accept-Encoding');
    ctx.vary('Origin');
    ctx.set('X-Cache', 'HIT');
    sendJsonText(ctx, body);
  };
};
