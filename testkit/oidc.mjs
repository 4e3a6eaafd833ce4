// @ts-check
/**
 * A scripted browser for the portal's identity provider: fetch with a cookie jar and manual
 * redirects, and the OpenID Connect authorization-code flow with PKCE (S256) and a nonce, driven
 * exactly as oidc-client-ts in the web app drives it. The tokens it gets are the provider's own
 * (with their session grant and auth_time). Used by the cms identity tests, the bench and the
 * fault suite.
 */
import crypto from 'node:crypto';
import { CookieJar } from 'tough-cookie';

export const CLIENT_ID = 'portal-web';
const SCOPE = 'openid profile email api.read';

const b64url = (/** @type {Buffer} */ buffer) => buffer.toString('base64url');

/** @typedef {RequestInit & { form?: Record<string, string> }} BrowserRequest */

export class Browser {
  jar = new CookieJar();
  /** Each browser comes from its own address, so rate limits of one test do not touch another. */
  address = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

  /** @param {{ url: string }} portal the portal's base URL (a test portal, or any `{ url }`) */
  constructor(portal) {
    this.portal = portal;
  }

  /**
   * @param {string} pathOrUrl
   * @param {BrowserRequest} [init]
   * @returns {Promise<Response>}
   */
  async fetch(pathOrUrl, init = {}) {
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
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000), ...init, headers, body, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) await this.jar.setCookie(setCookie, url, { ignoreError: true });
    return response;
  }
}

/**
 * @typedef {object} AuthorizationRequest
 * @property {string} verifier
 * @property {string} state
 * @property {string} nonce
 * @property {string} redirectUri
 * @property {string} loginPage where the provider sent the browser: the login page
 */

/**
 * A new authorization request as the web app builds it (PKCE verifier, state, nonce), not sent yet:
 * `path` is where a browser goes to start it.
 * @param {Browser} browser
 * @param {Record<string, string>} [extra] more query parameters (or overrides)
 */
export function authorizationRequest(browser, extra = {}) {
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
  return { verifier, state, nonce, redirectUri, path: `/oidc/auth?${query}` };
}

/**
 * Starts an authorization request; answers the login page URL it led to.
 * @param {Browser} browser
 * @param {Record<string, string>} [extra] more query parameters (or overrides)
 * @returns {Promise<AuthorizationRequest>}
 */
export async function startAuthorization(browser, extra = {}) {
  const { path, ...request } = authorizationRequest(browser, extra);
  const response = await browser.fetch(path);
  if (response.status !== 303) throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  return { ...request, loginPage: /** @type {string} */ (response.headers.get('location')) };
}

/**
 * The login form's action, read from the page as a browser would.
 * @param {string} html
 */
export function formAction(html) {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match) throw new Error('no form on the page');
  return match[1].replace(/&amp;/g, '&');
}

/**
 * Submits the login page; answers the provider's response to the form.
 * @param {Browser} browser
 * @param {AuthorizationRequest} request
 * @param {string} username
 * @param {string} password
 */
export async function submitLogin(browser, request, username, password) {
  const page = await browser.fetch(request.loginPage);
  const html = await page.text();
  return browser.fetch(formAction(html), { method: 'POST', form: { username, password } });
}

/**
 * After a successful login form: follows the provider back to the redirect URI and answers the code.
 * @param {Browser} browser
 * @param {AuthorizationRequest} request
 * @param {Response} loginResponse
 * @returns {Promise<string>}
 */
export async function codeAfterLogin(browser, request, loginResponse) {
  if (loginResponse.status !== 303) throw new Error(`login answered ${loginResponse.status}: ${await loginResponse.text()}`);
  let location = /** @type {string} */ (loginResponse.headers.get('location'));
  for (let hop = 0; hop < 5 && !location.startsWith(request.redirectUri); hop++) {
    const next = await browser.fetch(location);
    if (![302, 303].includes(next.status)) throw new Error(`${location} answered ${next.status}: ${await next.text()}`);
    location = /** @type {string} */ (next.headers.get('location'));
  }
  const callback = new URL(location, browser.portal.url);
  if (!location.startsWith(request.redirectUri)) throw new Error(`the flow did not return to the client: ${location}`);
  if (callback.searchParams.get('state') !== request.state) throw new Error('state mismatch');
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code: ${location}`);
  return code;
}

/**
 * @typedef {object} TokenSet
 * @property {string} access_token
 * @property {string} id_token
 * @property {string} [refresh_token]
 * @property {number} expires_in
 * @property {string} token_type
 * @property {string} scope
 */

/**
 * The token request for a code; `verifier` stands in for the request's own PKCE verifier.
 * @param {Browser} browser
 * @param {AuthorizationRequest} request
 * @param {string} code
 */
export async function exchangeCode(browser, request, code, verifier = request.verifier) {
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

/**
 * The whole sign-in: authorize, login form, code exchange.
 * @param {Browser} browser
 * @param {string} username
 * @param {string} password
 * @returns {Promise<TokenSet & { request: AuthorizationRequest }>}
 */
export async function signIn(browser, username, password) {
  const request = await startAuthorization(browser);
  const code = await codeAfterLogin(browser, request, await submitLogin(browser, request, username, password));
  const response = await exchangeCode(browser, request, code);
  if (response.status !== 200) throw new Error(`token answered ${response.status}: ${await response.text()}`);
  return { .../** @type {TokenSet} */ (await response.json()), request };
}

/** @param {string} jwt */
export const decodeJwt = (jwt) => ({
  header: JSON.parse(Buffer.from(jwt.split('.')[0], 'base64url').toString()),
  payload: JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()),
});
