/** Registration (docs/requirements.md §2.3, §4): uniqueness, the rest of the form, the verification e-mail, then the first login. */
import { expect, test } from '@playwright/test';
import { Messages } from '@hearth/common';
import { expectToast, lastEmailTo, openLoginPage, signIn } from '../../support';
import { NEW_PASSWORD, uniqueUserName, verificationLink } from './public-helpers';

test('a new resident registers, verifies the e-mail from the message and logs in for the first time', async ({ page }) => {
  test.setTimeout(120_000);
  const userName = uniqueUserName('newres');
  const email = `${userName}@maplecourt.test`;

  await page.goto('/home');
  await page.getByRole('link', { name: 'Register' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('textbox', { name: 'User Name' }).fill(userName.toUpperCase()); // lower-cased before sending
  await expect(page.getByRole('button', { name: 'verify uniqueness' })).toHaveCount(0); // no e-mail yet
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0); // the rest appears after verification
  await page.getByRole('button', { name: 'verify uniqueness' }).click();
  await expectToast(page, 'User Name and Email are available: please complete the registration.');

  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Nora');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Lindqvist');
  await page.getByRole('textbox', { name: 'Unit Number' }).fill('611');
  await page.getByRole('textbox', { name: 'Street Name' }).fill('Maple Court');
  await page.getByRole('combobox', { name: 'You are' }).selectOption('tenant');
  const before = new Date();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page.getByText('Well done! Your account was created successfully, now you can login to continue')).toBeVisible();
  // The success screen says the step before login: the verification (docs/requirements.md §2.3).
  await expect(page.getByText(Messages.registerVerifyNext)).toBeVisible();
  await expectToast(page, 'We sent you an email verification message, please click on the included link to complete the verification.');
  await expectToast(page, `Account for user ${userName} successfully created`);

  // The verification e-mail, as the mail catcher received it.
  const firstMail = await lastEmailTo(email, { after: before });
  const expired = verificationLink(firstMail.links);

  // Lost or late: the login page offers to send it again; the new link voids the first one.
  await openLoginPage(page);
  await page.getByRole('link', { name: 'Send the verification email again' }).click();
  await expect(page).toHaveURL(/\/resend-verification$/);
  const resentAt = new Date();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Verification Email' }).click();
  await expectToast(page, Messages.verificationResent);
  const mail = await lastEmailTo(email, { after: resentAt });
  const link = verificationLink(mail.links);
  expect(link).not.toBe(expired);

  // Before verifying, the correct password is not enough.
  await openLoginPage(page);
  await page.getByLabel('User Name', { exact: true }).fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(/has not been verified yet/)).toBeVisible();

  await page.goto(link);
  await expect(page).toHaveURL(/\/home$/);
  await expectToast(page, Messages.emailVerified);
  // The spec's 'You can now use your credentials to login.' comes when it is true (docs/requirements.md §8).
  await expectToast(page, 'You can now use your credentials to login.');

  // A void link (the first one, replaced by the resend) offers a new one instead of "contact the administrator".
  await page.goto(expired);
  await expect(page).toHaveURL(/\/resend-verification\?expired=1$/);
  await expect(page.getByText(Messages.emailVerificationFailed)).toBeVisible();

  await signIn(page, userName, { password: NEW_PASSWORD });
  await expect(page.getByRole('link', { name: 'Hello, Nora' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Resources & Links' })).toBeVisible();
  await page.getByRole('link', { name: 'Hello, Nora' }).click();
  await expect(page).toHaveURL(/\/manage$/);
  await page.getByRole('button', { name: 'Profile' }).click();
  // The profile made at the first login comes from the registration.
  await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Lindqvist');
  await expect(page.getByRole('textbox', { name: 'Unit Number' })).toHaveValue('611');
  await expect(page.getByRole('combobox', { name: 'Type of Registration' })).toHaveValue('tenant');
});

test('the register form refuses bad input with the required messages before sending', async ({ page }) => {
  await page.goto('/register');
  const userName = page.getByRole('textbox', { name: 'User Name' });
  await userName.fill('a!');
  await page.getByRole('textbox', { name: 'Email' }).fill('Someone@Example.org');
  await userName.focus();
  await expect(page.getByText(/^UserName must be at least 3 characters/)).toBeVisible();
  await expect(page.getByText('Email must be a valid email address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'verify uniqueness' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
});
