/**
 * The roster's admin screens in Canadian French: the reader who chose French sees the units and users
 * screens in French (their own catalog, fetched with them), and the question before leaving an unsaved
 * form is asked in French too.
 */
import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE, Messages } from '@hearth/common';
import { translate } from '@hearth/common/i18n/fr-CA';
import { portalUrl, signIn } from '../../support';

async function inFrench(page: Page) {
  await signIn(page, 'admin');
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'fr-CA', url: portalUrl() }]);
}

test('the units screen reads in French', async ({ page }) => {
  await inFrench(page);
  await page.goto('/admin/units');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin : Unités');
  await expect(page.getByRole('heading', { name: 'Importer le registre' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exporter en CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inviter tous les copropriétaires non inscrits' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Quote-part' })).toBeVisible();
});

test('the users screen reads in French', async ({ page }) => {
  await inFrench(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin : Utilisateurs');
  await expect(page.getByRole('radio', { name: 'Par personne' })).toBeChecked();
  await expect(page.getByRole('columnheader', { name: 'Nom d’utilisateur' }).first()).toBeVisible();
});

test('leaving the unit add form with typed text asks in French', async ({ page }) => {
  await inFrench(page);
  await page.goto('/admin/units');
  await page.getByRole('button', { name: 'Ajouter une unité' }).click();
  const field = page.getByRole('textbox', { name: 'Numéro d’unité', exact: true });
  await field.fill('999');

  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Contacts', exact: true }).first().click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toBe(`${translate(Messages.unsavedChangesTitle)}\n\n${translate(Messages.unsavedFormChanges)}`);
  expect(asked[0]).toContain('Quitter sans enregistrer?');
  await expect(field).toHaveValue('999');
});
