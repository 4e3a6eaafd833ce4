/** Owners are verified by the association (docs/authorization.md): the minutes open only after an administrator ticks Authenticated. */
import { expect, test } from '@playwright/test';
import { Messages, RESEND_VERIFICATION_PATH } from '@hearth/common';
import { DEMO_ACCOUNTS, expectToast, lastEmailTo, portalUrl, signIn } from '../../support';
import {
  NEW_PASSWORD,
  expectNoSeriousViolations,
  registerVerifiedAccount,
  uniqueUserName,
  verificationLink,
} from '../public/public-helpers';
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
  // The owner is told why the minutes are absent.
  await expect(ownerPage.getByText(Messages.minutesAwaitOwnerVerification)).toBeVisible();

  // The administrators are told someone waits.
  const notice = await lastEmailTo(DEMO_ACCOUNTS.admin.email, { after: before });
  expect(notice.subject).toContain('owner verification needed');
  expect(notice.text).toContain(owner.userName);

  await signIn(page, 'admin');
  await openScreen(page, '/admin/users', 'Admin: Users');
  await page.getByLabel(/Only residents awaiting verification/).check();
  const waiting = row(page, owner.userName);
  await expect(waiting.getByText('Awaiting verification')).toBeVisible();
  await waiting.getByRole('checkbox').check();
  const verifiedAt = new Date();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'User data successfully updated.');
  await expect(page.getByRole('row').filter({ hasText: owner.userName })).toHaveCount(0); // no longer waiting

  // The owner is told by e-mail, with the way to the minutes.
  const told = await lastEmailTo(owner.email, { after: verifiedAt });
  expect(told.subject).toContain('your owner status was verified');
  expect(told.links.some((l) => l.endsWith('/resources'))).toBe(true);

  await ownerPage.reload();
  await expect(ownerPage.getByText(Messages.minutesAwaitOwnerVerification)).toHaveCount(0);
  await ownerPage.getByRole('button', { name: MINUTES }).click();
  await expect(ownerPage.getByRole('heading', { name: MINUTES })).toBeVisible();
  await ownerContext.close();
});

test('an administrator sees accounts that never signed in or never verified, and sends the verification again', async ({ page }) => {
  test.setTimeout(120_000);
  const userName = uniqueUserName('nover');
  const email = `${userName}@maplecourt.test`;
  const registered = await fetch(`${portalUrl()}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userName,
      email,
      password: NEW_PASSWORD,
      firstName: 'Nadia',
      lastName: 'Noverr',
      userType: 'tenant',
      address: JSON.stringify({ unit_number: '909', street_name: 'Maple Court' }),
    }),
  });
  expect(registered.status).toBe(200);
  const first = verificationLink((await lastEmailTo(email)).links);

  await signIn(page, 'admin');
  await openScreen(page, '/admin/users', 'Admin: Users');
  const waiting = page.getByTestId('waiting-accounts');
  const line = waiting.getByRole('row').filter({ hasText: userName });
  await expect(line).toContainText('Noverr, Nadia');
  await expect(line).toContainText('Never');
  const before = new Date();
  await line.getByRole('button', { name: `Send the verification email again to ${userName}` }).click();
  await expectToast(page, Messages.verificationResentTo(userName));
  const link = verificationLink((await lastEmailTo(email, { after: before })).links);
  expect(link).not.toBe(first);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page, `users screen with waiting accounts at ${width} px`);
  }

  // The replaced link offers a new one; the page is accessible at both widths.
  await page.goto(first);
  await expect(page).toHaveURL(new RegExp(`${RESEND_VERIFICATION_PATH}\\?expired=1$`));
  await expect(page.getByText(Messages.emailVerificationFailed)).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page, `send verification email at ${width} px`);
  }
});
