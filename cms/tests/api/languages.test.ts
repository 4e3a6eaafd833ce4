/**
 * A person's language (docs/architecture.md, "Languages"): stored on their profile, refused when the
 * portal does not speak it, and the language the server answers them in; a visitor is answered in the
 * browser's language, English when it is unknown, garbled or oversized.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, translateCommon } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createMembers, expectJson, expectRefused, type Members } from './support';

describe('languages', () => {
  let portal: TestPortal;
  let members: Members;

  beforeAll(async () => {
    portal = await startPortal();
    members = await createMembers(portal, 'lang');
  });
  afterAll(() => portal?.stop());

  const setLocale = async (token: string, locale: unknown) => {
    const own = await expectJson(await portal.request('GET', '/api/profile', { token }), 200);
    return portal.request('PUT', '/api/profile/update', { token, json: { ...own, locale } });
  };

  it("keeps a person's language on their profile and refuses one the portal does not speak", async () => {
    const own = await expectJson(await portal.request('GET', '/api/profile', { token: members.tenant.token }), 200);
    expect(own.locale).toBeNull();
    const saved = await expectJson(await setLocale(members.tenant.token, 'fr-CA'), 200);
    expect(saved.locale).toBe('fr-CA');
    for (const bad of ['xx', 'fr-ZZ', 'FR', 'x'.repeat(10 * 1024), 7])
      await expectRefused(await setLocale(members.owner.token, bad), 400, Messages.localeInvalid);
    const unchanged = await expectJson(await portal.request('GET', '/api/profile', { token: members.owner.token }), 200);
    expect(unchanged.locale).toBeNull();
  });

  it('answers the same refusal in French to a French profile and in English to an English one', async () => {
    await expectJson(await setLocale(members.director.token, 'fr-CA'), 200);
    await expectJson(await setLocale(members.propmgr.token, 'en'), 200);
    // The same refusal for both: someone else's profile.
    const ask = (token: string, headers: Record<string, string> = {}) =>
      portal.request('GET', '/api/profile', { token, headers: { userId: String(members.admin.userId), ...headers } });
    const french = translateCommon('fr-CA', Messages.forbidden);
    expect(french).not.toBe(Messages.forbidden);
    await expectRefused(await ask(members.director.token), 403, french);
    // The profile's language wins over the browser's.
    await expectRefused(await ask(members.propmgr.token, { 'Accept-Language': 'es' }), 403, Messages.forbidden);
  });

  it("answers a visitor in the browser's language, English when it is unknown, garbled or oversized", async () => {
    const ask = (acceptLanguage: string) => portal.request('GET', '/api/no-such-call', { headers: { 'Accept-Language': acceptLanguage } });
    await expectRefused(await ask('es-MX,es;q=0.9'), 404, translateCommon('es', Messages.routeNotFound));
    await expectRefused(await ask('fr-CA'), 404, translateCommon('fr-CA', Messages.routeNotFound));
    for (const header of ['xx', 'fr;q=abc', ';;;,,,', `fr,${'x'.repeat(10 * 1024)}`])
      await expectRefused(await ask(header), 404, Messages.routeNotFound);
  });

  it("answers a visitor in the switcher's language over the browser's; a cookie naming no language is ignored", async () => {
    const ask = (cookie: string) =>
      portal.request('GET', '/api/no-such-call', { headers: { 'Accept-Language': 'fr-CA', cookie: `hearth-locale=${cookie}` } });
    await expectRefused(await ask('es'), 404, translateCommon('es', Messages.routeNotFound));
    await expectRefused(await ask('xx'), 404, translateCommon('fr-CA', Messages.routeNotFound));
  });

  it('translates the issues of a refused form too', async () => {
    const response = await portal.request('PUT', '/api/profile/update', {
      token: members.director.token,
      json: { id: members.director.profileId, userType: 'nobody' },
    });
    const text = await response.text();
    expect(response.status, text).toBe(400);
    const body = JSON.parse(text);
    expect(body.error.message).toBe(translateCommon('fr-CA', Messages.firstNameRequired));
    const issues = (body.error.details.issues as { message: string }[]).map((issue) => issue.message);
    expect(issues).toContain(translateCommon('fr-CA', Messages.registrationTypeRequiredProfile));
    expect(issues).not.toContain(Messages.registrationTypeRequiredProfile);
  });
});
