/** The guard's round trip (docs/requirements.md §2.1): /resources → /home?redirect=… → sign in → back on /resources. */
import { expect, test } from '@playwright/test';
import { demoPassword, openLoginPage } from '../../support';

test('a visitor asking for /resources signs in and lands back on /resources', async ({ page }) => {
  await page.goto('/resources');
  await expect(page).toHaveURL((url) => url.pathname === '/home' && url.searchParams.get('redirect') === '/resources');
  await expect(page.getByText('Login is required to access this area').first()).toBeVisible();

  await openLoginPage(page);
  await page.getByLabel('User Name', { exact: true }).fill('tenant');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword());
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await page.waitForURL((url) => url.pathname === '/resources', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Select a document type:' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
});
