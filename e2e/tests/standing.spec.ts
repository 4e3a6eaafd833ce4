/**
 * Who speaks for a unit on a phone (375 px, docs/requirements.md §15): a tenant the association
 * verified who then says they are a property manager gets no staff view of service requests, and
 * is told why on the page.
 */
import { expect, test } from '@playwright/test';
import { Messages } from '@hearth/common';
import { expectToast, signIn } from '../support';
import { expectNoSeriousViolations, registerVerifiedAccount } from './public/public-helpers';
import { openScreen, row } from './admin/admin-helpers';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test('a verified tenant who changes to property manager loses the staff view and is told why', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const tenant = await registerVerifiedAccount('standing', 'tenant');
  await signIn(page, tenant.userName, { password: tenant.password });
  await page.goto('/requests');
  await expect(page.getByText(Messages.standingNotVerified)).toBeVisible();

  // An administrator verifies the tenant.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await openScreen(admin, '/admin/users', 'Admin: Users');
  await row(admin, tenant.userName).getByRole('checkbox').check();
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(admin, 'User data successfully updated.');
  await adminContext.close();

  await page.goto('/requests');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Requests');
  await expect(page.getByText(Messages.standingNotVerified)).toHaveCount(0);

  // The tenant says they are a property manager: the verification ends, nothing of staff opens.
  await page.goto('/manage');
  await page.getByRole('button', { name: 'Profile' }).click();
  const form = page.getByRole('form', { name: 'Profile' });
  await form.getByRole('combobox', { name: 'Type of Registration' }).selectOption('propmgr');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/update') && r.request().method() === 'PUT');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  expect((await saved).status()).toBe(200);

  await page.goto('/requests');
  await expect(page.getByText(Messages.standingAwaitsVerification)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filters' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'service requests awaiting verification');
});
