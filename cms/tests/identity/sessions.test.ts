/**
 * Sessions that end when they should, on the real provider: a password change or reset ends
 * every other session (refresh and access tokens taken before it are refused), logout's
 * revocation makes the API refuse the access token, the e-mail change needs a recent sign-in
 * and keeps the new address unverified until its link is opened, and the provider offers only
 * the code flow with a nonce.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorNames, Messages, RECENT_LOGIN_ERROR } from '@hearth/common';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import { accessTokenFor, createAccount } from '../support/tokens';
import { Browser, CLIENT_ID, decodeJwt, signIn } from '../../../testkit/oidc.mjs';
import type { Mailbox } from '../../../testkit/mailbox.mjs';

const USERS = 'plugin::users-permissions.user';
const PASSWORD = 'Secret-Passw0rd!';

describe('sessions, logout and e-mail change', () => {
  let portal: MailedPortal;
  let mailbox: Mailbox;

  beforeAll(async () => {
    portal = await startPortalWithMail();
    mailbox = portal.mailbox;
  });
  afterAll(() => portal?.stop());

  const refresh = (browser: Browser, token: string) =>
    browser.fetch('/oidc/token', { method: 'POST', form: { grant_type: 'refresh_token', refresh_token: token, client_id: CLIENT_ID } });
  const roles = (token: string) => portal.request('GET', '/api/account/roles', { token });

  it('ends every other session when the owner changes the password, and keeps the owner’s own', async () => {
    await createAccount(portal, 'changer', ['owner']);
    const thief = new Browser(portal);
    const stolen = await signIn(thief, 'changer', PASSWORD);
    const owner = new Browser(portal);
    const mine = await signIn(owner, 'changer', PASSWORD);
    expect((await roles(stolen.access_token)).status).toBe(200);

    const changed = await portal.request('PUT', '/api/account/changepassword', {
      token: mine.access_token,
      json: { oldPwd: PASSWORD, newPwd: 'Brand-New-Passw0rd!' },
    });
    expect(await changed.json()).toEqual({ succeeded: true, errors: [] });

    // The thief's access token and refresh token are refused at once.
    const refused = await roles(stolen.access_token);
    expect(refused.status).toBe(401);
    expect((await refresh(thief, stolen.refresh_token!)).status).toBe(400);
    // The owner's session survives: its refresh token gives a new access token the API takes.
    const renewed = await refresh(owner, mine.refresh_token!);
    expect(renewed.status).toBe(200);
    expect((await roles((await renewed.json()).access_token)).status).toBe(200);
    // A token signed before the change (whatever its grant) is refused too.
    const user = await portal.strapi.db.query(USERS).findOne({ where: { username: 'changer' } });
    const early = await accessTokenFor(portal, user.id);
    await portal.strapi.db.query(USERS).update({ where: { id: user.id }, data: { tokensValidAfter: Math.floor(Date.now() / 1000) + 5 } });
    expect((await roles(early)).status).toBe(401);
  });

  it('ends every session when the password is reset', async () => {
    await createAccount(portal, 'resetter', ['tenant']);
    const thief = new Browser(portal);
    const stolen = await signIn(thief, 'resetter', PASSWORD);
    expect(await (await portal.request('POST', '/api/account/forgotpassword', { json: { email: 'resetter@example.org' } })).json()).toBe(
      true,
    );
    const token = new URL(mailbox.linkTo('resetter@example.org', `${portal.url}/reset-password?token=`)!).searchParams.get('token')!;
    expect((await portal.request('POST', '/api/account/resetpassword', { json: { token, newPwd: 'Fresh-Start-2026!' } })).status).toBe(200);
    expect((await roles(stolen.access_token)).status).toBe(401);
    expect((await refresh(thief, stolen.refresh_token!)).status).toBe(400);
    const rows = await portal.strapi.db
      .connection('hearth_oidc_payloads')
      .whereIn('kind', ['Session', 'Grant', 'RefreshToken'])
      .andWhere({ account_id: String(decodeJwt(stolen.access_token).payload.sub) });
    expect(rows).toEqual([]);
  });

  it('refuses the access token once logout revoked the tokens, and lives at most 10 minutes', async () => {
    await createAccount(portal, 'leaver', ['tenant']);
    const browser = new Browser(portal);
    const tokens = await signIn(browser, 'leaver', PASSWORD);
    expect(tokens.expires_in).toBeLessThanOrEqual(600);
    const access = decodeJwt(tokens.access_token).payload;
    expect(access.exp - access.iat).toBeLessThanOrEqual(600);
    expect((await roles(tokens.access_token)).status).toBe(200);
    // Revoking the access token alone (a JWT, which the provider cannot look up) ends its grant.
    const revoked = await browser.fetch('/oidc/token/revocation', {
      method: 'POST',
      form: { token: tokens.access_token, token_type_hint: 'access_token', client_id: CLIENT_ID },
    });
    expect(revoked.status).toBe(200);
    expect((await roles(tokens.access_token)).status).toBe(401);
    expect((await portal.request('GET', '/oidc/me', { token: tokens.access_token })).status).toBe(401);
    // Refresh tokens still go to the provider's own revocation (a second session of the account).
    const other = await signIn(new Browser(portal), 'leaver', PASSWORD);
    const byRefresh = await browser.fetch('/oidc/token/revocation', {
      method: 'POST',
      form: { token: other.refresh_token!, token_type_hint: 'refresh_token', client_id: CLIENT_ID },
    });
    expect(byRefresh.status).toBe(200);
    expect((await roles(other.access_token)).status).toBe(401);
    expect((await refresh(browser, tokens.refresh_token!)).status).toBe(400);
  });

  it('refuses an access token whose grant has run out, and one whose account is blocked, at the next call', async () => {
    await createAccount(portal, 'lapsed', ['tenant']);
    const tokens = await signIn(new Browser(portal), 'lapsed', PASSWORD);
    const grantId = decodeJwt(tokens.access_token).payload.gid as string;
    expect(typeof grantId).toBe('string');
    expect((await roles(tokens.access_token)).status).toBe(200);
    const grants = () => portal.strapi.db.connection('hearth_oidc_payloads').where({ kind: 'Grant', id: grantId });
    await grants().update({ expires_at: Math.floor(Date.now() / 1000) - 1 });
    const lapsed = await roles(tokens.access_token);
    expect(lapsed.status).toBe(401);
    expect(lapsed.headers.get('application-error')).toBe(Messages.sessionEnded);
    // A grant without an end is good until revoked; blocking the account ends its use at once.
    await grants().update({ expires_at: null });
    expect((await roles(tokens.access_token)).status).toBe(200);
    const user = await portal.strapi.db.query(USERS).findOne({ where: { username: 'lapsed' } });
    await portal.strapi.db.query(USERS).update({ where: { id: user.id }, data: { blocked: true } });
    expect((await roles(tokens.access_token)).status).toBe(401);
  });
  it('changes the e-mail only after a recent sign-in; the new address stays unverified until its link is opened', async () => {
    const { user } = await createAccount(portal, 'mover', ['owner'], { claims: [{ type: 'email', value: 'mover@example.org' }] });
    const body = { oldEmail: 'mover@example.org', newEmail: 'mover.new@example.org' };
    // A token from a sign-in 11 minutes ago is not enough.
    const stale = await accessTokenFor(portal, user.id, { authTime: Math.floor(Date.now() / 1000) - 660 });
    const refused = await portal.request('PUT', '/api/account/changeemail', { token: stale, json: body });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain(`error="${RECENT_LOGIN_ERROR}"`);
    expect(refused.headers.get('www-authenticate')).toContain('max_age=600');
    expect(refused.headers.get('application-error')).toBe(Messages.recentLoginRequired);
    // The web app acts on this name (ErrorNames, web/src/features/account/change-email).
    expect((await refused.json()).error).toEqual({
      status: 401,
      name: ErrorNames.insufficientUserAuthentication,
      message: Messages.recentLoginRequired,
      details: {},
    });
    expect((await portal.strapi.db.query(USERS).findOne({ where: { id: user.id } })).email).toBe('mover@example.org');

    // A real sign-in a moment ago: the provider's access token carries auth_time.
    const browser = new Browser(portal);
    const tokens = await signIn(browser, 'mover', PASSWORD);
    expect(decodeJwt(tokens.access_token).payload.auth_time).toBeGreaterThan(Date.now() / 1000 - 60);
    const changed = await portal.request('PUT', '/api/account/changeemail', { token: tokens.access_token, json: body });
    expect(await changed.json()).toEqual({ succeeded: true, errors: [] });

    const me = await (await portal.request('GET', '/oidc/me', { token: tokens.access_token })).json();
    expect(me).toMatchObject({ email: 'mover.new@example.org', email_verified: false });
    // The notice to the old address is queued with the change and sent by the outbox's round.
    const notice = await vi.waitFor(
      () => {
        const mail = mailbox.lastTo('mover@example.org');
        expect(mail?.text).toContain('email address of your account');
        return mail!;
      },
      { timeout: 10_000 },
    );
    expect(notice.text).toContain('mover.new@example.org');
    const verifyLink = mailbox.linkTo('mover.new@example.org', `${portal.url}/api/account/confirm?token=`);
    expect(verifyLink).toBeTruthy();

    // No reminder or reset link goes to the unverified address: the forgot calls say it is unverified (409)
    // and send its verification link again (docs/requirements.md §2.3), which replaces the earlier one.
    const sent = mailbox.messages.length;
    for (const call of ['forgotpassword', 'forgotusername']) {
      const asked = await portal.request('POST', `/api/account/${call}`, { json: { email: 'mover.new@example.org' } });
      expect(asked.status).toBe(409);
      expect((await asked.json()).error.message).toBe(Messages.forgotButUnverified);
    }
    const since = mailbox.messages.slice(sent);
    expect(since.length).toBeGreaterThan(0);
    for (const mail of since) {
      expect(mail.text).not.toContain('/reset-password?token=');
      expect(mail.text).toContain('/api/account/confirm?token=');
    }
    const latestLink = mailbox.linkTo('mover.new@example.org', `${portal.url}/api/account/confirm?token=`);
    const confirmed = await portal.request('GET', new URL(latestLink!).pathname + new URL(latestLink!).search);
    expect(confirmed.headers.get('location')).toBe('/home?verified=1');
    expect(await (await portal.request('GET', '/oidc/me', { token: tokens.access_token })).json()).toMatchObject({ email_verified: true });
    expect(await (await portal.request('POST', '/api/account/forgotpassword', { json: { email: 'mover.new@example.org' } })).json()).toBe(
      true,
    );
  });

  it('lets the old address undo an e-mail change it did not make, and ends every session', async () => {
    const { user } = await createAccount(portal, 'victim', ['tenant']);
    const attacker = new Browser(portal);
    const tokens = await signIn(attacker, 'victim', PASSWORD);
    await portal.request('PUT', '/api/account/changeemail', {
      token: tokens.access_token,
      json: { oldEmail: 'victim@example.org', newEmail: 'attacker@example.org' },
    });
    // The notice to the old address is queued with the change and sent by the outbox's round.
    const report = await vi.waitFor(
      () => {
        const link = mailbox.linkTo('victim@example.org', `${portal.url}/api/account/reportemailchange?token=`);
        expect(link).toBeTruthy();
        return link!;
      },
      { timeout: 10_000 },
    );
    const path = new URL(report).pathname + new URL(report).search;
    const undone = await portal.request('GET', path);
    expect(undone.headers.get('location')).toBe('/home?reported=1');
    const after = await portal.strapi.db.query(USERS).findOne({ where: { id: user.id } });
    expect(after).toMatchObject({ email: 'victim@example.org', emailUnverified: false });
    expect((await roles(tokens.access_token)).status).toBe(401);
    expect((await refresh(attacker, tokens.refresh_token!)).status).toBe(400);
    // The link works once.
    expect((await portal.request('GET', path)).headers.get('location')).toBe('/home?reported=0');
  });

  it('offers only the code flow, with PKCE S256 and a nonce', async () => {
    const discovery = await (await portal.request('GET', '/oidc/.well-known/openid-configuration')).json();
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.grant_types_supported).not.toContain('implicit');
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);

    const browser = new Browser(portal);
    const withoutNonce = await browser.fetch(
      `/oidc/auth?${new URLSearchParams({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: `${portal.url}/auth-callback`, scope: 'openid', state: 'st', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' })}`,
    );
    expect(withoutNonce.status).toBe(400);
    expect(await withoutNonce.text()).toContain('no nonce');

    for (const responseType of ['id_token', 'code id_token', 'id_token token']) {
      const implicit = await browser.fetch(
        `/oidc/auth?${new URLSearchParams({ client_id: CLIENT_ID, response_type: responseType, redirect_uri: `${portal.url}/auth-callback`, scope: 'openid', state: 'st', nonce: 'n0nce-value', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' })}`,
      );
      const refusedAt = implicit.headers.get('location') ?? '';
      expect(implicit.status === 400 || refusedAt.includes('error=unsupported_response_type'), responseType).toBe(true);
      expect(refusedAt).not.toContain('id_token=');
    }
    // The ID token answers the request's nonce.
    const { id_token, request } = await signIn(browser, (await createAccount(portal, 'noncer', ['tenant'])).user.username, PASSWORD);
    expect(decodeJwt(id_token).payload.nonce).toBe(request.nonce);
  });
});
