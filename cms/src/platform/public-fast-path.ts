/**
 * The public reads every visitor's page makes (active news, current property managers,
 * site settings) answered straight from the versioned cache, before Koa's middleware chain.
 *
 * Why: those answers are already cached, so the cost of a request is the ~15 layers every
 * Strapi route passes through (logger, identity, helmet, CORS, body, session, router...).
 * Measured, that chain alone caps the read at ~6% of a bare node:http server. Here a request
 * is served only when the cache can answer *without a database round trip* (public-cache
 * `peek`); otherwise — first request, a version check due, a write just made — it goes down
 * the normal path, which refreshes the cache. So a fast answer is never staler than the
 * normal path's, and the headers are the ones Koa itself sent for the same path last time.
 * Not logged by Strapi's request logger: these are the hot, anonymous reads.
 */
import crypto from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import { XSRF_COOKIE } from '@hearth/common';
import { publicCache } from './public-cache';
import { contentList } from './content-registry';
import { COMPRESS_MIN_BYTES, encode, negotiateEncoding, type Encoding } from './encoding';

interface FastRoute {
  uid: string;
  key: string;
}

/** API path → the cached answer it is (content-registry.ts, fastReads). */
const FAST_ROUTES: Record<string, FastRoute> = Object.fromEntries(
  contentList().flatMap((c) => Object.entries(c.fastReads ?? {}).map(([path, key]) => [path, { uid: c.uid, key }])),
);

/**
 * Headers that belong to one response or one caller, never replayed: a cookie, CORS answers
 * (a cross-origin caller always takes the normal path) and Vary and Content-Encoding, which are set here.
 */
const PER_RESPONSE = new Set([
  'set-cookie',
  'content-length',
  'date',
  'x-response-time',
  'etag',
  'last-modified',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'content-encoding',
]);
const perCaller = (name: string) => PER_RESPONSE.has(name) || name.startsWith('access-control-');

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function installPublicFastPath(strapi: Core.Strapi, server: Server): void {
  if (process.env.PUBLIC_FAST_PATH === 'false') return;
  const cache = publicCache(strapi);
  /** Per path: the headers Koa sent last time, as ready pairs, and the encoded body. */
  const learned = new Map<string, { headers: [string, string | string[]][]; body?: string; bytes?: Partial<Record<Encoding, Buffer>> }>();
  const koaHandlers = server.listeners('request') as Handler[];
  server.removeAllListeners('request');

  const normalPath: Handler = (req, res) => {
    for (const handler of koaHandlers) handler.call(server, req, res);
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const route = req.method === 'GET' ? FAST_ROUTES[url] : undefined;
    // Signed-in and cross-origin callers get their own answer (caller, CORS) from the normal path.
    if (!route || req.headers.authorization || req.headers.origin) return normalPath(req, res);

    const body = cache.peek(route.uid, route.key);
    const known = learned.get(url);
    if (body === undefined || !known) {
      res.once('finish', () => {
        if (res.statusCode !== 200) return;
        const headers = Object.entries(res.getHeaders())
          .filter(([name]) => !perCaller(name))
          .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]]);
        learned.set(url, { headers });
      });
      return normalPath(req, res);
    }

    // Encode and compress once per cached answer and encoding, not once per request.
    if (known.body !== body) {
      known.body = body;
      known.bytes = { identity: Buffer.from(body) };
    }
    const plain = known.bytes!.identity!;
    const encoding = plain.length < COMPRESS_MIN_BYTES ? 'identity' : negotiateEncoding(req.headers['accept-encoding']);
    const bytes = (known.bytes![encoding] ??= encode(plain, encoding));
    res.statusCode = 200;
    for (const [name, value] of known.headers) res.setHeader(name, value);
    // As the normal path: koa-compress varies on Accept-Encoding, CORS on Origin.
    res.setHeader('vary', 'Accept-Encoding, Origin');
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', bytes.length);
    res.setHeader('x-cache', 'HIT');
    // The anti-forgery cookie the API hands out on any response, as the normal path would.
    if (!req.headers.cookie?.includes(`${XSRF_COOKIE}=`)) {
      res.setHeader('set-cookie', `${XSRF_COOKIE}=${crypto.randomBytes(24).toString('base64url')}; path=/; samesite=strict`);
    }
    res.end(bytes);
  });
}
