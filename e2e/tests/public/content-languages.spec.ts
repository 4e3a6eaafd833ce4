/**
 * The association's content in each language (docs/architecture.md, "Languages"): a visitor at /fr/news
 * reads a translated news item in French, and the item nobody has translated yet in English, marked
 * "Pas encore traduit" with lang="en" on its text — rendered by the server and kept by the app. Axe
 * clean at 1280 and 375 px. The demo seed gives the translations and leaves the window cleaning notice
 * English only.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './public-helpers';

const TRANSLATED = 'Corvée de nettoyage des jardins au printemps';
const UNTRANSLATED = 'Window cleaning of the exterior facade';

for (const [name, viewport] of [
  ['1280 px', { width: 1280, height: 900 }],
  ['phone, 375 px', { width: 375, height: 800 }],
] as const)
  test.describe(`French news, ${name}`, () => {
    test.use({ locale: 'fr-CA', viewport });

    test('shows a translated item in French and an untranslated one in English, marked', async ({ page }) => {
      const errors: string[] = [];
      // Pictures other journeys link from web addresses are blocked by the page's CSP: not this journey's concern.
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('Content Security Policy')) errors.push(message.text());
      });
      await page.goto('/fr/news');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      const list = page.getByRole('list').filter({ hasText: TRANSLATED });
      await expect(list.getByRole('link', { name: new RegExp(TRANSLATED) })).toBeVisible();
      // The untranslated item: its English title, pronounced as English, and the note in French.
      const fallback = list.getByRole('link', { name: new RegExp(UNTRANSLATED) });
      await expect(fallback).toContainText('Pas encore traduit');
      await expect(fallback.locator('[lang="en"]')).toHaveText(UNTRANSLATED);
      await expectNoSeriousViolations(page, `/fr/news at ${name}`);

      // Its own page: title and body in English, marked.
      await fallback.click();
      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 2 })).toContainText('Pas encore traduit');
      await expect(article.locator('h2 [lang="en"]')).toHaveText(UNTRANSLATED);
      await expect(article.locator('div[lang="en"]')).toContainText('Contractors will clean the exterior windows');
      await expectNoSeriousViolations(page, `/fr/news/<id> at ${name}`);

      // The translated one reads French, with no note.
      await page.getByRole('link', { name: new RegExp(TRANSLATED) }).click();
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(TRANSLATED);
      await expect(article).toContainText('Joignez-vous à vos voisins');
      await expect(article.locator('[lang="en"]')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });

test('a Spanish visitor reads the Contacts page with the manager’s Spanish name; English stays as it was', async ({ page }) => {
  await page.goto('/es/contacts');
  await expect(page.getByText('Administración de Propiedades Keystone')).toBeVisible();
  await page.goto('/contacts');
  await expect(page.getByText('Keystone Property Management', { exact: true })).toBeVisible();
  await expect(page.getByText('Not yet translated')).toHaveCount(0);
});
