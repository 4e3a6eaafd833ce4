/**
 * Pinned to the installed Strapi: the portal's helmet, built once (src/platform/security-headers.ts),
 * sets exactly the headers Strapi's own strapi::security sets with the same options. Fails when an
 * upgrade changes Strapi's defaults, so the copy of them is brought back in line.
 */
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Context } from 'koa';
import { SECURITY_OPTIONS, setSecurityHeaders } from '../../src/platform/security-headers';

const require = createRequire(__filename);
// Strapi's own middleware, from the installed @strapi/core (not among its package exports).
const strapiCore = path.dirname(require.resolve('@strapi/core/package.json'));
const { security } = require(path.join(strapiCore, 'dist', 'middlewares', 'security.js')) as {
  security: (config: unknown, context: { strapi: unknown }) => (ctx: unknown, next: () => Promise<void>) => Promise<void>;
};
const strapiStub = { plugin: () => undefined, config: { get: () => '/admin' } };

function answerTo(method: string, pathname: string) {
  const req = new http.IncomingMessage(new net.Socket());
  req.method = method;
  req.url = pathname;
  const res = new http.ServerResponse(req);
  return { req, res, method, path: pathname, url: pathname } as unknown as Context & { res: http.ServerResponse };
}

describe('security headers', () => {
  it.each([
    ['GET', '/api/news/active'],
    ['POST', '/api/profile/logpage'],
    ['GET', '/home'],
  ])('%s %s: the same as strapi::security with the portal options', async (method, pathname) => {
    const strapis = answerTo(method, pathname);
    await security(SECURITY_OPTIONS, { strapi: strapiStub })(strapis, async () => {});
    const portals = answerTo(method, pathname);
    setSecurityHeaders(portals);
    expect(portals.res.getHeaders()).toEqual(strapis.res.getHeaders());
    expect(portals.res.getHeader('content-security-policy')).toContain("frame-ancestors 'self'");
  });
});
