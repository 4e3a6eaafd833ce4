/** Owners are verified by the association (docs/authorization.md): the minutes open only after an administrator ticks Authenticated. */
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectToast, lastEmailTo, signIn } from '../../support';
import { registerVerifiedAccount } from '../public/public-helpers';
import { openScreen, row } from './admin-helpers';

const MINUTES = 'Board Meeting and AGM Minutes';

test('an administrator verifies a newly registered owner, who then sees the minutes', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = await registerVerifiedAccount('vowner', 'owner');

  // The owner's first sign-in makes the profile: declared an owner, not verified yet.
  const before = new Date();
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner.userName, { password: owner.password });
  await ownerPage.goto('/resources');
  await expect(ownerPage.getByRole('button', { name: 'Newsletters' })).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: MINUTES })).toHaveCount(0);

  // The administrators are told someone waits.
  const notice = await lastEmailTo(DEMO_ACCOUNTS.admin.email, { after: before });
  expect(notice.subject).toContain('owner verification needed');
  expect(notice.text).toContain(owner.userName);

  await signIn(page, 'admin');
  await openScreen(page, '/admin/users', 'Admin: Users');
  await page.getByLabel(/Only owners awaiting verification/).check();
  const waiting = row(page, owner.userName);
  await expect(waiting.getByText('Awaiting verification')).toBeVisible();
  await waiting.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'User data successfully updated.');
  await expect(page.getByRole('row').filter({ hasText: owner.userName })).toHaveCount(0); // no longer waiting

  await ownerPage.reload();
  await ownerPage.getByRole('button', { name: MINUTES }).click();
  await expect(ownerPage.getByRole('heading', { name: MINUTES })).toBeVisible();
  await ownerContext.close();
});
