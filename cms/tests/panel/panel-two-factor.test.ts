/**
 * Two-factor sign-in at the admin panel: a board account whose portal account uses two-factor
 * sign-in opens a panel session only with its code; with twoFactorForBoard on, a board account
 * without two-factor sign-in opens none. A refused login leaves no session behind.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, PanelMessages, translateCommon } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { acceptInvitation, contentManager, superAdminToken } from './panel-client';

const PASSWORD = 'Panel-Passw0rd!';
const now = () => Math.floor(Date.now() / 1000);

describe('two-factor sign-in at the admin panel', () => {
  let portal: TestPortal;
  let recoveryCodes: string[];
  let secret: string;
  let addresses = 0;
  /** Sessions tia has before the tests' logins. */
  let opened: number;

  /** POST /admin/login from a fresh address (Strapi limits logins per address and e-mail). */
  const login = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    portal.request('POST', '/admin/login', {
      json: { email, password: PASSWORD, ...extra },
      headers: { 'x-forwarded-for': `10.9.0.${++addresses}`, ...headers },
    });
  const message = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;
  const sessionsOf = async (email: string) => {
    const { id } = await portal.strapi.db.query('admin::user').findOne({ where: { email } });
    return (portal.strapi as unknown as { sessionManager: (o: string) => { listSessions(id: string): Promise<unknown[]> } })
      .sessionManager('admin')
      .listSessions(String(id));
  };
  const setBoardRule = (on: boolean) =>
    portal.strapi.db.query('api::site-setting.site-setting').updateMany({ where: {}, data: { twoFactorForBoard: on } });

  /** A director with a registered panel account. */
  async function director(username: string) {
    const account = await createAccount(portal, username, ['owner']);
    await portal.strapi.service('api::account.roles').grant(account.user.id, ['director']);
    const email = `${username}@example.org`;
    const { registrationToken } = await portal.strapi.db.query('admin::user').findOne({ where: { email } });
    await acceptInvitation(portal, registrationToken, PASSWORD);
    return { ...account, email };
  }

  beforeAll(async () => {
    portal = await startPortal();
    const tia = await director('tia');
    const twoFactor = portal.strapi.service('api::account.two-factor');
    secret = (await twoFactor.begin(tia.user.id, 'tia')).secret;
    recoveryCodes = await twoFactor.confirm(tia.user.id, await generate({ secret, epoch: now() }));
    opened = (await sessionsOf('tia@example.org')).length; // the invitation's
  });
  afterAll(() => portal?.stop());

  it('without its code the login is refused (401), and no session or refresh cookie is left', async () => {
    const answer = await login('tia@example.org');
    expect(answer.status).toBe(401);
    expect(answer.headers.get('set-cookie') ?? '').not.toMatch(/strapi_admin_refresh=[^;]/);
    expect(await message(answer)).toBe(Messages.twoFactorCodeRequired);
    expect(await sessionsOf('tia@example.org')).toHaveLength(opened);
  });

  it('a wrong code is refused (401); a wrong password still gets Strapi’s own answer', async () => {
    const wrong = await login('tia@example.org', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(await message(wrong)).toBe(Messages.twoFactorCodeInvalid);
    const badPassword = await login('tia@example.org', { password: 'Wrong-Passw0rd!', code: '123456' });
    expect(badPassword.status).toBe(400);
    expect(await sessionsOf('tia@example.org')).toHaveLength(opened);
  });

  it('with the code in the body, or in the cookie the panel’s code field sets, the session opens', async () => {
    const code = await generate({ secret, epoch: now() + 30 });
    const withCode = await login('tia@example.org', { code });
    expect(withCode.status, await withCode.clone().text()).toBe(200);
    const { token } = ((await withCode.json()) as { data: { token: string } }).data;
    expect((await portal.request('GET', contentManager('api::faq.faq'), { token })).status).toBe(200);
    // The same code again: refused, in words that say it was just used (docs/identity.md).
    const replayed = await login('tia@example.org', { code });
    expect(replayed.status).toBe(401);
    expect(await message(replayed)).toBe(Messages.twoFactorCodeReplayed);

    const withCookie = await login('tia@example.org', {}, { cookie: `hearth_panel_code=${encodeURIComponent(recoveryCodes[0])}` });
    expect(withCookie.status, await withCookie.clone().text()).toBe(200);
    // A recovery code works once.
    const again = await login('tia@example.org', { code: recoveryCodes[0] });
    expect(again.status).toBe(401);
  });

  it('code guessing shares the portal’s per-account limit (429 with Retry-After)', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) last = await login('tia@example.org', { code: '999999' });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await sessionsOf('tia@example.org')).toHaveLength(opened + 2); // the two opened above
  });

  it('with twoFactorForBoard on, a board account without two-factor sign-in cannot open the panel; the super admin can', async () => {
    await director('ned');
    await superAdminToken(portal);
    const before = (await sessionsOf('ned@example.org')).length;
    await setBoardRule(true);
    try {
      const refused = await login('ned@example.org');
      expect(refused.status).toBe(403);
      expect(await message(refused)).toBe(PanelMessages.twoFactorFirst);
      expect(await sessionsOf('ned@example.org')).toHaveLength(before);
      expect((await login('chief@example.org')).status).toBe(200);
    } finally {
      await setBoardRule(false);
    }
    expect((await login('ned@example.org')).status).toBe(200);
  });

  it("a refusal is written in the interface language the panel account chose in the panel's profile", async () => {
    const setLanguage = (email: string, preferedLanguage: string | null) =>
      portal.strapi.db.query('admin::user').update({ where: { email }, data: { preferedLanguage } });
    await director('flo');
    await setBoardRule(true);
    try {
      await setLanguage('flo@example.org', 'fr');
      expect(await message(await login('flo@example.org'))).toBe(translateCommon('fr-CA', PanelMessages.twoFactorFirst));
      expect(translateCommon('fr-CA', PanelMessages.twoFactorFirst)).toMatch(/^Les comptes du conseil/);
      await setLanguage('flo@example.org', 'es');
      expect(await message(await login('flo@example.org'))).toMatch(/^Las cuentas de la junta directiva deben usar/);
      // Its code errors too (common's own texts), for an account with two-factor sign-in.
      await setLanguage('tia@example.org', 'fr');
      expect(await message(await login('tia@example.org'))).toBe(translateCommon('fr-CA', Messages.twoFactorCodeRequired));
      expect(translateCommon('fr-CA', Messages.twoFactorCodeRequired)).not.toBe(Messages.twoFactorCodeRequired);
    } finally {
      await setBoardRule(false);
      await setLanguage('tia@example.org', null);
    }
  });

  it('accepting an invitation or setting a new password also needs the code', async () => {
    const ivy = await director('ivy');
    const twoFactor = portal.strapi.service('api::account.two-factor');
    const ivySecret = (await twoFactor.begin(ivy.user.id, 'ivy')).secret;
    const [code] = await twoFactor.confirm(ivy.user.id, await generate({ secret: ivySecret, epoch: now() }));
    const { id } = await portal.strapi.db.query('admin::user').findOne({ where: { email: ivy.email } });
    const resetPasswordToken = 'a'.repeat(40);
    await portal.strapi.db
      .query('admin::user')
      .update({ where: { id }, data: { resetPasswordToken, resetPasswordTokenExpiresAt: new Date(Date.now() + 600_000) } });
    const json = { resetPasswordToken, password: 'Newer-Passw0rd!' };
    const refused = await portal.request('POST', '/admin/reset-password', { json });
    expect(refused.status, await refused.clone().text()).toBe(401);
    expect(await sessionsOf(ivy.email)).toEqual([]); // Strapi's reset ends the others; the new one is revoked

    await portal.strapi.db
      .query('admin::user')
      .update({ where: { id }, data: { resetPasswordToken, resetPasswordTokenExpiresAt: new Date(Date.now() + 600_000) } });
    const accepted = await portal.request('POST', '/admin/reset-password', { json: { ...json, code } });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(await sessionsOf(ivy.email)).toHaveLength(1);
  });
});
