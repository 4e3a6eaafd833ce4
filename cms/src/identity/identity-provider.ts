/**
 * The portal's OpenID Connect provider, served at /oidc on the portal's own origin
 * (cms/src/middlewares/oidc.ts forwards /oidc/* here). Built once, on first use, with the
 * signing key kept in the database, so every process signs with the same key.
 *
 * Requests are handed to oidc-provider with the prefix stripped (discovery at
 * /oidc/.well-known/openid-configuration) and with the public protocol and host of
 * PUBLIC_URL, whatever proxy sits in front.
 */
import type { Core } from '@strapi/strapi';
import { Messages } from '@hearth/common';
import { purgeExpired } from './oidc-adapter';
import { issuerUrl, OIDC_PREFIX, providerConfiguration, sendPage } from './provider-config';
import { handleInteraction } from './interaction';
import { dropUntrustedCors } from '../platform/origins';
import { standardClaims } from './account-claims';
import { bearerToken } from './auth-strategy';
import { InvalidTokenError } from './access-token';
import { publicUrl } from '../platform/runtime';
import { answerProtocolError, sharedResult } from '../platform/http-errors';
import { endedSessionReason, grantOf, revokeGrant } from './sessions';
import { messagePage, PROVIDER_ANSWER_CSP } from './pages';
import { readerLocale } from './reader-locale';
import { siteBrand } from '../platform/site-name';
import type { Context, Next } from 'koa';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OidcProvider } from './interaction';
import { serviceOf } from '../platform/services';
import type signingKeysService from './signing-keys';
import type accessTokenService from './access-token';
import type accountsService from './accounts';

/**
 * docs/requirements.md, "The calls the product makes": every authorization request carries a nonce (the ID token then proves it answers this
 * request). Only GET requests are taken, the way the web app sends them.
 */
function authorizationHasNonce(ctx: Context): boolean {
  if (ctx.method !== 'GET') return false;
  const nonce = new URLSearchParams(ctx.querystring).get('nonce');
  return typeof nonce === 'string' && nonce.length > 0 && nonce.length <= 255;
}

// oidc-provider is ESM only; Node 22 loads it with require() from Strapi's CommonJS build.
const loadOidcProvider = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('oidc-provider') as {
    default: new (issuer: string, config: unknown) => Provider;
    errors: Record<string, new (message?: string) => Error>;
  };

