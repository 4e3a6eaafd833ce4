/**
 * The anti-forgery token (docs/requirements.md §7): one per browser, minted with the first page the
 * browser loads (web-app.ts, index.html) and kept for the browser's session. API answers never
 * mint one: the parallel calls of a first visit would each mint their own, and a POST sent with
 * one token while another answer replaced the cookie was refused (a lost page log).
 */
import crypto from 'node:crypto';
import { XSRF_COOKIE } from '@hearth/common';
import type { Context } from 'koa';

/** The token the browser sent, if any. */
export const antiForgeryCookie = (ctx: Context): string | undefined => ctx.cookies.get(XSRF_COOKIE, { signed: false }) || undefined;

/** Sets a new token unless the browser already holds one (readable by the page's script, which echoes it). */
export function keepAntiForgeryToken(ctx: Context): void {
  if (antiForgeryCookie(ctx)) return;
  const token = crypto.randomBytes(24).toString('base64url');
  ctx.cookies.set(XSRF_COOKIE, token, { httpOnly: false, sameSite: 'strict', signed: false, secure: ctx.secure, overwrite: true });
}
