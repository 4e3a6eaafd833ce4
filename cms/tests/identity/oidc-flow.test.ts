/**
 * The built-in OpenID Connect provider end to end: discovery, the authorization-code flow
 * with PKCE and nonce through the login page, the API called with the access token,
 * userinfo, refresh, logout; the login page's refusals and rate limit; forged tokens.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { Messages } from '@hearth/common';
import { escapeHtml } from '../../src/identity/pages';
import { startPortal, type TestPortal } from '../support/portal';
import { accessTokenFor, createAccount } from '../support/tokens';
import {
  Browser,
  CLIENT_ID,
  codeAfterLogin,
  decodeJwt,
  exchangeCode,
  formAction,
  signIn,
  startAuthorization,
  submitLogin,
} from '../../../testkit/oidc.mjs';

const PASSWORD = 'Secret-Passw0rd!';
const USERS = 'plugin::users-permissions.user';

describe('identity provider', () => {
  let portal: TestPortal;
  let owner: Awaited<ReturnType<typeof createAccount>>;

  beforeAll(async () => {
    portal = await startPortal({ LOGIN_SLOWDOWN_MAX_SECONDS: '1' });
    owner = await createAccount(portal, 'flowowner', ['owner', 'director']);
    await portal.strapi.db
      .query('api::profile.profile')
      .update({ where: { id: owner.profile.id }, data: { firstName: 'Flo', lastName: 'Owner', unitNumber: '12' } });
    await portal.strapi.db.query(USERS).update({
      where: { id: owner.user.id },
      data: {
        claims: [
          { type: 'given_name', value: 'Flo' },
          { type: 'family_name', value: 'Owner' },
          { type: 'address', value: '{"unit_number":"12","street_name":"Maple Court"}' },
        ],
      },
    });
  });
  afterAll(async () => {
    await portal?.stop();
  });

  it('publishes discovery at /oidc/.well-known/openid-configuration with same-origin endpoints', async () => {
    const response = await portal.request('GET', '/oidc/.well-known/openid-configuration');
    expect(response.status).toBe(200);
    const discovery = await response.json();
    expect(discovery).toMatchObject({
      issuer: `${portal.url}/oidc`,
      authorization_endpoint: `${portal.url}/oidc/auth`,
      token_endpoint: `${portal.url}/oidc/token`,
      userinfo_endpoint: `${portal.url}/oidc/me`,
      end_session_endpoint: `${portal.url}/oidc/session/end`,
      revocation_endpoint: `${portal.url}/oidc/token/revocation`,
      jwks_uri: `${portal.url}/oidc/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    const jwks = await (await portal.request('GET', '/oidc/jwks')).json();
    expect(jwks.keys.map((k) => k.kid)).toEqual([(await portal.strapi.service('api::account.signing-keys').publicJwk()).kid]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('runs the whole code flow: login page, code, tokens, API call, userinfo, refresh, logout', async () => {
    const browser = new Browser(portal);
    const request = await startAuthorization(browser);
    expect(request.loginPage).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const page = await browser.fetch(request.loginPage);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    for (const text of ['User Name', 'Password', '>Login</button>', 'href="/forgotPassword"', 'href="/forgotUsername"', 'href="/register"'])
      expect(html).toContain(text);
    expect(html).not.toMatch(/(src|href)="https?:/); // no external assets

    // The user name is not case-sensitive (it is stored lower-cased).
    const login = await browser.fetch(formAction(html), { method: 'POST', form: { username: 'FlowOwner', password: PASSWORD } });
    const code = await codeAfterLogin(browser, request, login);
    const response = await exchangeCode(browser, request, code);
    expect(response.status).toBe(200);
    const tokens = await response.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: expect.stringContaining('api.read') });
    expect(tokens.refresh_token).toBeTruthy(); // issued without offline_access: silent renewal by refresh token

    const id = decodeJwt(tokens.id_token).payload;
    expect(id).toMatchObject({
      iss: `${portal.url}/oidc`,
      aud: CLIENT_ID,
      sub: String(owner.user.id),
      nonce: request.nonce,
      preferred_username: 'flowowner',
      given_name: 'Flo',
      family_name: 'Owner',
      email: 'flowowner@example.org',
      email_verified: true,
      address: '{"unit_number":"12","street_name":"Maple Court"}',
      role: ['owner', 'director'],
    });
    const access = decodeJwt(tokens.access_token);
    expect(access.header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(access.payload).toMatchObject({
      iss: `${portal.url}/oidc`,
      aud: `${portal.url}/api`,
      sub: String(owner.user.id),
      client_id: CLIENT_ID,
    });

    // The API accepts the provider's access token.
    const roles = await portal.request('GET', '/api/account/roles', { token: tokens.access_token });
    expect(roles.status).toBe(200);
    expect(await roles.json()).toEqual(['owner', 'director']);

    // userinfo answers for the API token too (the web client may load user info).
    const me = await portal.request('GET', '/oidc/me', { token: tokens.access_token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ sub: String(owner.user.id), preferred_username: 'flowowner', role: ['owner', 'director'] });

    // Refresh: a new access token; the refresh token rotates and the old one stops working.
    const refreshed = await browser.fetch('/oidc/token', {
      method: 'POST',
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: CLIENT_ID },
    });
    expect(refreshed.status).toBe(200);
    const renewed = await refreshed.json();
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect(decodeJwt(renewed.access_token).payload.aud).toBe(`${portal.url}/api`);
    expect((await portal.request('GET', '/api/account/roles', { token: renewed.access_token })).status).toBe(200);

    // A second authorization in the same browser needs no login (provider session).
    const again = await startAuthorization(browser, { prompt: 'none' });
    expect(again.loginPage.startsWith(`${portal.url}/auth-callback?code=`)).toBe(true);

    // RP-initiated logout ends the provider session and returns to /home.
    const end = await browser.fetch(
      `/oidc/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${portal.url}/home`, client_id: CLIENT_ID })}`,
    );
    expect(end.status).toBe(200);
    const logoutHtml = await end.text();
    expect(logoutHtml).toContain('f.submit()'); // the app's own logout needs no click
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutHtml)![1];
    const confirm = await browser.fetch(formAction(logoutHtml), { method: 'POST', form: { xsrf, logout: 'yes' } });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${portal.url}/home`);

    // After logout: the session's refresh token is gone and a new authorization asks for the login again.
    const afterLogout = await browser.fetch('/oidc/token', {
      method: 'POST',
      form: { grant_type: 'refresh_token', refresh_token: renewed.refresh_token, client_id: CLIENT_ID },
    });
    expect(afterLogout.status).toBe(400);
    const fresh = await startAuthorization(browser);
    expect(fresh.loginPage).toMatch(/^\/oidc\/interaction\//);
  });

  it('names the resident as the profile does now: new ID tokens, userinfo and the next sign-in follow a profile change', async () => {
    const resident = await createAccount(portal, 'renamed', ['tenant']);
    // The names given at registration, stored with the account.
    await portal.strapi.db.query(USERS).update({
      where: { id: resident.user.id },
      data: {
        claims: [
          { type: 'given_name', value: 'Old' },
          { type: 'family_name', value: 'Name' },
        ],
      },
    });
    const browser = new Browser(portal);
    const first = await signIn(browser, 'renamed', PASSWORD);
    expect(decodeJwt(first.id_token).payload).toMatchObject({ given_name: 'Renamed', family_name: 'Tester' });

    const {
      logins: _logins,
      roles: _roles,
      ...profile
    } = await (await portal.request('GET', '/api/profile', { token: first.access_token })).json();
    const saved = await portal.request('PUT', '/api/profile/update', {
      token: first.access_token,
      json: { ...profile, firstName: 'Robin', lastName: 'Newname', unitNumber: '7', streetName: 'Elm Street' },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const refreshed = await browser.fetch('/oidc/token', {
      method: 'POST',
      form: { grant_type: 'refresh_token', refresh_token: first.refresh_token!, client_id: CLIENT_ID },
    });
    expect(refreshed.status).toBe(200);
    const renewed = await refreshed.json();
    const claims = {
      given_name: 'Robin',
      family_name: 'Newname',
      address: '{"unit_number":"7","street_name":"Elm Street"}',
    };
    expect(decodeJwt(renewed.id_token).payload).toMatchObject(claims);
    expect(await (await portal.request('GET', '/oidc/me', { token: renewed.access_token })).json()).toMatchObject(claims);
    // A sign-in in another browser, after a logout of this one, says the same.
    expect(decodeJwt((await signIn(new Browser(portal), 'renamed', PASSWORD)).id_token).payload).toMatchObject(claims);
  });

  it('asked to sign in again (prompt=login), the login page says why and fills in the user name it was given', async () => {
    const browser = new Browser(portal);
    await signIn(browser, 'flowowner', PASSWORD);
    // The web app's request before an e-mail change: prompt=login, max_age and login_hint.
    const again = await startAuthorization(browser, { prompt: 'login', max_age: '600', login_hint: 'flowowner' });
    const html = await (await browser.fetch(again.loginPage)).text();
    expect(html).toContain(Messages.signInAgain);
    expect(html).toMatch(/id="username"[^>]*value="flowowner"/);
    // A wrong password keeps the reason on the page; the right one completes the sign-in.
    const wrong = await browser.fetch(formAction(html), { method: 'POST', form: { username: 'flowowner', password: 'Wrong-Passw0rd!' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(Messages.signInAgain);
    expect(await codeAfterLogin(browser, again, await submitLogin(browser, again, 'flowowner', PASSWORD))).toBeTruthy();
    // An ordinary sign-in has no reason to give; a hint with markup is shown as text.
    const visitor = new Browser(portal);
    const plain = await startAuthorization(visitor, { login_hint: '"><script>x</script>' });
    const plainHtml = await (await visitor.fetch(plain.loginPage)).text();
    expect(plainHtml).toContain('User Name');
    expect(plainHtml).not.toContain(Messages.signInAgain);
    expect(plainHtml).not.toContain('<script>x</script>');
  });

  it('ends the session without a valid id_token_hint only when the person confirms it', async () => {
    const browser = new Browser(portal);
    const tokens = await signIn(browser, 'flowowner', PASSWORD);
    const refresh = async (token: string) =>
      browser.fetch('/oidc/token', { method: 'POST', form: { grant_type: 'refresh_token', refresh_token: token, client_id: CLIENT_ID } });

    // Another account's genuine ID token is no hint for this session.
    await createAccount(portal, 'otherhint', ['tenant']);
    const stranger = await signIn(new Browser(portal), 'otherhint', PASSWORD);
    for (const query of ['', `?${new URLSearchParams({ id_token_hint: stranger.id_token })}`]) {
      // A plain visit (a link or an image from any website): a question, with no script to answer it.
      const visit = await browser.fetch(`/oidc/session/end${query}`);
      expect(visit.status).toBe(200);
      expect(visit.headers.get('content-security-policy')).toContain("default-src 'none'");
      const html = await visit.text();
      expect(html).toContain('<h1>Log out?</h1>');
      expect(html).not.toContain('<script');
      expect(html).toContain('href="/home"');
    }
    // Nothing ended: the refresh token still renews.
    const renewed = await refresh(tokens.refresh_token!);
    expect(renewed.status).toBe(200);
    const { refresh_token: current } = await renewed.json();

    // The click ends it.
    const page = await (await browser.fetch('/oidc/session/end')).text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)![1];
    expect((await browser.fetch(formAction(page), { method: 'POST', form: { xsrf, logout: 'yes' } })).status).toBe(303);
    expect((await refresh(current)).status).toBe(400);
  });

  it("gives the provider's own answers the provider pages' headers: a logout with no session runs only its one script", async () => {
    const visit = await new Browser(portal).fetch(`/oidc/session/end?${new URLSearchParams({ client_id: CLIENT_ID })}`);
    expect(visit.status).toBe(200);
    const html = await visit.text();
    // oidc-provider's own form, submitted by its script: there is no session to ask about.
    expect(html).not.toContain('Log out?');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    const policy = visit.headers.get('content-security-policy')!;
    const directives = new Map(policy.split(';').map((d) => [d.trim().split(/\s+/)[0], d.trim().split(/\s+/).slice(1)]));
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual([`'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(visit.headers.get('x-content-type-options')).toBe('nosniff');

    // Its JSON too, with no script at all.
    const keys = await portal.request('GET', '/oidc/jwks');
    expect(keys.headers.get('x-content-type-options')).toBe('nosniff');
    expect(keys.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src; /);
  });

  it('revokes a refresh token on request, and refuses refresh to an account blocked since', async () => {
    const browser = new Browser(portal);
    const first = await signIn(browser, 'flowowner', PASSWORD);
    const revoked = await browser.fetch('/oidc/token/revocation', {
      method: 'POST',
      form: { token: first.refresh_token!, token_type_hint: 'refresh_token', client_id: CLIENT_ID },
    });
    expect(revoked.status).toBe(200);
    const refresh = (token: string) =>
      browser.fetch('/oidc/token', { method: 'POST', form: { grant_type: 'refresh_token', refresh_token: token, client_id: CLIENT_ID } });
    expect((await refresh(first.refresh_token!)).status).toBe(400);

    const { user } = await createAccount(portal, 'soonblocked', ['tenant']);
    const other = new Browser(portal);
    const tokens = await signIn(other, 'soonblocked', PASSWORD);
    await portal.strapi.db.query(USERS).update({ where: { id: user.id }, data: { blocked: true } });
    expect((await refresh(tokens.refresh_token!)).status).toBe(400);
    // The API refuses the still-unexpired access token at once.
    expect((await portal.request('GET', '/api/account/roles', { token: tokens.access_token })).status).toBe(401);
  });

  it('binds the code to the PKCE verifier and requires PKCE', async () => {
    const browser = new Browser(portal);
    const request = await startAuthorization(browser);
    const code = await codeAfterLogin(browser, request, await submitLogin(browser, request, 'flowowner', PASSWORD));
    const wrong = await exchangeCode(browser, request, code, 'x'.repeat(43));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe('invalid_grant');

    const noPkce = await browser.fetch(
      `/oidc/auth?${new URLSearchParams({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: request.redirectUri, scope: 'openid', state: 's', nonce: 'n' })}`,
    );
    expect(noPkce.status).toBe(303);
    expect(noPkce.headers.get('location')).toContain('error=invalid_request');
  });

  it('refuses wrong credentials with one message that names neither field', async () => {
    const browser = new Browser(portal);
    const request = await startAuthorization(browser);
    const wrongPassword = await submitLogin(browser, request, 'flowowner', 'Wrong-Passw0rd!');
    expect(wrongPassword.status).toBe(401);
    const wrongPasswordHtml = await wrongPassword.text();
    expect(wrongPasswordHtml).toContain(Messages.invalidCredentials);
    expect(wrongPasswordHtml).toContain('value="flowowner"');
    const unknownUser = await submitLogin(browser, request, 'nobody-here', PASSWORD);
    expect(unknownUser.status).toBe(401);
    expect(await unknownUser.text()).toContain(Messages.invalidCredentials);
    // The same interaction still completes with the right password.
    const code = await codeAfterLogin(browser, request, await submitLogin(browser, request, 'flowowner', PASSWORD));
    expect(code).toBeTruthy();
  });

  it('tells an unconfirmed or blocked account why, but only after the right password', async () => {
    await createAccount(portal, 'unconfirmed1', ['tenant'], { confirmed: false });
    await createAccount(portal, 'blocked1', ['tenant'], { blocked: true });
    const browser = new Browser(portal);
    const request = await startAuthorization(browser);
    const unconfirmed = await submitLogin(browser, request, 'unconfirmed1', PASSWORD);
    expect(unconfirmed.status).toBe(403);
    expect(await unconfirmed.text()).toContain(escapeHtml(Messages.emailNotConfirmed));
    const blocked = await submitLogin(browser, request, 'blocked1', PASSWORD);
    expect(blocked.status).toBe(403);
    expect(await blocked.text()).toContain(Messages.accountBlocked);
    const blockedWrong = await submitLogin(browser, request, 'blocked1', 'Wrong-Passw0rd!');
    expect(await blockedWrong.text()).toContain(Messages.invalidCredentials);
  });

  it('holds one address that keeps failing for a name, and only that address', async () => {
    await createAccount(portal, 'guessme', ['tenant']);
    const guesser = new Browser(portal);
    const request = await startAuthorization(guesser);
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await submitLogin(guesser, request, 'guessme', `Wrong-${attempt}-Passw0rd!`)).status).toBe(401);
    // Even the right password waits now, from this address; the message names neither field.
    const held = await submitLogin(guesser, request, 'guessme', PASSWORD);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    const heldHtml = await held.text();
    expect(heldHtml).toContain(Messages.tooManyRequests);
    expect(heldHtml).not.toContain(Messages.invalidCredentials);
    // Another address signs in at once.
    const owner = new Browser(portal);
    const own = await startAuthorization(owner);
    expect(await codeAfterLogin(owner, own, await submitLogin(owner, own, 'guessme', PASSWORD))).toBeTruthy();
  });

  it('a lock-out attempt from 20 addresses does not stop the real user’s browser, and slows but never refuses a new one', async () => {
    await createAccount(portal, 'target', ['admin']);
    // The administrator signed in from this browser before: it holds the signed device cookie.
    const known = new Browser(portal);
    await signIn(known, 'target', PASSWORD);
    expect((await known.jar.getCookies(`${portal.url}/oidc/interaction/x`)).some((c) => c.key.startsWith('hearth_device_'))).toBe(true);

    // 20 addresses, five at a time (a bounded load on the test machine), four guesses each.
    for (let batch = 0; batch < 4; batch++) {
      await Promise.all(
        Array.from({ length: 5 }, async (_, j) => {
          const i = batch * 5 + j;
          const attacker = new Browser(portal);
          const request = await startAuthorization(attacker);
          for (let attempt = 1; attempt <= 4; attempt++) {
            const status = (await submitLogin(attacker, request, 'target', `Guess-${i}-${attempt}-Passw0rd!`)).status;
            expect([401, 429]).toContain(status);
          }
        }),
      );
    }
    const failures = await portal.strapi.db
      .connection('hearth_rate_limits')
      .where('bucket', 'like', 'login:fail:%')
      .select('bucket', 'hits');
    expect(Math.max(...failures.map((r) => Number(r.hits)))).toBeGreaterThanOrEqual(60); // the name's count, every address together

    // The known browser signs in at once, even asked for a fresh login.
    const again = await startAuthorization(known, { prompt: 'login' });
    expect(await codeAfterLogin(known, again, await submitLogin(known, again, 'target', PASSWORD))).toBeTruthy();
    // A browser never seen before is slowed, not refused.
    const fresh = new Browser(portal);
    const request = await startAuthorization(fresh);
    expect(await codeAfterLogin(fresh, request, await submitLogin(fresh, request, 'target', PASSWORD))).toBeTruthy();
    // A forged device cookie is worth nothing: still answered like any unknown browser.
    const forger = new Browser(portal);
    const cookie = (await known.jar.getCookies(`${portal.url}/oidc/interaction/x`)).find((c) => c.key.startsWith('hearth_device_'))!;
    await forger.jar.setCookie(`${cookie.key}=${cookie.value.split('.')[0]}.forged; Path=/oidc`, portal.url);
    const forgedRequest = await startAuthorization(forger);
    for (let attempt = 1; attempt <= 3; attempt++) await submitLogin(forger, forgedRequest, 'target', `Forged-${attempt}-Passw0rd!`);
    expect((await submitLogin(forger, forgedRequest, 'target', PASSWORD)).status).toBe(429);
  });

  it('refuses forged, expired, wrong-audience, wrong-issuer and alg none tokens with 401', async () => {
    const id = owner.user.id;
    const good = await accessTokenFor(portal, id);
    expect((await portal.request('GET', '/api/account/roles', { token: good })).status).toBe(200);

    const { privateKey } = await generateKeyPair('RS256');
    const ownKid = (await portal.strapi.service('api::account.signing-keys').publicJwk()).kid;
    const forged = await new SignJWT({ scope: 'api.read', client_id: CLIENT_ID })
      .setProtectedHeader({ alg: 'RS256', kid: ownKid, typ: 'at+jwt' })
      .setIssuer(`${portal.url}/oidc`)
      .setAudience(`${portal.url}/api`)
      .setSubject(String(id))
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const [, payload] = good.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    const tampered = (() => {
      const [h, p, s] = good.split('.');
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
      claims.sub = '999999';
      return `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
    })();
    const hmac = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(`${portal.url}/oidc`)
      .setAudience(`${portal.url}/api`)
      .setSubject(String(id))
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(JSON.stringify(await exportJWK((await generateKeyPair('RS256', { extractable: true })).publicKey))));

    const refused = {
      forged,
      none,
      tampered,
      hmac,
      expired: await accessTokenFor(portal, id, { expiresIn: '-6m' }), // beyond the 5 minutes of clock skew
      wrongAudience: await accessTokenFor(portal, id, { audience: 'https://elsewhere.example/api' }),
      garbage: 'not-a-token',
    };
    for (const [name, token] of Object.entries(refused)) {
      const response = await portal.request('GET', '/api/account/roles', { token });
      expect(response.status, name).toBe(401);
    }
    // The provider's own refresh tokens or ID tokens are not API access tokens either.
    expect((await portal.request('GET', '/api/account/roles')).status).toBe(401);
  });

  it('turns away the users-permissions endpoints that would bypass the provider', async () => {
    const attempts: [string, string, unknown?][] = [
      ['POST', '/api/auth/local', { identifier: 'flowowner', password: PASSWORD }],
      ['POST', '/api/auth/local/register', { username: 'sneaky', email: 'sneaky@example.org', password: PASSWORD }],
      ['POST', '/api/auth/forgot-password', { email: 'flowowner@example.org' }],
      ['GET', '/api/users'],
      ['GET', '/api/users/me'],
      ['GET', `/api/users/${owner.user.id}`],
      ['GET', '/api/connect/github'],
    ];
    for (const [method, path, json] of attempts) {
      const response = await portal.request(method, path, { json });
      expect([404, 405], `${method} ${path}`).toContain(response.status);
    }
    expect(await portal.strapi.db.query(USERS).count({ where: { username: 'sneaky' } })).toBe(0);
  });

  it('keeps provider state in the database: a second provider on the same database honours the session', async () => {
    const browser = new Browser(portal);
    const tokens = await signIn(browser, 'flowowner', PASSWORD);
    const rows = await portal.strapi.db
      .connection('hearth_oidc_payloads')
      .whereIn('kind', ['Session', 'RefreshToken', 'Grant'])
      .select('kind');
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['Session', 'RefreshToken', 'Grant']));
    // Another process (a second provider built from scratch on the same database) finds them.
    const { default: factory } = await import(path.join(process.env.HEARTH_TEST_DIST!, 'src', 'identity', 'identity-provider.js'));
    const other = await factory({ strapi: portal.strapi }).provider();
    expect(other).not.toBe(await portal.strapi.service('api::account.identity-provider').provider());
    const refreshToken = await other.RefreshToken.find(tokens.refresh_token);
    expect(refreshToken).toMatchObject({ accountId: String(owner.user.id), clientId: CLIENT_ID });
    const refreshed = await browser.fetch('/oidc/token', {
      method: 'POST',
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: CLIENT_ID },
    });
    expect(refreshed.status).toBe(200);
  });
});
