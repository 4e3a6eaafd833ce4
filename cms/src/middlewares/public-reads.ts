/**
 * The public reads every visitor's page makes (active news, current property managers, site
 * settings) answered straight from the versioned cache, first in the middleware chain.
 *
 * Why first: those answers are already cached, so the cost of a request is the ~15 layers every
 * Strapi route passes through (logger, errors, identity, CORS, body, router...).
 * Measured, that chain alone caps a read at ~6% of a bare node:http server (bench/README.md).
 * A request is served here only when the cache can answer *without a database round trip*
 * (public-cache `peek`); otherwise — first request, a version check due, a write just made — it
 * goes down the chain to its route, which refreshes the cache. So an answer from here is never
 * staler than the route's. Its headers come from the functions behind every other answer: the
 * request id, the security headers (strapi::security) and the JSON answer with its compressed
 * copy (jsonAnswer, as sendJsonText). Signed-in and cross-origin callers take the chain (their
 * own answer, CORS). Not logged by Strapi's request logger: these are the hot, anonymous reads.
 *
 * The answer is written whole, headers in one list (Koa's `ctx.respond = false`): Koa's answer
 * path and one `setHeader` per header cost a cached read ~10 µs of its ~40 (bench/README.md).
 * While the process stops, the `Connection: close` set before (readiness.ts) is kept: node:http
 * merges headers already set with the list.
 */
import type { Core } from '@strapi/strapi';
import { contentList } from '../platform/content-registry';
import { publicCache } from '../platform/public-cache';
import { JSON_TYPE, browserLocale, jsonAnswer, newRequestId } from '../platform/request';
import { cacheKeyIn } from '../platform/content-languages';
import { SECURITY_HEADERS } from '../platform/security-headers';

/** API path → the cached answer it is (content-registry.ts, fastReads). */
const CACHED_READS = new Map(
  contentList().flatMap((c) =>
    Object.entries(c.fastReads ?? {}).map(([path, key]) => [path, { uid: c.uid, key, localized: c.localized === true }] as const),
  ),
);

/** The headers every cached answer shares, as the chain sets them (koa-compress varies on Accept-Encoding, CORS on Origin). */
const SHARED_HEADERS: readonly (string | number | string[])[] = [
  ...SECURITY_HEADERS.flat(),
  'Vary',
  'Accept-Encoding, Origin',
  'X-Cache',
  'HIT',
  'Content-Type',
  JSON_TYPE,
];

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  const cache = publicCache(strapi);
  return (ctx, next) => {
    const read = ctx.method === 'GET' ? CACHED_READS.get(ctx.url) : undefined;
    if (!read || ctx.get('authorization') || ctx.get('origin')) return next();
    // A localized answer is cached per language: the visitor's (no profile here, the caller is not signed in).
    const text = cache.peek(read.uid, read.localized ? cacheKeyIn(read.key, browserLocale(ctx)) : read.key);
    if (text === undefined) return next();

    const requestId = newRequestId();
    ctx.state.requestId = requestId;
    const { body, encoding } = jsonAnswer(text, ctx.get('accept-encoding'));
    const headers = ['X-Request-Id', requestId, ...SHARED_HEADERS, 'Content-Length', Buffer.byteLength(body)];
    if (read.localized) headers.push('Vary', 'Accept-Language, Cookie');
    if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
    ctx.respond = false;
    ctx.res.writeHead(200, headers as string[]);
    ctx.res.end(body);
  };
};
