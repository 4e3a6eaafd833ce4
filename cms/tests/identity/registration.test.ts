/**
 * The e-mailed journeys over real SMTP (an in-process server on 127.0.0.1): registration →
 * verification e-mail → confirm link → login; forgot password → e-mail → reset → login with
 * the new password; forgot user name; and a mail server away that the request does not wait for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@hearth/common';
import { escapeHtml } from '../../src/identity/pages';
import { sendQueuedMail, startPortalWithMail, type MailedPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { Browser, codeAfterLogin, decodeJwt, signIn, startAuthorization, submitLogin } from '../../../testkit/oidc.mjs';
import type { Mailbox } from '../../../testkit/mailbox.mjs';

const USERS = 'plugin::users-permissions.user';

describe('registration and recovery by e-mail', () => {
  let portal: MailedPortal;
  let mailbox: Mailbox;

  beforeAll(async () => {
    portal = await startPortalWithMail();
    mailbox = portal.mailbox;
  });
  afterAll(() => portal?.stop());

  const registration = {
    userName: 'NewResident',
    email: 'new.resident@example.org',
    password: 'Welcome-H0me!',
    firstName: 'Nora',
    lastName: 'Resident',
    userType: 'owner',
    address: JSON.stringify({ unit_number: '305', street_name: 'Maple Court' }),
  };

  it('registers, e-mails the verification link, confirms, and then lets the resident log in', async () => {
    const response = await portal.request('POST', '/api/account/register', { json: registration });
    expect(response.status).toBe(200);
    const id = await response.json();
    expect(typeof id).toBe('number');

    const user = await portal.strapi.db.query(USERS).findOne({ where: { id }, populate: ['role'] });
    expect(user).toMatchObject({
      username: 'newresident',
      email: 'new.resident@example.org',
      confirmed: false,
      blocked: false,
      portalRoles: ['owner'],
    });
    expect(user.role.type).toBe('authenticated');
    expect(user.password).toMatch(/^\$2[aby]\$/);
    expect(user.claims).toEqual([
      { type: 'given_name', value: 'Nora' },
      { type: 'family_name', value: 'Resident' },
      { type: 'address', value: '{"unit_number":"305","street_name":"Maple Court"}' },
      { type: 'email', value: 'new.resident@example.org' },
    ]);

    // Before the e-mail is confirmed the login page says so (after the right password).
    const early = new Browser(portal);
    const earlyRequest = await startAuthorization(early);
    const refused = await submitLogin(early, earlyRequest, 'newresident', registration.password);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(escapeHtml(Messages.emailNotConfirmed));

    await sendQueuedMail(portal);
    const mail = mailbox.lastTo('new.resident@example.org')!;
    expect(mail).toBeTruthy();
    expect(mail.headers.from).toBe('Hearth <portal@hearth.test>');
    const link = mailbox.linkTo('new.resident@example.org', `${portal.url}/api/account/confirm?token=`)!;
    expect(link).toBeTruthy();

    const confirm = await fetch(link, { redirect: 'manual' });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/home?verified=1');
    expect((await portal.strapi.db.query(USERS).findOne({ where: { id } })).confirmed).toBe(true);
    // The link works once; opened again it says the address is verified already.
    expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toBe('/home?verified=already');

    const tokens = await signIn(new Browser(portal), 'NewResident', registration.password);
    expect(decodeJwt(tokens.id_token).payload).toMatchObject({
      sub: String(id),
      preferred_username: 'newresident',
      given_name: 'Nora',
      family_name: 'Resident',
      email: 'new.resident@example.org',
      email_verified: true,
      address: '{"unit_number":"305","street_name":"Maple Court"}',
      role: ['owner'],
    });
    expect(await (await portal.request('GET', '/api/account/roles', { token: tokens.access_token })).json()).toEqual(['owner']);
    // The name is taken now.
    expect(
      await (
        await portal.request('GET', '/api/account/verifyuser', { headers: { userName: 'newresident', email: 'other@example.org' } })
      ).text(),
    ).toBe(Messages.userNameTaken);
  });

  it('resets a forgotten password through the e-mailed link, once, and the new password logs in', async () => {
    await createAccount(portal, 'forgetful', ['tenant']);
    const asked = await portal.request('POST', '/api/account/forgotpassword', {
      json: { email: 'forgetful@example.org', callback: `${portal.url}/home` },
    });
    expect(await asked.json()).toBe(true);
    await sendQueuedMail(portal);
    const link = mailbox.linkTo('forgetful@example.org', `${portal.url}/reset-password?token=`)!;
    expect(link).toBeTruthy();
    const token = new URL(link).searchParams.get('token')!;
    const check = (json: unknown) => portal.request('POST', '/api/account/resetpassword/check', { json });

    // The page asks first whether the link works; asking uses nothing (docs/identity.md).
    for (let i = 0; i < 2; i++) expect(await (await check({ token })).json()).toEqual({ succeeded: true, errors: [] });
    await expect(
      portal.request('POST', '/api/account/resetpassword', { json: { token, newPwd: 'weak' } }).then((r) => r.status),
    ).resolves.toBe(400);
    const reset = await portal.request('POST', '/api/account/resetpassword', { json: { token, newPwd: 'Fresh-Start-2026!' } });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ succeeded: true, errors: [] });
    const again = await portal.request('POST', '/api/account/resetpassword', { json: { token, newPwd: 'Another-0ne-2026!' } });
    expect(again.status).toBe(400);
    expect(again.headers.get('application-error')).toBe(Messages.resetLinkInvalid);
    // A used link is refused as soon as the page opens; so are forged and malformed ones.
    for (const body of [
      { token },
      { token: 'forged' },
      { token: 'x'.repeat(201) },
      { token: '' },
      { token: 42 },
      {},
      { token, extra: 1 },
    ]) {
      const refused = await check(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await check({ token })).headers.get('application-error')).toBe(Messages.resetLinkInvalid);

    const browser = new Browser(portal);
    const request = await startAuthorization(browser);
    expect((await submitLogin(browser, request, 'forgetful', 'Secret-Passw0rd!')).status).toBe(401);
    expect(await codeAfterLogin(browser, request, await submitLogin(browser, request, 'forgetful', 'Fresh-Start-2026!'))).toBeTruthy();
  });

  it('an expired reset link does not work', async () => {
    await createAccount(portal, 'latecomer', ['tenant']);
    await portal.request('POST', '/api/account/forgotpassword', { json: { email: 'latecomer@example.org' } });
    await sendQueuedMail(portal);
    const token = new URL(mailbox.linkTo('latecomer@example.org', `${portal.url}/reset-password?token=`)!).searchParams.get('token')!;
    await portal.strapi.db
      .connection('hearth_link_tokens')
      .where({ purpose: 'reset-password' })
      .update({ expires_at: Math.floor(Date.now() / 1000) - 1 });
    const checked = await portal.request('POST', '/api/account/resetpassword/check', { json: { token } });
    expect(checked.status).toBe(400);
    expect(checked.headers.get('application-error')).toBe(Messages.resetLinkInvalid);
    const reset = await portal.request('POST', '/api/account/resetpassword', { json: { token, newPwd: 'Fresh-Start-2026!' } });
    expect(reset.status).toBe(400);
    expect(await portal.strapi.service('api::account.credentials').authenticate('latecomer', 'Secret-Passw0rd!')).toMatchObject({
      ok: true,
    });
  });

  it('e-mails a forgotten user name', async () => {
    const asked = await portal.request('POST', '/api/account/forgotusername', {
      json: { email: 'new.resident@example.org', callback: `${portal.url}/home` },
    });
    expect(await asked.json()).toBe(true);
    await sendQueuedMail(portal);
    const mail = mailbox.lastTo('new.resident@example.org')!;
    expect(mail.subject).toContain('user name');
    expect(mail.text).toContain('newresident');
  });

  it('limits the e-mails one account can be sent by the forgot calls', async () => {
    await createAccount(portal, 'spammed', ['tenant']);
    const ask = (i: number) =>
      portal.request('POST', '/api/account/forgotpassword', {
        json: { email: 'spammed@example.org' },
        headers: { 'x-forwarded-for': `10.77.0.${i}` },
      });
    for (let i = 1; i <= 5; i++) expect((await ask(i)).status).toBe(200);
    const limited = await ask(6);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('application-error')).toBe(Messages.tooManyRequests);
  });

  it('answers without waiting for the mail server: the account and its e-mails wait in the outbox until it is back', async () => {
    await mailbox.down(); // nothing listens on its port
    try {
      const started = Date.now();
      const response = await portal.request('POST', '/api/account/register', {
        json: { ...registration, userName: 'unlucky', email: 'unlucky@example.org' },
      });
      expect(response.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
      const id = await response.json();
      expect(await portal.strapi.db.query(USERS).count({ where: { id, username: 'unlucky' } })).toBe(1);

      // A forgot-password mail waits too; its link is issued with it.
      const forgot = await portal.request('POST', '/api/account/forgotpassword', { json: { email: 'forgetful@example.org' } });
      expect(forgot.status).toBe(200);
      expect(await forgot.json()).toBe(true);
      await portal.strapi.service('api::notice.notice').runNow(); // a round tries, the server is away
      expect(mailbox.to('unlucky@example.org')).toEqual([]);
      const waiting = await portal.strapi.db
        .connection('hearth_notice_outbox')
        .whereIn('email', ['unlucky@example.org', 'forgetful@example.org'])
        .whereNot('status', 'sent') // the earlier test's reset e-mail went
        .select('kind', 'status', 'attempts');
      expect(waiting.map((r) => r.kind).sort()).toEqual(['reset-password', 'verify-email']);
      expect(waiting.every((r) => r.status === 'pending' && Number(r.attempts) >= 1)).toBe(true);
    } finally {
      await mailbox.up();
    }
    // Back: the next tries deliver both, and each link works.
    await portal.strapi.db
      .connection('hearth_notice_outbox')
      .whereIn('email', ['unlucky@example.org', 'forgetful@example.org'])
      .where('status', 'pending')
      .update({ next_attempt_at: 0 });
    await sendQueuedMail(portal);
    const confirm = await fetch(mailbox.linkTo('unlucky@example.org', `${portal.url}/api/account/confirm?token=`)!, { redirect: 'manual' });
    expect(confirm.headers.get('location')).toBe('/home?verified=1');
    expect(await portal.strapi.db.query(USERS).findOne({ where: { username: 'unlucky' } })).toMatchObject({ confirmed: true });
    const reset = mailbox.linkTo('forgetful@example.org', `${portal.url}/reset-password?token=`)!;
    const token = new URL(reset).searchParams.get('token')!;
    expect(await (await portal.request('POST', '/api/account/resetpassword/check', { json: { token } })).json()).toEqual({
      succeeded: true,
      errors: [],
    });
  });
});
