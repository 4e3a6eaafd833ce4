/**
 * Anti-forgery (docs/requirements.md §7): the page hands the browser a random XSRF-TOKEN cookie
 * (platform/anti-forgery-token.ts), the web client echoes it in X-XSRF-TOKEN on every
 * state-changing call, and the server refuses a call whose header does not match the cookie.
 * The identity provider's endpoints have their own protections. Calls that carry a bearer
 * token and no cookies at all (scripts, other apps) are not forgeable by a browser and pass.
 */
import crypto from 'node:crypto';
import { Messages, XSRF_HEADER } from '@hearth/common';
import type { Core } from '@strapi/strapi';
import { antiForgeryCookie } from '../platform/anti-forgery-token';
import { forbidden } from '../platform/http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default (): Core.MiddlewareHandler => {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/') || SAFE_METHODS.has(ctx.method)) return next();

    const sentCookies = Boolean(ctx.get('cookie'));
    const header = ctx.get(XSRF_HEADER);
    const cookie = antiForgeryCookie(ctx);
    if (sentCookies && (!header || !cookie || !safeEqual(header, cookie))) throw forbidden(Messages.antiForgeryRefused);
    return next();
  };
};

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
