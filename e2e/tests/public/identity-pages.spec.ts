/**
 * The provider's own pages (cms/src/identity/pages.ts): at 1280×800 the login and two-factor pages end
 * with their footer at the window's bottom, no blank band below; both stay axe clean at 1280 and 375 px.
 * A correct code used again in its 30 s step is refused in words that say so (docs/identity.md).
 */
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { Messages } from '@hearth/common';
import { expectSignedIn, openLoginPage, signIn, submitLogin } from '../../support';
import { expectNoSeriousViolations, logout, registerVerifiedAccount } from './public-helpers';

test.use({ viewport: { width: 1280, height: 800 } });

/** Nothing of the body's background shows below the footer: it ends at the window's (or page's) bottom. */
async function expectFooterAtBottom(page: Page, what: string) {
  const { footerBottom, windowHeight, pageHeight } = await page.evaluate(() => ({
    footerBottom: document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY,
    windowHeight: window.innerHeight,
    pageHeight: document.documentElement.scrollHeight,
  }));
  expect(Math.round(footerBottom), what).toBeGreaterThanOrEqual(windowHeight);
  expect(Math.round(footerBottom), what).toBe(pageHeight);
}

async function axeAtBothWidths(page: Page, what: string) {
  await expectNoSeriousViolations(page, `${what}, 1280 px`);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousViolations(page, `${what}, 375 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the login page leaves no band below its footer', async ({ page }) => {
  await page.goto('/home');
  await openLoginPage(page);
  await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
  await expectFooterAtBottom(page, 'login page');
  await axeAtBothWidths(page, 'login page');
});

test('the two-factor page leaves no band below its footer, and a code used just now is refused as used', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await registerVerifiedAccount('twofa');
  await signIn(page, account.userName, { password: account.password });
  await page.goto('/manage');
  await page.getByRole('button', { name: 'Two-Factor Sign-In', exact: true }).click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  const code = await generate({ secret });
  await page.getByLabel('Authentication code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await logout(page);

  // The code page after the password.
  await submitLogin(page, account.userName, account.password);
  const field = page.getByLabel('Authentication code', { exact: true });
  await expect(field).toBeVisible();
  await expectFooterAtBottom(page, 'two-factor page');
  // The code matches for one step either side of its own: the slower checks come after its replay.
  await field.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page);
  await logout(page);

  // The same code again, in its 30 s step: refused, in words that say it was just used.
  await submitLogin(page, account.userName, account.password);
  await page.getByLabel('Authentication code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(Messages.twoFactorCodeReplayed);
  await expectFooterAtBottom(page, 'two-factor page with a message');
  await axeAtBothWidths(page, 'two-factor page with a message');
});