/** What the portal uses of oidc-provider's Provider (the package ships no types). */
type Provider = OidcProvider & {
  proxy: boolean;
  on(event: 'server_error', listener: (ctx: Context, error: Error | undefined) => void): void;
  use(middleware: (ctx: Context, next: () => Promise<void>) => Promise<void>): void;
  callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let building: Promise<{ provider: Provider; callback: (req: IncomingMessage, res: ServerResponse) => Promise<void> }> | undefined;

  async function build() {
    const { default: Provider, errors } = loadOidcProvider();
    await purgeExpired(strapi.db.connection);
    const signingKey = await serviceOf<typeof signingKeysService>(strapi, 'api::account.signing-keys').privateJwk();
    const provider = new Provider(issuerUrl(), providerConfiguration(strapi, signingKey, errors.InvalidTarget));
    provider.proxy = true;
    provider.on('server_error', (_ctx: Context, error: Error | undefined) => strapi.log.error(`[oidc] ${error?.stack ?? error}`));
    provider.use(async (ctx: Context, next: () => Promise<void>) => {
      // The provider's own answers are past the portal's security headers (it answers the raw request):
      // they get the provider pages' own, which a page of the portal's replaces with its nonce.
      ctx.set('Content-Security-Policy', PROVIDER_ANSWER_CSP);
      ctx.set('X-Content-Type-Options', 'nosniff');
      await next();
      // The provider echoes any Origin on its public endpoints; only trusted origins keep CORS headers.
      dropUntrustedCors(ctx.res, ctx.get('Origin') || undefined);
    });
    return { provider, callback: provider.callback() };
  }

  const instance = () => {
    building ??= build().catch((error) => {
      building = undefined;
      throw error;
    });
    return sharedResult(building);
  };

  /** The public origin, as the provider must see it (it builds every URL and cookie from it). */
  function presentPublicOrigin(ctx: Context) {
    const origin = new URL(publicUrl());
    ctx.req.headers['x-forwarded-proto'] = origin.protocol.replace(':', '');
    ctx.req.headers['x-forwarded-host'] = origin.host;
  }

  /**
   * userinfo for the API's own access tokens: they carry the API's audience, which
   * oidc-provider's userinfo refuses, so they are answered here from the same claims.
   */
  async function apiTokenUserinfo(ctx: Context): Promise<boolean> {
    const token = bearerToken(ctx);
    if (!token || token.split('.').length !== 3) return false;
    let payload;
    try {
      payload = await serviceOf<typeof accessTokenService>(strapi, 'api::account.access-token').verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) return false;
      throw error;
    }
    const sub = payload.sub;
    const found = await serviceOf<typeof accountsService>(strapi, 'api::account.accounts').findForAccessToken(
      Number(sub),
      grantOf(payload),
    );
    const ended = found ? endedSessionReason(payload, found.account, found.grant) : null;
    const claims = ended ? null : await standardClaims(strapi, Number(sub));
    ctx.set('Cache-Control', 'no-store');
    if (!claims) {
      ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"');
      answerProtocolError(ctx, 401, {
        error: 'invalid_token',
        error_description: ended ? 'the session has ended' : 'the account is blocked or no longer exists',
      });
      return true;
    }
    ctx.body = claims;
    return true;
  }

  /**
   * Revocation of the API's access tokens: oidc-provider refuses JWTs at its revocation endpoint,
   * so a JWT access token is answered here by revoking its grant (the API then refuses the token,
   * identity/sessions.ts). Other tokens go on to the provider with the body already read.
   */
  async function revokeAccessToken(ctx: Context): Promise<boolean> {
    if (!ctx.is('application/x-www-form-urlencoded')) return false;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of ctx.req) {
      size += chunk.length;
      if (size > 16 * 1024) {
        answerProtocolError(ctx, 400, { error: 'invalid_request', error_description: 'request entity too large' });
        return true;
      }
      chunks.push(chunk);
    }
    const raw = Buffer.concat(chunks).toString('utf8');
    Object.assign(ctx.req, { body: raw });
    const form = new URLSearchParams(raw);
    const token = form.get('token') ?? '';
    if (token.split('.').length !== 3) return false;
    let claims;
    try {
      claims = await serviceOf<typeof accessTokenService>(strapi, 'api::account.access-token').verify(token);
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
      claims = null;
    }
    // A client revokes only its own tokens; an unknown or foreign token is answered 200 all the same (RFC 7009).
    const grantId = claims ? grantOf(claims) : undefined;
    if (claims && claims.client_id === form.get('client_id') && grantId !== undefined) await revokeGrant(strapi, grantId);
    ctx.status = 200;
    ctx.body = '';
    ctx.set('Cache-Control', 'no-store');
    return true;
  }

  return {
    /** The provider instance (for tests and tools). */
    async provider() {
      return (await instance()).provider;
    },

    async handle(ctx: Context, _next: Next) {
      const { provider, callback } = await instance();
      presentPublicOrigin(ctx);
      const subPath = ctx.path.slice(OIDC_PREFIX.length) || '/';

      if (subPath.startsWith('/interaction/')) return handleInteraction(strapi, provider, ctx, subPath);
      if (subPath === '/me' && ['GET', 'POST'].includes(ctx.method) && (await apiTokenUserinfo(ctx))) return;
      if (subPath === '/token/revocation' && ctx.method === 'POST' && (await revokeAccessToken(ctx))) return;
      if (subPath === '/auth' && !authorizationHasNonce(ctx)) {
        const site = { ...(await siteBrand(strapi)), locale: readerLocale(ctx) };
        return sendPage(ctx, 400, messagePage({ site, title: 'Login problem', message: Messages.nonceRequired }));
      }

      // Hand the raw request to oidc-provider's own Koa app, mounted at /oidc.
      Object.assign(ctx.req, { originalUrl: ctx.originalUrl });
      const rest = ctx.originalUrl.slice(OIDC_PREFIX.length);
      ctx.req.url = rest.startsWith('/') ? rest : `/${rest}`;
      ctx.respond = false;
      await callback(ctx.req, ctx.res);
    },
  };
};
