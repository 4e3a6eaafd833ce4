/** Small helpers for the thin controllers and middlewares: the caller, headers, the JSON body, the request id. */
import crypto from 'node:crypto';
import { COMPRESS_MIN_BYTES, encodedOnce, negotiateEncoding, type Encoding } from './encoding';
import { LOCALE_COOKIE, idHeaderSchema, isLocale, negotiateLocale, type Locale, type Role } from '@hearth/common';
import { badRequest, parseOrThrow } from './http-errors';
import type { Context } from 'koa';

/** A signed-in portal account, as the identity module's auth strategy puts it on the request. */
export interface PortalUser {
  id: number;
  documentId: string;
  username: string;
  email: string;
  confirmed: boolean;
  blocked: boolean;
  roles: Role[];
  /** Access tokens issued before this time (seconds) are refused: set when the password changes. */
  tokensValidAfter: number;
}

export const callerOf = (ctx: Context): PortalUser | null => (ctx.state?.user as PortalUser) ?? null;

/** The caller, on a route whose policy already required one. */
export const requireCaller = (ctx: Context): PortalUser => {
  const user = callerOf(ctx);
  if (!user) throw badRequest('Login is required to access this area');
  return user;
};

/**
 * The id in the path (`/votes/:id`, `/reports/pages/:loginId`): digits only, else a 400 with the
 * call's own message. The one way a controller reads a path id.
 */
export const pathId = (ctx: Context, message: string, param = 'id'): number =>
  parseOrThrow(idHeaderSchema(message), String(ctx.params[param]));

/** A request header (case-insensitive), or undefined when absent or empty. */
export const headerOf = (ctx: Context, name: string): string | undefined => {
  const value = ctx.get(name);
  return value === '' ? undefined : value;
};

/** The parsed JSON body; undefined when none was sent. */
export const jsonBody = (ctx: Context): unknown => ctx.request.body;

/** The content type of every JSON answer the portal writes itself. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers pre-serialised JSON text (the cached reads, public and signed-in). Its compressed copy is
 * made once per text and encoding (koa-compress would compress it again on every request, and
 * leaves an answer that already has a Content-Encoding alone).
 */
export const sendJsonText = (ctx: Context, text: string) => {
  const answer = jsonAnswer(text, ctx.get('accept-encoding'));
  ctx.status = 200;
  ctx.type = JSON_TYPE;
  if (answer.encoding !== 'identity') {
    ctx.vary('Accept-Encoding');
    ctx.set('Content-Encoding', answer.encoding);
  }
  ctx.body = answer.body;
};

/** The JSON text as it goes out for this Accept-Encoding: plain when small or not accepted, else its compressed copy. */
export function jsonAnswer(text: string, acceptEncoding: string): { body: string | Buffer; encoding: Encoding } {
  const encoding = text.length < COMPRESS_MIN_BYTES ? 'identity' : negotiateEncoding(acceptEncoding);
  return encoding === 'identity' ? { body: text, encoding } : { body: encodedOnce(text, encoding), encoding };
}

/** A new answer id: 16 hex digits from the pooled UUID source (randomBytes per call costs ~2 µs of a cached read). */
export const newRequestId = (): string => {
  const uuid = crypto.randomUUID();
  return uuid.slice(0, 8) + uuid.slice(9, 13) + uuid.slice(14, 18);
};

/** Every answer's id (X-Request-Id), named in the log line of a failure (failure-answers.ts). */
export const assignRequestId = (ctx: Context): string => {
  const requestId = newRequestId();
  ctx.state.requestId = requestId;
  ctx.set('X-Request-Id', requestId);
  return requestId;
};

/** An answer in the reader's language depends on what browserLocale reads: Accept-Language and the switcher's cookie. */
export const varyWithReaderLanguage = (ctx: Context) => ctx.vary(['Accept-Language', 'Cookie']);

/**
 * The browser's language (docs/architecture.md, "Languages"): the switcher's cookie, else
 * Accept-Language, else English. A signed-in person's profile language comes first; the caller asks it.
 */
export function browserLocale(ctx: Context): Locale {
  const cookie = ctx.cookies.get(LOCALE_COOKIE, { signed: false });
  return isLocale(cookie) ? cookie : negotiateLocale(ctx.get('Accept-Language'));
}
