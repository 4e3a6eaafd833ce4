/**
 * The security headers (helmet) of every answer, worked out once per process.
 *
 * Why: Strapi's strapi::security, which Strapi requires in the chain, rebuilds its helmet
 * configuration on every request (lodash defaultsDeep and a new helmet: 0.13–0.22 ms, 12–20% of
 * `/_health`), more than a whole cached public read costs (src/middlewares/public-reads.ts). So
 * strapi::security is extended through its registry (as strapi::cors is, origins.ts) to the
 * headers of one helmet built from Strapi's defaults and the portal's options below; the cached reads set
 * their headers through this same function. The paths Strapi treats specially (its API
 * documentation, the admin panel under a dev server) keep Strapi's own middleware.
 * tests/platform/security-headers.test.ts fails when the installed Strapi sends other headers.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { createHash } from 'node:crypto';
import { APP_START_SCRIPT } from '@hearth/common';
import { settings } from './settings';

/** The one inline script the pages carry, the web app's start (common/src/app-start.ts), allowed by its hash. */
const APP_START_HASH = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;

/** The portal's strapi::security options (config/middlewares.ts). */
export const SECURITY_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'script-src': ["'self'", APP_START_HASH],
      'connect-src': ["'self'", 'https:'],
      'img-src': ["'self'", 'data:', 'blob:', 'https://market-assets.strapi.io'],
      'media-src': ["'self'", 'data:', 'blob:'],
      'frame-src': ["'self'"],
      'frame-ancestors': ["'self'"],
      'form-action': ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  frameguard: { action: 'sameorigin' },
} as const;

/** SECURITY_OPTIONS over strapi::security's own defaults (@strapi/core 5.54.0, middlewares/security.js). */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xssFilter: false,
  hsts: { maxAge: 31536000, includeSubDomains: true },
  contentSecurityPolicy: { useDefaults: true, directives: { ...SECURITY_OPTIONS.contentSecurityPolicy.directives } },
  frameguard: SECURITY_OPTIONS.frameguard,
};

/**
 * helmet's headers for these options, worked out once: none of them depends on the request (no
 * directive is a function of it), and helmet recomputes its CSP text on every call (~6 µs of a
 * cached read's ~40).
 */
export const SECURITY_HEADERS: readonly (readonly [string, string | number | string[]])[] = (() => {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(HELMET_OPTIONS)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, value!]);
})();

/** Sets the portal's security headers on the answer. */
export function setSecurityHeaders(ctx: Context): void {
  for (const [name, value] of SECURITY_HEADERS) ctx.res.setHeader(name, value);
}

/** Where Strapi's middleware answers differently from its defaults (security.js: specialPaths, the dev server). */
function strapiSpecialCase(strapi: Core.Strapi, ctx: Context): boolean {
  if (ctx.method !== 'GET') return false;
  if (ctx.path.startsWith('/documentation')) return true;
  return ['development', 'test'].includes(settings().environment) && ctx.path.startsWith(strapi.config.get('admin.path') as string);
}

/** register(): strapi::security sets the headers through setSecurityHeaders. */
export function registerSecurityHeaders(strapi: Core.Strapi): void {
  const extended =
    (strapiOwn: Core.MiddlewareFactory): Core.MiddlewareFactory =>
    (config, context) => {
      const strapiHandler = strapiOwn(config, context) as Core.MiddlewareHandler;
      return (ctx: Context, next: () => Promise<void>) => {
        if (strapiSpecialCase(strapi, ctx)) return strapiHandler(ctx, next);
        setSecurityHeaders(ctx);
        return next();
      };
    };
  strapi.get('middlewares').extend('strapi::security', extended);
}
