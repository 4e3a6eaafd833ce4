/**
 * Two-factor sign-in (TOTP) on the real provider: enrolment through the Auth API, sign-in with a
 * code, with a recovery code (once only), with a wrong or reused code (refused), disabling, and the
 * site setting that makes it mandatory for the board at their next sign-in.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generate } from 'otplib';
import { Messages } from '@hearth/common';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { Browser, codeAfterLogin, formAction, startAuthorization, submitLogin } from '../../../testkit/oidc.mjs';

const PASSWORD = 'Secret-Passw0rd!';
const now = () => Math.floor(Date.now() / 1000);
/** A code of the app for the time step `steps` away from now (each code is taken once). */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: now() + steps * 30 });
/** Text as the provider's pages write it. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

describe('two-factor sign-in', () => {
  let portal: MailedPortal;

  beforeAll(async () => {
    portal = await startPortalWithMail();
  });
  afterAll(async () => {
    await portal?.stop();
  });

  /** Password on the login page; answers the page that asks for the second step. */
  async function passwordStep(username: string) {
    const browser = new Browser(portal);
    const request = await startAuthorization(browser);
    const page = await submitLogin(browser, request, username, PASSWORD);
    return { browser, request, page, html: await page.text() };
  }

  async function enrol(token: string) {
    const setup = await portal.request('POST', '/api/account/twofactor/setup', { token });
    expect(setup.status).toBe(200);
    const enrolment = await setup.json();
    expect(enrolment.otpauthUrl).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrCode).toMatch(/^data:image\/png;base64,/);
    return enrolment.secret as string;
  }

  it('enrols, asks for the code after the password, and refuses a wrong or reused code', async () => {
    const { token } = await createAccount(portal, 'twofa', ['director', 'owner']);
    expect(await (await portal.request('GET', '/api/account/twofactor', { token })).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const secret = await enrol(token);

    const wrong = await portal.request('POST', '/api/account/twofactor/confirm', { token, json: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('application-error')).toBe(Messages.twoFactorEnrolCodeInvalid);
    const enrolCode = await codeFor(secret);
    const confirmed = await portal.request('POST', '/api/account/twofactor/confirm', { token, json: { code: enrolCode } });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = await confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await (await portal.request('GET', '/api/account/twofactor', { token })).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    // The password alone does not sign in: the provider asks for the code.
    const step = await passwordStep('twofa');
    expect(step.page.status).toBe(200);
    expect(step.html).toContain('Authentication code');
    const bad = await step.browser.fetch(formAction(step.html), { method: 'POST', form: { code: '123456' } });
    expect(bad.status).toBe(401);
    const badHtml = await bad.text();
    expect(badHtml).toContain(Messages.twoFactorCodeInvalid);
    // The enrolment's own code signs in right after (same 30 s step): enrolling is no sign-in (docs/identity.md).
    const code = enrolCode;
    const good = await step.browser.fetch(formAction(badHtml), { method: 'POST', form: { code } });
    expect(await codeAfterLogin(step.browser, step.request, good)).toBeTruthy();

    // The same code does not sign in twice.
    const replay = await passwordStep('twofa');
    const reused = await replay.browser.fetch(formAction(replay.html), { method: 'POST', form: { code } });
    expect(reused.status).toBe(401);
    // Refused in words that say what happened: the code was just used, wait for the next one.
    const reusedHtml = await reused.text();
    expect(reusedHtml).toContain(escapeHtml(Messages.twoFactorCodeReplayed));
    expect(reusedHtml).not.toContain(escapeHtml(Messages.twoFactorCodeInvalid));

    // A recovery code works once.
    const recovery = await passwordStep('twofa');
    const byRecovery = await recovery.browser.fetch(formAction(recovery.html), {
      method: 'POST',
      form: { code: recoveryCodes[0].toUpperCase() },
    });
    expect(await codeAfterLogin(recovery.browser, recovery.request, byRecovery)).toBeTruthy();
    const again = await passwordStep('twofa');
    expect((await again.browser.fetch(formAction(again.html), { method: 'POST', form: { code: recoveryCodes[0] } })).status).toBe(401);
    expect(await (await portal.request('GET', '/api/account/twofactor', { token })).json()).toMatchObject({ recoveryCodesLeft: 9 });

    // Turning it off needs the password and a code.
    const noPassword = await portal.request('POST', '/api/account/twofactor/disable', {
      token,
      json: { password: 'Wrong-Passw0rd!', code: recoveryCodes[1] },
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.headers.get('application-error')).toBe(Messages.twoFactorNotDisabled);
    // Turning it off is no sign-in either: the code that signed in (same step) does it.
    const off = await portal.request('POST', '/api/account/twofactor/disable', { token, json: { password: PASSWORD, code } });
    expect(off.status).toBe(200);
    const plain = await passwordStep('twofa');
    expect(plain.page.status).toBe(303);

    // The activity record says it was turned on and off by the account, and holds no secret or code.
    const user = await portal.strapi.db.query('plugin::users-permissions.user').findOne({ where: { username: 'twofa' } });
    const entries = await portal.strapi.db
      .connection('hearth_activity')
      .where({ kind: 'account', item_id: String(user.id) })
      .orderBy('id');
    const turned = entries.flatMap((e) => JSON.parse(e.changes)).filter((c) => c.field === 'twoFactor');
    expect(turned).toEqual([
      { field: 'twoFactor', before: 'off', after: 'on' },
      { field: 'twoFactor', before: 'on', after: 'off' },
    ]);
    expect(entries.filter((e) => e.changes.includes('twoFactor')).every((e) => e.actor_name === 'twofa' && e.surface === 'portal')).toBe(
      true,
    );
    const raw = JSON.stringify(await portal.strapi.db.connection('hearth_activity').select('*'));
    for (const secretValue of [secret, ...recoveryCodes]) expect(raw).not.toContain(secretValue);
  });

  it('holds code guessing for waits that double with every burst, in the database, and tells the account', async () => {
    const { token, user } = await createAccount(portal, 'guessed', ['owner']);
    const secret = await enrol(token);
    await portal.request('POST', '/api/account/twofactor/confirm', { token, json: { code: await codeFor(secret) } });
    const holdRow = () =>
      portal.strapi.db
        .connection('hearth_rate_limits')
        .where({ bucket: `2fa:hold:${user.id}` })
        .first();
    /** Ten wrong codes (the tenth starts the wait), then the answer to the right one. */
    const burst = async () => {
      const step = await passwordStep('guessed');
      let html = step.html;
      for (let i = 0; i < 10; i++) {
        const wrong = await step.browser.fetch(formAction(html), { method: 'POST', form: { code: String(100000 + i) } });
        expect(wrong.status, `wrong code ${i + 1}`).toBe(401);
        html = await wrong.text();
      }
      return step.browser.fetch(formAction(html), { method: 'POST', form: { code: await codeFor(secret, 1) } });
    };
    const noticesTo = () => portal.mailbox.to('guessed@example.org').filter((m) => m.subject.includes('wrong two-factor codes'));

    const first = await burst();
    expect(first.status).toBe(429); // even the right code waits
    expect(await first.text()).toContain(Messages.tooManyRequests);
    expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(first.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // The notice is queued with the wait and sent by the outbox's round.
    await vi.waitFor(() => expect(noticesTo()).toHaveLength(1), { timeout: 10_000 });
    expect(noticesTo()[0].text).toContain('/forgotPassword');
    // The wait lives in the database: every process sees it. Turning two-factor off waits too.
    expect(Number((await holdRow()).expires_at)).toBeGreaterThan(now() + 14 * 60);
    expect(
      (await portal.request('POST', '/api/account/twofactor/disable', { token, json: { password: PASSWORD, code: '123456' } })).status,
    ).toBe(429);

    // The wait is over (moved back in time): the next burst waits twice as long.
    await portal.strapi.db
      .connection('hearth_rate_limits')
      .where({ bucket: `2fa:hold:${user.id}` })
      .update({ expires_at: now() - 1 });
    const second = await burst();
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(29 * 60);
    expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(30 * 60);
    await vi.waitFor(() => expect(noticesTo()).toHaveLength(2), { timeout: 10_000 });

    // Once it is over, the right code signs in; the bursts are still counted (a third would wait an hour).
    await portal.strapi.db
      .connection('hearth_rate_limits')
      .where({ bucket: `2fa:hold:${user.id}` })
      .update({ expires_at: now() - 1 });
    const step = await passwordStep('guessed');
    const good = await step.browser.fetch(formAction(step.html), { method: 'POST', form: { code: await codeFor(secret, 1) } });
    expect(await codeAfterLogin(step.browser, step.request, good)).toBeTruthy();
    const bursts = await portal.strapi.db
      .connection('hearth_rate_limits')
      .where({ bucket: `2fa:bursts:${user.id}` })
      .first();
    expect(Number(bursts.hits)).toBe(2);
  });

  it('makes the board enrol at their next sign-in when the site setting says so, and nobody else', async () => {
    await portal.strapi.db.query('api::site-setting.site-setting').updateMany({ where: {}, data: { twoFactorForBoard: true } });
    if (!(await portal.strapi.db.query('api::site-setting.site-setting').count({}))) {
      await portal.strapi.db.query('api::site-setting.site-setting').create({
        data: {
          siteName: 'Hearth',
          adminName: 'A',
          adminEmail: 'a@example.org',
          cityWebsiteUrl: 'https://city.example',
          cityWebsiteName: 'City',
          copyrightStartYear: '2017',
          twoFactorForBoard: true,
        },
      });
    }
    await createAccount(portal, 'boardie', ['director', 'owner']);
    await createAccount(portal, 'resident', ['owner']);

    const resident = await passwordStep('resident');
    expect(resident.page.status).toBe(303);

    const step = await passwordStep('boardie');
    expect(step.page.status).toBe(200);
    expect(step.html).toContain(Messages.twoFactorRequired);
    const secret = /<code>([A-Z2-7]+)<\/code>/.exec(step.html)![1];
    expect(step.html).toContain('src="data:image/png;base64,');
    const wrong = await step.browser.fetch(formAction(step.html), { method: 'POST', form: { code: '000000' } });
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain(`<code>${secret}</code>`); // the same key, already scanned
    expect(wrongHtml).toContain(Messages.twoFactorEnrolCodeInvalid); // no recovery codes to offer yet
    const enrolCode = await codeFor(secret);
    const enrolled = await step.browser.fetch(formAction(wrongHtml), { method: 'POST', form: { code: enrolCode } });
    expect(enrolled.status).toBe(200);
    const codesHtml = await enrolled.text();
    expect(codesHtml.match(/<li><code>/g)).toHaveLength(10);
    const done = await step.browser.fetch(formAction(codesHtml), { method: 'POST', form: {} });
    expect(await codeAfterLogin(step.browser, step.request, done)).toBeTruthy();

    // Next time: the code, not the enrolment; the enrolment's code signs in once, even in its own step.
    const next = await passwordStep('boardie');
    expect(next.html).toContain('Authentication code');
    expect(next.html).not.toContain(Messages.twoFactorRequired);
    const signedIn = await next.browser.fetch(formAction(next.html), { method: 'POST', form: { code: enrolCode } });
    expect(await codeAfterLogin(next.browser, next.request, signedIn)).toBeTruthy();
    const replay = await passwordStep('boardie');
    expect((await replay.browser.fetch(formAction(replay.html), { method: 'POST', form: { code: enrolCode } })).status).toBe(401);
    await portal.strapi.db.query('api::site-setting.site-setting').updateMany({ where: {}, data: { twoFactorForBoard: false } });
  });

  it('lets only administrators change the setting in the Strapi admin panel', async () => {
    const fieldsOf = async (code: string) => {
      const permissions = await portal.strapi.db.query('admin::permission').findMany({
        where: { role: { code }, subject: 'api::site-setting.site-setting', action: 'plugin::content-manager.explorer.update' },
      });
      expect(permissions.length, code).toBeGreaterThan(0);
      return permissions.flatMap((p) => (p.properties?.fields as string[]) ?? []);
    };
    const director = await fieldsOf('hearth-board-director');
    expect(director).toContain('siteName');
    expect(director).not.toContain('twoFactorForBoard');
    expect(await fieldsOf('hearth-portal-administrator')).toContain('twoFactorForBoard');
  });
});
