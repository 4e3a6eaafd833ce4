/**
 * Sign-in throttling that cannot be turned against the account owner (OWASP "device cookies"):
 * - failures are counted per user name and client address: after a few, that address waits
 *   longer and longer before it may try that name again (429 with Retry-After, for it alone);
 * - many failures for one user name, from whatever addresses, slow every further try for that
 *   name by a few seconds, but never refuse it;
 * - a browser that signed in to the account before holds a signed device cookie and is neither
 *   held nor slowed, unless that cookie itself collects failures.
 * Counts live in the database (rate-limit.ts): every portal process agrees.
 */
import type { Context } from 'koa';
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { secrets, publicUrl } from '../platform/runtime';
import { consume, count, heldFor, hold, LIMITS, reset } from '../platform/rate-limit';

const WINDOW_S = 15 * 60;
/** Free failures of one address for one name, then the wait doubles from 2 s up to 15 minutes. */
const FREE_FAILURES = 3;
const MAX_HOLD_S = 15 * 60;
/** Failures of a device cookie before it stops counting as a known browser. */
const DEVICE_FAILURES = 10;
const DEVICE_MAX_AGE_S = 180 * 24 * 3600;

const userKey = (username: string) => username.trim().toLowerCase();
const hash = (text: string) => crypto.createHash('sha256').update(text).digest('base64url');
const signingKey = () => crypto.createHmac('sha256', secrets().appKeys).update('hearth-device-cookie').digest();
const sign = (text: string) => crypto.createHmac('sha256', signingKey()).update(text).digest('base64url');

/** One cookie per user name: a shared computer may know several accounts. */
const deviceCookieName = (username: string) => `hearth_device_${hash(userKey(username)).slice(0, 16)}`;

export interface ThrottleDecision {
  /** Seconds this address must wait before trying this name again (0: go on). */
  retryAfterSeconds: number;
  /** Seconds the answer is slowed down by (the name is under attack, the browser unknown). */
  slowdownSeconds: number;
  /** The device cookie's id when the browser signed in to this account before. */
  device: string | null;
}

/** A counter without a limit of its own. */
const COUNTED = { limit: Number.MAX_SAFE_INTEGER, windowSeconds: WINDOW_S };

export function loginThrottle(strapi: Core.Strapi) {
  /** The device id of a valid device cookie for this user name, or null. */
  function deviceOf(ctx: Context, username: string): string | null {
    const value = ctx.cookies.get(deviceCookieName(username));
    if (typeof value !== 'string') return null;
    const [id, signature] = value.split('.');
    if (!id || !signature) return null;
    const expected = sign(`${userKey(username)}.${id}`);
    const a = Buffer.from(signature);
    const b = Buffer.from(expected);
    return a.length === b.length && crypto.timingSafeEqual(a, b) ? id : null;
  }

  const keys = (username: string, address: string) => {
    const name = hash(userKey(username));
    return { name: `login:fail:${name}`, pair: `login:fail:${name}:${address}`, hold: `login:hold:${name}:${address}` };
  };

  return {
    async before(ctx: Context, username: string): Promise<ThrottleDecision> {
      let device = deviceOf(ctx, username);
      if (device && (await count(strapi, `login:device:${device}`, WINDOW_S)) >= DEVICE_FAILURES) device = null;
      if (device) return { retryAfterSeconds: 0, slowdownSeconds: 0, device };
      const k = keys(username, ctx.ip);
      const retryAfterSeconds = await heldFor(strapi, k.hold);
      if (retryAfterSeconds > 0) return { retryAfterSeconds, slowdownSeconds: 0, device };
      const nameFailures = await count(strapi, k.name, WINDOW_S);
      const excess = nameFailures - LIMITS.loginSlowdownAfter;
      const slowdownSeconds = excess > 0 ? Math.min(LIMITS.loginSlowdownMaxSeconds, excess) : 0;
      return { retryAfterSeconds: 0, slowdownSeconds, device };
    },

    async failed(ctx: Context, username: string, decision: ThrottleDecision): Promise<void> {
      const k = keys(username, ctx.ip);
      await consume(strapi, k.name, COUNTED);
      if (decision.device) {
        await consume(strapi, `login:device:${decision.device}`, COUNTED);
        return;
      }
      await consume(strapi, k.pair, COUNTED);
      const failures = await count(strapi, k.pair, WINDOW_S);
      if (failures >= FREE_FAILURES) await hold(strapi, k.hold, Math.min(MAX_HOLD_S, 2 ** (failures - FREE_FAILURES + 1)));
    },

    /** A successful sign-in: this address starts afresh for the name, and the browser becomes known. */
    async succeeded(ctx: Context, username: string, decision: ThrottleDecision): Promise<void> {
      const k = keys(username, ctx.ip);
      await reset(strapi, k.pair);
      await reset(strapi, k.hold);
      const id = decision.device ?? crypto.randomBytes(16).toString('base64url');
      // Written by hand: behind a TLS proxy Koa may not know the request was https.
      const secure = publicUrl().startsWith('https:') ? '; Secure' : '';
      const value = `${id}.${sign(`${userKey(username)}.${id}`)}`;
      ctx.append(
        'Set-Cookie',
        `${deviceCookieName(username)}=${value}; Path=/oidc; Max-Age=${DEVICE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
      );
    },
  };
}
