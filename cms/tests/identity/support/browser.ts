/**
 * A scripted browser for the identity tests: fetch with a cookie jar and manual redirects,
 * and the OpenID Connect authorization-code flow with PKCE (S256) and a nonce, driven
 * exactly as oidc-client-ts in the web app drives it.
 */
import crypto from 'node:crypto';
import { CookieJar } from 'tough-cookie';
import type { TestPortal } from '../../support/portal';

export const CLIENT_ID = 'portal-web';
const SCOPE = 'openid profile email api.read';

const b64url = (buffer: Buffer) => buffer.toString('base64url');

export class Browser {
  readonly jar = new CookieJar();
  /** Each browser comes from its own address, so rate limits of one test do not touch another. */
  readonly address = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

  constructor(readonly portal: TestPortal) {}

  async fetch(pathOrUrl: string, init: RequestInit & { form?: Record<string, string> } = {}): Promise<Response> {
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : this.portal.url + pathOrUrl;
    const headers = new Headers(init.headers);
    const cookie = await this.jar.getCookieString(url);
    if (cookie) headers.set('cookie', cookie);
    headers.set('x-forwarded-for', this.address);
    let body = init.body;
    if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, { ...init, headers, body, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) await this.jar.setCookie(setCookie, url, { ignoreError: true });
    return response;
  }
}

export interface AuthorizationRequest {
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
  /** Where the provider sent the browser: the login page. */
  loginPage: string;
}

/** Starts an authorization request; answers the login page URL it led to. */
export async function startAuthorization(browser: Browser, extra: Record<string, string> = {}): Promise<AuthorizationRequest> {
  const verifier = b64url(crypto.randomBytes(32));
  const challenge = b64url(crypto.createHash('sha256').update(verifier).digest());
  const state = b64url(crypto.randomBytes(12));
  const nonce = b64url(crypto.randomBytes(12));
  const redirectUri = `${browser.portal.url}/auth-callback`;
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  const response = await browser.fetch(`/oidc/auth?${query}`);
  if (response.status !== 303) throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  return { verifier, state, nonce, redirectUri, loginPage: response.headers.get('location')! };
}

/** The login form's action, read from the page as a browser would. */
export function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match) throw new Error('no form on the page');
  return match[1].replace(/&amp;/g, '&');
}

/** Submits the login page; answers the provider's response to the form. */
export async function submitLogin(browser: Browser, request: AuthorizationRequest, username: string, password: string): Promise<Response> {
  const page = await browser.fetch(request.loginPage);
  const html = await page.text();
  return browser.fetch(formAction(html), { method: 'POST', form: { username, password } });
}

/** After a successful login form: follows the provider back to the redirect URI and answers the code. */
export async function codeAfterLogin(browser: Browser, request: AuthorizationRequest, loginResponse: Response): Promise<string> {
  if (loginResponse.status !== 303) throw new Error(`login answered ${loginResponse.status}: ${await loginResponse.text()}`);
  let location = loginResponse.headers.get('location')!;
  for (let hop = 0; hop < 5 && !location.startsWith(request.redirectUri); hop++) {
    const next = await browser.fetch(location);
    if (![302, 303].includes(next.status)) throw new Error(`${location} answered ${next.status}: ${await next.text()}`);
    location = next.headers.get('location')!;
  }
  const callback = new URL(location, browser.portal.url);
  if (!location.startsWith(request.redirectUri)) throw new Error(`the flow did not return to the client: ${location}`);
  if (callback.searchParams.get('state') !== request.state) throw new Error('state mismatch');
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code: ${location}`);
  return code;
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

/** The token request for a code; `verifier` stands in for the request's own PKCE verifier. */
export async function exchangeCode(
  browser: Browser,
  request: AuthorizationRequest,
  code: string,
  verifier = request.verifier,
): Promise<Response> {
  return browser.fetch('/oidc/token', {
    method: 'POST',
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: request.redirectUri,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    },
  });
}

/** The whole sign-in: authorize, login form, code exchange. */
export async function signIn(browser: Browser, username: string, password: string): Promise<TokenSet & { request: AuthorizationRequest }> {
  const request = await startAuthorization(browser);
  const code = await codeAfterLogin(browser, request, await submitLogin(browser, request, username, password));
  const response = await exchangeCode(browser, request, code);
  if (response.status !== 200) throw new Error(`token answered ${response.status}: ${await response.text()}`);
  return { ...((await response.json()) as TokenSet), request };
}

export const decodeJwt = (jwt: string) => ({
  header: JSON.parse(Buffer.from(jwt.split('.')[0], 'base64url').toString()),
  payload: JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()),
});
