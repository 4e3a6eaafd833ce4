/**
 * Logging out is the person's own act (docs/requirements.md §4): the portal's Logout ends the
 * session at once, while a plain visit to the provider's logout (a link from any website) only
 * asks, passes axe at desktop and phone width, and works from the keyboard; with no session at all,
 * there is nothing to ask and the visit goes on to "Logged out" by itself, under the provider's policy.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectSignedIn, signIn } from '../support';
import { expectNoSeriousViolations, logout } from './public/public-helpers';

const question = (page: Page) => page.getByRole('heading', { level: 1, name: 'Log out?' });

test('a visit to /oidc/session/end asks first; staying keeps the session, the button ends it', async ({ page }) => {
  await signIn(page, 'owner');

  await page.goto('/oidc/session/end');
  await expect(question(page)).toBeVisible();
  await expectNoSeriousViolations(page, 'logout question');
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSeriousViolations(page, 'logout question (375 px)');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Staying: back to the portal, still signed in.
  await page.getByRole('link', { name: 'Stay logged in' }).click();
  await expectSignedIn(page);

  // From the keyboard: the first stop past the header is the Logout button.
  await page.goto('/oidc/session/end');
  await expect(question(page)).toBeVisible();
  const button = page.getByRole('button', { name: 'Logout' });
  for (let i = 0; i < 5 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Logged out' })).toBeVisible();
});

test("the portal's own Logout still ends the session at once", async ({ page }) => {
  await signIn(page, 'tenant');
  await logout(page);
});

test('with no session, a visit to /oidc/session/end goes on to "Logged out" by itself, within its security policy', async ({ page }) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) complaints.push(message.text());
  });
  await page.goto('/oidc/session/end');
  await expect(page.getByRole('heading', { level: 1, name: 'Logged out' })).toBeVisible();
  expect(complaints).toEqual([]);
});
