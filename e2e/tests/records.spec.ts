/**
 * Official records on a phone (375 px, docs/requirements.md §20): an owner finds the budget under Records, a
 * tenant is told the owners' records are for owners;
 * a director sees on "Admin: Official Records" that the insurance policies are missing and posts them,
 * confirming nothing private is inside. Axe finds nothing serious on either screen, at 375 and 1280 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { Messages } from '@hearth/common';
import { expectToast, signIn } from '../support';
import { expectNoSeriousViolations } from './public/public-helpers';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

async function openMenuEntry(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

test('an owner finds the budget under Records', async ({ page }) => {
  await signIn(page, 'owner');
  await openMenuEntry(page, 'Records');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Official Records');
  const budget = page.getByRole('region', { name: 'Annual budget and proposed budgets' });
  await expect(budget.getByRole('link', { name: 'Annual Budget' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Records (owner, 375 px)');
});

test('a tenant is told that the records posted for owners are for owners only', async ({ page }) => {
  await signIn(page, 'tenant');
  await openMenuEntry(page, 'Records');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Official Records');
  await expect(page.getByText(Messages.recordsForOwners)).toBeVisible();
  await expect(page.getByText(Messages.noRecords)).toHaveCount(0);
  await expectNoSeriousViolations(page, 'Records (tenant, 375 px)');
});

test('a director sees what is missing and posts it', async ({ page }) => {
  await signIn(page, 'director');
  await page.goto('/admin/records');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin: Official Records');
  // The compliance table's rows (the requests' table below may name the same categories).
  const compliance = page.getByRole('table', { name: /^Compliance on / });
  const insurance = compliance.getByRole('row').filter({ hasText: 'Current insurance policies' });
  await expect(insurance).toContainText('Missing');
  await expect(compliance.getByRole('row').filter({ hasText: 'Annual budget and proposed budgets' })).toContainText('Late by 15 days');
  await expectNoSeriousViolations(page, 'Admin: Official Records (375 px)');

  await insurance.getByRole('button', { name: 'Post a record: Current insurance policies' }).click();
  const form = page.getByRole('region', { name: 'Post a record: Current insurance policies' });
  await form.getByRole('combobox', { name: 'Document' }).selectOption({ label: await optionLabel(page, 'Insurance Policies') });
  await form.getByRole('button', { name: 'Post the record' }).click();
  await expectToast(
    page,
    'Before posting to owners or the public, confirm that the document holds nothing the rule pack lists as private.',
  );
  await form.getByRole('checkbox', { name: 'I confirm the document holds nothing listed above' }).check();
  await form.getByRole('button', { name: 'Post the record' }).click();
  await expectToast(page, '“Insurance Policies” is posted.');
  await expect(compliance.getByRole('row').filter({ hasText: 'Current insurance policies' })).toContainText('Posted');
});

/** The document select's option that starts with the title (its date follows). */
async function optionLabel(page: Page, title: string) {
  const option = page.getByRole('option').filter({ hasText: title }).first();
  return (await option.textContent())!.trim();
}

test('Records for a visitor and Admin: Official Records are axe-clean at 1280 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/records');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Official Records');
  await expectNoSeriousViolations(page, 'Records (visitor, 1280 px)');
  await signIn(page, 'director');
  await page.goto('/admin/records');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin: Official Records');
  await expect(
    page
      .getByRole('table', { name: /^Compliance on / })
      .getByRole('row')
      .filter({ hasText: 'Annual budget and proposed budgets' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'Admin: Official Records (1280 px)');
  await context.close();
});
