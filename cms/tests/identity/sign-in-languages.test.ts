/**
 * The sign-in pages in the reader's language (docs/architecture.md, "Languages"): the browser's
 * language, else English for anything unknown; a switcher of links that keep the sign-in going and
 * keep the choice in the language cookie; the whole page in one language, refusals included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, SignInWords, signInWords, translateCommon } from '@hearth/common';
import { escapeHtml } from '../../src/identity/pages';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { Browser, codeAfterLogin, formAction, startAuthorization } from '../../../testkit/oidc.mjs';

const PASSWORD = 'Secret-Passw0rd!';

describe('sign-in pages per language', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startPortal({ LOGIN_SLOWDOWN_MAX_SECONDS: '1' });
    await createAccount(portal, 'linguist', ['owner']);
  });
  afterAll(() => portal?.stop());

  const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
  /** The switcher's links, by language. */
  const switcherOf = (html: string) =>
    Object.fromEntries([...html.matchAll(/<a href="([^"]+)" hreflang="([^"]+)"/g)].map((m) => [m[2], m[1].replace(/&amp;/g, '&')]));

  it("shows the login page in the browser's language, English for one the portal does not speak, never a 500", async () => {
    for (const [header, locale] of [
      ['es-MX,es;q=0.9', 'es'],
      ['fr-ZZ', 'fr-CA'],
      ['xx', 'en'],
      [`fr,${'x'.repeat(10 * 1024)}`, 'en'],
    ] as const) {
      const browser = new Browser(portal);
      const request = await startAuthorization(browser);
      const page = await browser.fetch(request.loginPage, { headers: { 'Accept-Language': header } });
      expect(page.status, header.slice(0, 20)).toBe(200);
      const html = await page.text();
      expect(langOf(html)).toBe(locale);
      expect(html).toContain(`<label for="username">${signInWords(locale).userName}</label>`);
      expect(Object.keys(switcherOf(html))).toEqual(['en', 'fr-CA', 'es']);
    }
  });

  it('switches language by its links, keeping the sign-in and the choice; the refusal is in the same language', async () => {
    const browser = new Browser(portal);
    const request = await startAuthorization(browser);
    const english = await (await browser.fetch(request.loginPage)).text();
    expect(langOf(english)).toBe('en');
    const toSpanish = switcherOf(english).es;
    expect(toSpanish).toBe(`${request.loginPage}?lang=es`);

    const spanish = await browser.fetch(toSpanish);
    expect(spanish.status).toBe(200);
    const html = await spanish.text();
    expect(langOf(html)).toBe('es');
    expect(html).toContain(`<h1>${signInWords('es').login}</h1>`);
    expect(html).toContain('Todos los derechos reservados.');
    expect(html).not.toContain(SignInWords.forgotPassword);
    // Its links lead to the portal's pages at the language's address.
    expect(html).toContain(`<a href="/es/register">${signInWords('es').register}</a>`);
    expect((await browser.jar.getCookies(`${portal.url}/home`)).find((c) => c.key === 'hearth-locale')?.value).toBe('es');

    // The form still belongs to the same sign-in; a refusal reads in Spanish, then the right password signs in.
    const wrong = await browser.fetch(formAction(html), { method: 'POST', form: { username: 'linguist', password: 'Wrong-Passw0rd!' } });
    expect(wrong.status).toBe(401);
    const refused = await wrong.text();
    expect(langOf(refused)).toBe('es');
    expect(refused).toContain(escapeHtml(translateCommon('es', Messages.invalidCredentials)));
    const right = await browser.fetch(formAction(html), { method: 'POST', form: { username: 'linguist', password: PASSWORD } });
    expect(await codeAfterLogin(browser, request, right)).toBeTruthy();
  });

  it('answers a switcher link naming no language in English, and keeps no choice', async () => {
    const browser = new Browser(portal);
    const request = await startAuthorization(browser);
    for (const bad of ['xx', 'fr-ZZ', 'x'.repeat(2000)]) {
      const page = await browser.fetch(`${request.loginPage}?lang=${bad}`, { headers: { 'Accept-Language': 'es' } });
      expect(page.status).toBe(200);
      expect(langOf(await page.text())).toBe('en');
    }
    expect((await browser.jar.getCookies(`${portal.url}/home`)).some((c) => c.key === 'hearth-locale')).toBe(false);
  });
});
