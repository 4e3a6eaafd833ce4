/**
 * The configuration of the portal's OpenID Connect provider (panva's oidc-provider):
 * one first-party public client (portal-web), JWT access tokens for the API resource,
 * refresh tokens for silent renewal, RP-initiated logout, database storage.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { JWK } from 'jose';
import { CLOCK_SKEW_S, Messages, OIDC_API_RESOURCE_PATH, OIDC_CLIENT_ID, RETRY_AFTER_SECONDS, SignInWords } from '@hearth/common';
import { isDatabaseUnavailable } from '../platform/http-errors';
import { GRANT_CLAIM } from './sessions';
import { publicUrl, secrets } from '../platform/runtime';
import { apiAudience } from './access-token';
import { databaseAdapter } from './oidc-adapter';
import { accountClaims } from './account-claims';
import { logoutConfirmationPage, logoutPage, messagePage } from './pages';
import { readerLocale } from './reader-locale';
import { siteBrand } from '../platform/site-name';
import type { Context } from 'koa';

export const OIDC_PREFIX = '/oidc';
export const issuerUrl = () => `${publicUrl()}${OIDC_PREFIX}`;
/** The resource indicator of the portal's API: access tokens for it are JWTs the API verifies itself. */
const apiResource = () => `${publicUrl()}${OIDC_API_RESOURCE_PATH}`;
const API_SCOPE = 'api.read';
const OIDC_SCOPES = 'openid profile email';

const webClient = () => ({
  client_id: OIDC_CLIENT_ID,
  client_name: 'Hearth portal',
  application_type: 'web',
  token_endpoint_auth_method: 'none',
  grant_types: ['authorization_code', 'refresh_token'],
  response_types: ['code'],
  redirect_uris: [`${publicUrl()}/auth-callback`, `${publicUrl()}/silent-renew.html`],
  post_logout_redirect_uris: [`${publicUrl()}/home`],
});

/** What the configuration uses of oidc-provider's client (the package ships no types). */
interface OidcClient {
  clientId: string;
  grantTypeAllowed(type: string): boolean;
}

const TTL = {
  // Short: a copied access token is useful briefly; silent renewal (refresh token) hides it.
  AccessToken: 10 * 60,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  Interaction: 60 * 60,
  RefreshToken: 14 * 24 * 3600,
  Session: 14 * 24 * 3600,
  Grant: 14 * 24 * 3600,
};

/** Cookie signing keys derived from the portal's secrets, distinct from Strapi's own cookie keys. */
const cookieKeys = () =>
  secrets()
    .appKeys.split(',')
    .map((key) => crypto.createHmac('sha256', key).update('hearth-oidc-cookies').digest('base64url'));

export function sendPage(ctx: Context, status: number, page: { html: string; csp: string }) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', page.csp);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = page.html;
}

export function providerConfiguration(strapi: Core.Strapi, signingKey: JWK, InvalidTarget: new (message?: string) => Error) {
  const secure = publicUrl().startsWith('https:');
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure, signed: true };

  return {
    clients: [webClient()],
    jwks: { keys: [signingKey] },
    adapter: databaseAdapter(() => strapi.db.connection),
    cookies: { keys: cookieKeys(), long: cookie, short: cookie },
    // api.read is a scope of the API resource (getResourceServerInfo), not an OpenID scope.
    scopes: ['openid', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'given_name', 'family_name', 'address', 'role'],
      email: ['email', 'email_verified'],
    },
    // The API access token cannot call userinfo (it has the API's audience), so the ID token carries the claims.
    conformIdTokenClaims: false,
    ttl: TTL,
    pkce: { required: () => true },
    // Authorization code (with PKCE S256) only: no implicit flow, no ID tokens in the front channel.
    responseTypes: ['code'],
    clockTolerance: CLOCK_SKEW_S,
    formats: {
      customizers: {
        // The API checks the grant (logout and password changes end it) and the sign-in time (e-mail change).
        async jwt(ctx: Context, token: { grantId?: string }, jwt: { payload: Record<string, unknown> }) {
          if (token.grantId) jwt.payload[GRANT_CLAIM] = token.grantId;
          const entities = ctx?.oidc?.entities ?? {};
          const authTime = entities.AuthorizationCode?.authTime ?? entities.RefreshToken?.authTime;
          if (typeof authTime === 'number') jwt.payload.auth_time = authTime;
        },
      },
    },
    features: {
      devInteractions: { enabled: false },
      // A client revokes only its own tokens (for a public client others' are silently ignored).
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx: Context, client: OidcClient, token: { clientId?: string }) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // Only the signed-in person's own app (an ID token of this session's account, which the
        // provider has already validated) logs out at once; anything else asks (docs/requirements.md, "States and transitions").
        async logoutSource(ctx: Context, form: string) {
          const hinted = ctx.oidc.entities.IdTokenHint?.payload?.sub;
          const page = hinted && hinted === ctx.oidc.session?.accountId ? logoutPage : logoutConfirmationPage;
          sendPage(ctx, 200, page({ site: { ...(await siteBrand(strapi)), locale: readerLocale(ctx) }, form }));
        },
        async postLogoutSuccessSource(ctx: Context) {
          const site = { ...(await siteBrand(strapi)), locale: readerLocale(ctx) };
          sendPage(ctx, 200, messagePage({ site, title: SignInWords.loggedOut, message: SignInWords.loggedOutMessage }));
        },
      },
      resourceIndicators: {
        enabled: true,
        // A client that sends no `resource` still gets a JWT access token for the API.
        defaultResource: async (_ctx: Context, _client: OidcClient, oneOf?: string[]) => oneOf ?? apiResource(),
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx: Context, resourceIndicator: string) {
          if (resourceIndicator !== apiResource()) throw new InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: apiAudience(),
            accessTokenTTL: TTL.AccessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // Silent renewal by refresh token, without asking for offline_access: the token ends with the session.
    issueRefreshToken: async (_ctx: Context, client: OidcClient) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: async (_ctx: Context, interaction: { uid: string }) => `${OIDC_PREFIX}/interaction/${interaction.uid}` },
    // portal-web is first-party: consent is implicit, so its grant is made (or completed) here.
    async loadExistingGrant(ctx: Context) {
      const { provider, client, session } = ctx.oidc;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      let grant = grantId ? await provider.Grant.find(grantId) : undefined;
      if (client.clientId !== OIDC_CLIENT_ID) return grant;
      if (!grant || grant.accountId !== session.accountId)
        grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addResourceScope(apiResource(), API_SCOPE);
      await grant.save();
      return grant;
    },
    async findAccount(_ctx: Context, sub: string) {
      return accountClaims(strapi, sub);
    },
    async renderError(ctx: Context, out: { error?: string; error_description?: string }, error?: unknown) {
      if (out.error === 'server_error') {
        // Our failure: the provider's own text ("oops! something went wrong") says nothing useful.
        const unavailable = isDatabaseUnavailable(error);
        if (unavailable) ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        sendPage(
          ctx,
          unavailable ? 503 : 500,
          messagePage({
            site: await siteBrand(strapi),
            title: 'Login problem',
            message: unavailable ? Messages.portalUnavailable : 'Something went wrong: please go back to the portal and try again.',
          }),
        );
        return;
      }
      sendPage(
        ctx,
        ctx.status >= 400 ? ctx.status : 400,
        messagePage({
          site: await siteBrand(strapi),
          title: 'Login problem',
          message: out.error_description || out.error || 'Something went wrong: please go back to the portal and try again.',
        }),
      );
    },
  };
}
