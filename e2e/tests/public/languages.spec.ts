/**
 * The public pages per language (docs/architecture.md, "Languages"): a Spanish browser lands on the
 * Spanish address of Home, rendered in Spanish with its alternates in every language; the switcher
 * loads the French address; links stay in the page's language; the sign-in page offers the switcher
 * too. Axe clean at 1280 and 375 px.
 */
import { expect, test } from '@playwright/test';
import { portalUrl } from '../../support';
import { expectNoSeriousViolations, languageLinks } from './public-helpers';

for (const [name, viewport] of [
  ['1280 px', { width: 1280, height: 900 }],
  ['phone, 375 px', { width: 375, height: 800 }],
] as const)
  test.describe(`a Spanish browser, ${name}`, () => {
    test.use({ locale: 'es-ES', viewport });

    test('lands on Spanish /home with hreflang alternates, stays Spanish on its links, and switches to French', async ({ page }) => {
      const site = portalUrl();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto('/home');
      await expect(page).toHaveURL(`${site}/es/home`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      // Rendered by the server in Spanish: the switcher says so before any script runs.
      await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
      expect(await languageLinks(page)).toEqual({
        canonical: `${site}/es/home`,
        alternates: { en: `${site}/home`, 'fr-CA': `${site}/fr/home`, es: `${site}/es/home`, 'x-default': `${site}/home` },
      });
      await expectNoSeriousViolations(page, `/es/home at ${name}`);
      // The app took the Spanish page over as rendered: same language, same basename, no mismatch.
      expect(errors).toEqual([]);

      // The app's own links keep the language's address.
      await page.goto('/es/contacts');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.locator('header a[href="/es/home"]').first().click();
      await expect(page).toHaveURL(`${site}/es/home`);

      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('fr-CA');
      await expect(page).toHaveURL(`${site}/fr/home`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr-CA');
      expect((await languageLinks(page)).canonical).toBe(`${site}/fr/home`);
      await expectNoSeriousViolations(page, `/fr/home at ${name}`);

      // The choice is kept: the English address sends this visitor to French, until English is chosen.
      await page.goto('/news');
      await expect(page).toHaveURL(`${site}/fr/news`);
      // A fresh page load: the switcher acts once the app has taken the page over.
      await page.waitForLoadState('networkidle');
      await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
      await expect(page).toHaveURL(`${site}/news`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test('an unknown language prefix lands on the English page, never an error', async ({ page }) => {
      const site = portalUrl();
      const response = await page.goto('/xx/contacts');
      expect(response?.status()).toBeLessThan(400);
      // The English address, then the browser's language (Spanish) as for any visitor.
      await expect(page).toHaveURL(`${site}/es/contacts`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });
  });

test.describe('the sign-in page of a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('is in Spanish with the switcher, which keeps the sign-in and switches it to French', async ({ page }) => {
    await page.goto('/es/home');
    await page
      .getByRole('button', { name: 'Iniciar sesión', exact: true })
      .or(page.getByRole('link', { name: 'Iniciar sesión', exact: true }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction/'));
    const signIn = new URL(page.url()).pathname;
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByLabel('Nombre de usuario')).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSeriousViolations(page, `the sign-in page in Spanish at ${width} px`);
    }

    await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    expect(new URL(page.url()).pathname).toBe(signIn);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectNoSeriousViolations(page, 'the sign-in page in French');
  });
});
