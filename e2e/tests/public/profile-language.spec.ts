/**
 * One language per address, signed in too: a person whose profile says Spanish and who opens a
 * French address of a public page (/fr/news) is taken to its Spanish address (/es/news), its query
 * and fragment kept, the French one replaced in the history; a page without an address per language
 * (/manage) changes language in place.
 */
import { expect, test, type Page } from '@playwright/test';
import { portalUrl, signIn } from '../../support';

/** Chooses a language in the footer's switcher of /manage (a page of one address) and waits for the profile to be saved. */
async function chooseOnProfile(page: Page, label: RegExp, locale: string) {
  await page.goto('/manage');
  await page.waitForLoadState('networkidle');
  const saved = page.waitForResponse((r) => r.url().includes('/api/profile/update') && r.request().method() === 'PUT');
  await page.getByRole('combobox', { name: label }).selectOption(locale);
  expect((await saved).ok()).toBe(true);
}

test("a signed-in person is taken to the address in their profile's language", async ({ page }) => {
  const site = portalUrl();
  await signIn(page, 'tenant');
  await chooseOnProfile(page, /^Language$/, 'es');
  try {
    // A page of one address changed language in place.
    await expect(page).toHaveURL(`${site}/manage`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.goto('/fr/news?page=1#latest');
    await expect(page).toHaveURL(`${site}/es/news?page=1#latest`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    // The French address was replaced: Back leads to the page before it, not to French.
    await page.goBack();
    await expect(page).toHaveURL(`${site}/manage`);

    // The English address of a public page too.
    await page.goto('/contacts');
    await expect(page).toHaveURL(`${site}/es/contacts`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  } finally {
    await chooseOnProfile(page, /^(Idioma|Language)$/, 'en');
  }
});
