/** Small helpers for the thin controllers: the caller, headers, the JSON body. */
import type { PortalUser } from '../identity/accounts';
import { badRequest } from './http-errors';
import type { Context } from 'koa';

export const callerOf = (ctx: Context): PortalUser | null => (ctx.state?.user as PortalUser) ?? null;

/** The caller, on a route whose policy already required one. */
export const requireCaller = (ctx: Context): PortalUser => {
  const user = callerOf(ctx);
  if (!user) throw badRequest('Login is required to access this area');
  return user;
};

/** A request header (case-insensitive), or undefined when absent or empty. */
export const headerOf = (ctx: Context, name: string): string | undefined => {
  const value = ctx.get(name);
  return value === '' ? undefined : value;
};

/** The parsed JSON body; undefined when none was sent. */
export const jsonBody = (ctx: Context): unknown => ctx.request.body;

/** Answers pre-serialised JSON text (the cached public reads). */
export const sendJsonText = (ctx: Context, text: string) => {
  ctx.status = 200;
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = text;
};
