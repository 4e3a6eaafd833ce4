/**
 * The browser origins the portal trusts with credentials: its own (PUBLIC_URL) plus those an
 * operator lists in CORS_ORIGINS (comma-separated, e.g. a second front end). Every other origin
 * gets no Access-Control-Allow-* header at all, on /api, /oidc and /admin alike.
 */
import cors from '@koa/cors';
import type { Core } from '@strapi/strapi';
import { settings } from './settings';

function originOf(value: string): string | null {
  try {
    return new URL(value.trim()).origin;
  } catch {
    return null;
  }
}

function allowedOrigins(): string[] {
  const { publicUrl, corsOrigins } = settings().server;
  return [...new Set([publicUrl, ...corsOrigins].map(originOf).filter((o): o is string => Boolean(o)))];
}

const isAllowedOrigin = (origin: string | undefined, allowed: readonly string[] = allowedOrigins()): boolean =>
  Boolean(origin) && allowed.includes(origin!);

/** Removes every CORS header a lower layer set for an origin the portal does not trust. */
export function dropUntrustedCors(
  headers: { getHeaderNames(): string[]; removeHeader(name: string): void },
  origin: string | undefined,
): void {
  if (!origin || isAllowedOrigin(origin)) return;
  for (const name of headers.getHeaderNames()) if (name.startsWith('access-control-')) headers.removeHeader(name);
}

/**
 * register(): strapi::cors (required by Strapi) becomes @koa/cors with the trusted origins.
 * Strapi's own version echoes '*' with credentials when its list allows it and sends headers
 * even without an Origin; this one sends none for an untrusted or missing Origin.
 */
export function registerCors(strapi: Core.Strapi): void {
  strapi.get('middlewares').extend('strapi::cors', () => () => {
    const trusted = allowedOrigins();
    return cors({
      origin: (ctx) => (trusted.includes(ctx.get('Origin')) ? ctx.get('Origin') : ''),
      credentials: true,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: CORS_REQUEST_HEADERS,
      maxAge: 600,
    });
  });
}

/** What the web app sends: the JSON and anti-forgery headers and the named headers of docs/requirements.md §7. */
const CORS_REQUEST_HEADERS = [
  'Content-Type',
  'Authorization',
  'Accept',
  'X-XSRF-TOKEN',
  'Idempotency-Key',
  'userId',
  'userName',
  'email',
  'docType',
  'area',
  'fileName',
  'ownersOnly',
  'profileId',
  'firstName',
  'lastName',
  'unitNumber',
];
