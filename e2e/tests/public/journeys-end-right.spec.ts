/**
 * Journeys that used to end wrong: a new resident's first sign-in answers no error, the greeting
 * follows a profile change (reloads, logouts, new sign-ins), and a used reset link says so at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { Messages } from '@hearth/common';
import { expectToast, lastEmailTo, portalUrl, signIn } from '../../support';
import { logout, registerVerifiedAccount } from './public-helpers';

/** Every failed /api answer and console error of the page, as "status path" or the message. */
function recordFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) failures.push(`${response.status()} ${url.pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  return failures;
}

test('a new resident signs in without an error, and the greeting follows a change of first name', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await registerVerifiedAccount('greet');
  const failures = recordFailures(page);
  await signIn(page, account.userName, { password: account.password });
  await expect(page.getByRole('link', { name: `Hello, ${account.firstName}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);

  await page.goto('/manage');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Marguerite');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, Messages.profileUpdated);
  await expect(page.getByRole('link', { name: 'Hello, Marguerite' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Hello, Marguerite' })).toBeVisible();
  await logout(page);
  await signIn(page, account.userName, { password: account.password });
  await expect(page.getByRole('link', { name: 'Hello, Marguerite' })).toBeVisible();
  await logout(page);
});

test('a reset link already used shows its error when opened, not the form', async ({ page }) => {
  const account = await registerVerifiedAccount('usedlink');
  const before = new Date();
  const asked = await fetch(`${portalUrl()}/api/account/forgotpassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email }),
  });
  expect(asked.status).toBe(200);
  const link = (await lastEmailTo(account.email, { after: before })).links.find((l) => l.includes('/reset-password?token='))!;
  const token = new URL(link).searchParams.get('token')!;

  // Opened while it works: the form. Opening it uses nothing.
  await page.goto(link);
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
  const used = await fetch(`${portalUrl()}/api/account/resetpassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, newPwd: 'Another-Pass2!' }),
  });
  expect(used.status).toBe(200);

  // Opened again: the error at once, with the way to ask for a new link.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText(Messages.resetLinkInvalid);
  await expect(page.getByRole('link', { name: 'Forgot Password' })).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
});
