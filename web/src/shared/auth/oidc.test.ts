/**
 * The identity client's docs/requirements.md §7 details: every authorization request carries a fresh nonce, and an
 * ID token that answers another nonce is refused. Real oidc-client-ts; only the browser's
 * navigation and the provider's token endpoint are stood in for.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { INavigator } from 'oidc-client-ts';
import { oidcSettings, PortalUserManager } from './oidc';

const ORIGIN = 'https://portal.example';
const metadata = {
  issuer: `${ORIGIN}/oidc`,
  authorization_endpoint: `${ORIGIN}/oidc/auth`,
  token_endpoint: `${ORIGIN}/oidc/token`,
  end_session_endpoint: `${ORIGIN}/oidc/session/end`,
  revocation_endpoint: `${ORIGIN}/oidc/token/revocation`,
};

const b64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const idToken = (nonce: string) =>
  `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url({ iss: metadata.issuer, aud: 'portal-web', sub: '7', nonce, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 })}.c2ln`;

/** Starts a sign-in and answers the authorization URL the browser would have been sent to. */
async function authorizeUrl(manager: PortalUserManager, navigator: { url?: string }) {
  await manager.signinRedirect();
  return new URL(navigator.url!);
}

function managerWithCapturedNavigation() {
  const captured: { url?: string } = {};
  const navigator: INavigator = {
    prepare: async () => ({
      navigate: async ({ url }) => {
        captured.url = url;
        return { url };
      },
      close: () => undefined,
    }),
    callback: async () => undefined,
  };
  return { manager: new PortalUserManager({ ...oidcSettings(ORIGIN, false, metadata), loadUserInfo: false }, navigator), captured };
}

describe('oidc client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('sends a fresh nonce, PKCE S256 and the code flow on every authorization request', async () => {
    const { manager, captured } = managerWithCapturedNavigation();
    const first = await authorizeUrl(manager, captured);
    const second = await authorizeUrl(manager, captured);
    expect(first.searchParams.get('response_type')).toBe('code');
    expect(first.searchParams.get('code_challenge_method')).toBe('S256');
    expect(first.searchParams.get('nonce')).toMatch(/^[\w-]{32}$/);
    expect(second.searchParams.get('nonce')).not.toBe(first.searchParams.get('nonce'));
  });

  it('refuses an ID token that answers another nonce, and takes the right one', async () => {
    for (const wrong of [true, false]) {
      const { manager, captured } = managerWithCapturedNavigation();
      const request = await authorizeUrl(manager, captured);
      const nonce = request.searchParams.get('nonce')!;
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(
              JSON.stringify({
                access_token: 'at',
                token_type: 'Bearer',
                expires_in: 600,
                id_token: idToken(wrong ? 'someone-elses-nonce' : nonce),
                scope: 'openid',
              }),
              {
                headers: { 'Content-Type': 'application/json' },
              },
            ),
        ),
      );
      const callback = `${ORIGIN}/auth-callback?code=abc&state=${request.searchParams.get('state')}`;
      if (wrong) await expect(manager.signinRedirectCallback(callback)).rejects.toThrow(/nonce/);
      else expect((await manager.signinRedirectCallback(callback)).profile.sub).toBe('7');
    }
  });
});
