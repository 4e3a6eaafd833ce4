/**
 * The single gate in front of /api (docs/authorization.md, "Deny by default").
 *
 * Strapi and its plugins register content-API routes of their own (upload, email, i18n,
 * content-type-builder...), and a route that a strategy authenticates is otherwise allowed.
 * Here every request under /api is matched against the routes the portal's own APIs declare
 * (cms/src/api/*\/routes, each with its audience); anything else is a 404 for every caller,
 * whatever the token, before a byte of its body is read.
 *
 * Bodies are read here too, by the kind of call, so a request costs what its call allows:
 *  - uploads: multipart only, parsed by Strapi's body parser with the upload limits;
 *  - public calls (Auth API, page logging, profile verify): JSON only, a few KB;
 *  - every other call: JSON only, at most 256 KB;
 *  - JSON nested deeper than MAX_JSON_DEPTH is refused before it is parsed.
 */
import type { Core } from '@strapi/strapi';
import { Messages } from '@hearth/common';
import { badRequest, httpError, notFound, payloadTooLarge } from './http-errors';
import type { Context } from 'koa';

const API_PREFIX = '/api';
export const PUBLIC_BODY_LIMIT = 8 * 1024;
export const JSON_BODY_LIMIT = 256 * 1024;
export const MAX_JSON_DEPTH = 32;

/** Handlers that take a file (multipart); every other call takes JSON or nothing. */
const UPLOAD_HANDLERS = new Set(['file.upload', 'unit.import', 'service-request.addPhotos']);
/** Handlers that take JSON, or multipart when files come with it (a service request and its photos, in one call). */
const JSON_OR_UPLOAD_HANDLERS = new Set(['service-request.create']);
/**
 * The one-click unsubscribe (RFC 8058): mail clients POST the form body
 * `List-Unsubscribe=One-Click` (urlencoded or multipart) to the link; JSON is accepted too.
 */
const ONE_CLICK_HANDLERS = new Set(['notice.unsubscribe']);

/**
 * What Strapi's plugins add under /api, refused for every caller (the gate answers 404), and why.
 * A route in neither this list nor the portal's own fails the route-walk test until it is decided.
 */
export const REFUSED_PLUGIN_ROUTES: Record<string, { why: string; routes: string[] }> = {
  upload: {
    why: 'files enter through /api/file/* (content checks, role rules) and private documents never reach the public Media Library',
    routes: [
      'POST /api/upload',
      'GET /api/upload/files',
      'GET /api/upload/files/page',
      'GET /api/upload/files/:id',
      'DELETE /api/upload/files/:id',
    ],
  },
  email: { why: "mail leaves only through the portal's own messages, never as a relay for callers", routes: ['POST /api/email'] },
  'content-type-builder': {
    why: 'the data model, the account table included, is for the admin panel only',
    routes: [
      'GET /api/content-type-builder/content-types',
      'GET /api/content-type-builder/content-types/:uid',
      'GET /api/content-type-builder/components',
      'GET /api/content-type-builder/components/:uid',
    ],
  },
  i18n: { why: 'the portal has one language; locales are an admin panel matter', routes: ['GET /api/i18n/locales'] },
};

type BodyKind = 'upload' | 'jsonOrUpload' | 'public' | 'json' | 'oneClick';

export interface GateRoute {
  method: string;
  path: string; // with the /api prefix, as the router lists it
  handler: string;
  kind: BodyKind;
}

interface DeclaredRoute {
  method: string;
  path: string;
  handler: unknown;
  config?: { auth?: unknown; prefix?: string };
}

/** The routes the portal's own APIs declare (src/api), the only ones the gate lets through. */
export function portalRoutes(strapi: Core.Strapi): GateRoute[] {
  const out: GateRoute[] = [];
  for (const apiName of Object.keys(strapi.apis)) {
    const routers = (strapi.api(apiName) as unknown as { routes: Record<string, { routes?: DeclaredRoute[] }> }).routes ?? {};
    for (const router of Object.values(routers)) {
      for (const route of router.routes ?? []) {
        const handler = typeof route.handler === 'string' ? route.handler.replace(/^api::[^.]+\./, '') : String(route.handler);
        const kind: BodyKind = UPLOAD_HANDLERS.has(handler)
          ? 'upload'
          : JSON_OR_UPLOAD_HANDLERS.has(handler)
            ? 'jsonOrUpload'
            : ONE_CLICK_HANDLERS.has(handler)
              ? 'oneClick'
              : route.config?.auth === false
                ? 'public'
                : 'json';
        out.push({ method: route.method.toUpperCase(), path: `${API_PREFIX}${route.path}`, handler, kind });
      }
    }
  }
  return out;
}

interface Layer {
  path: string;
  methods: string[];
  match(path: string): boolean;
}

/**
 * Finds the portal route of a request with the router's own matching (the layers Strapi built),
 * so the gate and the router never disagree on what a path means.
 */
