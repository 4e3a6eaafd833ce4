/** Account Management (docs/requirements.md §2.3): change the password, then log in with the new one. */
import { expect, test } from '@playwright/test';
import { expectToast, openLoginPage, signIn } from '../../support';
import { logout, registerVerifiedAccount } from './public-helpers';

test('a resident changes the password and logs in with the new one (the old one no longer works)', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await registerVerifiedAccount('pwd');
  const newPassword = 'Fresh-Start2#';
  await signIn(page, account.userName, { password: account.password });
  await page.goto('/manage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Management');
  await page.getByRole('button', { name: 'Password', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Modify your Password' })).toBeVisible();

  // Mismatch refused before sending.
  await page.getByLabel('Old Password', { exact: true }).fill(account.password);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill('Something-Else3$');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText("Passwords don't match.")).toBeVisible();

  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password successfully changed.');

  await logout(page);
  // The old password is refused on the login page...
  await openLoginPage(page);
  await page.getByLabel('User Name', { exact: true }).fill(account.userName);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/oidc/);
  await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
  // ...and the new one lets the resident in.
  await signIn(page, account.userName, { password: newPassword });
  await expect(page.getByRole('link', { name: `Hello, ${account.firstName}` })).toBeVisible();
});
