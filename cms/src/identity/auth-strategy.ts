/**
 * The content-API authentication strategy for the portal's bearer access tokens.
 * Routes opt in with `auth: { strategies: ['portal-oidc'] }`; role checks are policies
 * (src/policies/has-audience.ts), so a failed token is a 401 and a wrong role a 403.
 */
import type { Core } from '@strapi/strapi';
import { InvalidTokenError } from './access-token';
import { endedSessionReason, grantOf } from './sessions';
import { strategyRefusal } from '../platform/http-errors';
import { PORTAL_STRATEGY } from '../platform/routes';
import type { Context } from 'koa';
import { serviceOf } from '../platform/services';
import type accessTokenService from '../identity/access-token';
import type accountsService from '../identity/accounts';

export function bearerToken(ctx: { get(name: string): string }): string | null {
  const header = ctx.get('authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(header || '');
  return match ? match[1] : null;
}

/**
 * Resolves the account behind a bearer token, or null. Only a bad token is the caller's fault;
 * anything else (the database away) is thrown, so it answers 503 and the resident stays signed in.
 */
export async function userFromRequest(strapi: Core.Strapi, ctx: { get(name: string): string }) {
  const token = bearerToken(ctx);
  if (!token) return { user: null, error: null };
  try {
    const claims = await serviceOf<typeof accessTokenService>(strapi, 'api::account.access-token').verify(token);
    const found = await serviceOf<typeof accountsService>(strapi, 'api::account.accounts').findForAccessToken(
      Number(claims.sub),
      grantOf(claims),
    );
    if (!found) return { user: null, error: 'The account of this token no longer exists.' };
    const user = found.account;
    if (user.blocked) return { user: null, error: 'This account is blocked: please contact the site administrator.' };
    const ended = endedSessionReason(claims, user, found.grant);
    if (ended) return { user: null, error: ended };
    return { user, error: null, claims };
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    return { user: null, error: 'Missing or invalid credentials' };
  }
}

export function registerAuthStrategy(strapi: Core.Strapi): void {
  strapi.get('auth').register('content-api', {
    name: PORTAL_STRATEGY,
    async authenticate(ctx: Context) {
      const { user, error, claims } = await userFromRequest(strapi, ctx);
      if (error) return { error: new Error(error) };
      if (!user) return { authenticated: false };
      ctx.state.user = user;
      ctx.state.accessToken = claims; // the token's times and grant, for calls that need a recent sign-in
      return { authenticated: true, credentials: user };
    },
    /** Behind the /api gate (api-gate.ts), a portal token still opens only the portal's own calls. */
    verify(_auth: unknown, config: { scope?: string[] } = {}) {
      if (!(config.scope ?? []).every((scope) => scope.startsWith('api::'))) throw strategyRefusal();
    },
  });
}