function createRouteMatcher(strapi: Core.Strapi) {
  const declared = new Map(portalRoutes(strapi).map((r) => [`${r.method} ${r.path}`, r]));
  const layers = (strapi.server.listRoutes() as unknown as Layer[])
    .map((layer) => ({ layer, route: layer.methods.map((m) => declared.get(`${m} ${layer.path}`)).find(Boolean) }))
    .filter((entry): entry is { layer: Layer; route: GateRoute } => Boolean(entry.route));
  return (method: string, path: string): GateRoute | undefined => {
    const wanted = method === 'HEAD' ? 'GET' : method;
    const hit = layers.find(({ layer, route }) => (route.method === wanted || method === 'OPTIONS') && layer.match(path));
    return hit?.route;
  };
}

const limitOf = (kind: BodyKind) => (kind === 'public' || kind === 'oneClick' ? PUBLIC_BODY_LIMIT : JSON_BODY_LIMIT);

/** Reads at most `limit` bytes of the request body; more is a 413 without reading the rest. */
async function readBody(req: NodeJS.ReadableStream & { headers: Record<string, unknown> }, limit: number): Promise<Buffer> {
  const tooLarge = () => payloadTooLarge(Messages.bodyTooLarge(Math.round(limit / 1024)));
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) throw tooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Whether arrays and objects in a JSON text nest deeper than `bound`, stopping once they do.
 * Strings are skipped with indexOf (native), so long texts cost little; malformed JSON is left
 * for JSON.parse to refuse.
 */
function jsonDepthExceeds(text: string, bound: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      i = closingQuote(text, i + 1);
      if (i < 0) return false;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > bound) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

/** The index of the quote that ends a string starting at `from` (one not escaped), or -1. */
function closingQuote(text: string, from: number): number {
  for (let at = from; ; at++) {
    const quote = text.indexOf('"', at);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c /* \ */) backslashes++;
    if (backslashes % 2 === 0) return quote;
    at = quote;
  }
}

const hasBody = (headers: Record<string, unknown>) =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && Number(headers['content-length']) > 0);

/** Parses a JSON call's body by the gate's rules; sets nothing when the request has no body. */
async function parseJsonBody(ctx: Context, kind: BodyKind): Promise<unknown> {
  if (!hasBody(ctx.req.headers)) return undefined;
  if (!ctx.is('application/json')) throw httpError(415, Messages.jsonOnly);
  const text = (await readBody(ctx.req, limitOf(kind))).toString('utf8');
  if (text.trim() === '') return undefined;
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw badRequest(Messages.bodyTooDeep(MAX_JSON_DEPTH));
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(Messages.invalidJson);
  }
}

/** A one-click call's form body as an object (its content is fixed by RFC 8058: only its presence matters). */
async function parseOneClickBody(ctx: Context): Promise<unknown> {
  if (!hasBody(ctx.req.headers) || ctx.is('application/json')) return parseJsonBody(ctx, 'oneClick');
  if (!ctx.is('application/x-www-form-urlencoded', 'multipart/form-data')) throw httpError(415, Messages.jsonOnly);
  const text = (await readBody(ctx.req, PUBLIC_BODY_LIMIT)).toString('utf8');
  return ctx.is('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(text)) : { 'List-Unsubscribe': 'One-Click' };
}

/** An upload call: multipart only (or no body at all, which the call itself refuses clearly). */
function assertMultipart(ctx: Context): void {
  if (hasBody(ctx.req.headers) && !ctx.is('multipart/form-data')) throw httpError(415, Messages.multipartOnly);
}

const routeNotFound = () => notFound(Messages.routeNotFound);

type Middleware = (ctx: Context, next: () => Promise<unknown>) => Promise<unknown>;
type MiddlewareFactory = (config: unknown, context: { strapi: Core.Strapi }) => Middleware;

/**
 * register(): Strapi's body parser (strapi::body, required by Strapi) runs behind the gate under
 * /api; elsewhere (the Strapi admin panel) it runs as before.
 */
export function registerApiGate(strapi: Core.Strapi): void {
  strapi.get('middlewares').extend('strapi::body', (strapiBodyFactory: MiddlewareFactory): MiddlewareFactory => (config, context) => {
    const strapiBody = strapiBodyFactory(config, context);
    // The router's layers exist only once routing is initialised, after the middlewares.
    let match: ReturnType<typeof createRouteMatcher> | undefined;
    return async (ctx, next) => {
      if (ctx.path !== API_PREFIX && !ctx.path.startsWith(`${API_PREFIX}/`)) return strapiBody(ctx, next);
      match ??= createRouteMatcher(strapi);
      const route = match(ctx.method, ctx.path);
      if (!route) throw routeNotFound();
      if (route.kind === 'upload' || (route.kind === 'jsonOrUpload' && ctx.is('multipart/form-data'))) {
        assertMultipart(ctx);
        return strapiBody(ctx, next);
      }
      const body = route.kind === 'oneClick' ? await parseOneClickBody(ctx) : await parseJsonBody(ctx, route.kind);
      if (body !== undefined) ctx.request.body = body;
      return next();
    };
  });
}
