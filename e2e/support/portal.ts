/** What journeys need to know about the running portal: its address, the demo accounts and signing in. */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS as SEEDED_ACCOUNTS, demoEmail, type DemoAccount, type DemoUsername } from '../../cms/src/seed/demo-accounts';

export type { DemoUsername };

export const portalUrl = (): string => process.env.PORTAL_URL!;

/** The accounts the seed creates, each with its e-mail address; all sign in with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = Object.fromEntries(
  SEEDED_ACCOUNTS.map((account) => [account.username, { ...account, email: demoEmail(account.username) }]),
) as Record<DemoUsername, DemoAccount & { email: string }>;

export const demoPassword = (): string => process.env.DEMO_PASSWORD!;

/** The Strapi admin panel's super admin. */
export const adminPanelAccount = () => ({ email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! });

/** From the page as it is, clicks Login and waits for the portal's own login page at /oidc. */
export async function openLoginPage(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: 'Login', exact: true })
    .or(page.getByRole('link', { name: 'Login', exact: true }))
    .first()
    .click();
  await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
}

/**
 * Opens the portal's own login page at /oidc as a person would (from `startAt`, or from the page
 * as it is: click Login) and submits "User Name" and "Password".
 */
export async function submitLogin(page: Page, username: string, password = demoPassword(), startAt?: string): Promise<void> {
  if (startAt) await page.goto(startAt);
  await openLoginPage(page);
  await page.getByLabel('User Name', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Waits until the web app has the user back (auth-callback done) and offers Logout. */
export async function expectSignedIn(page: Page): Promise<void> {
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth-callback'), { timeout: 20_000 });
  await expect(
    page
      .getByRole('button', { name: 'Logout' })
      .or(page.getByRole('link', { name: 'Logout' }))
      .first(),
  ).toBeVisible();
}

/** Signs in from `startAt` (default /home) with the demo password unless another is given. */
export async function signIn(page: Page, username: string, options: { password?: string; startAt?: string } = {}): Promise<void> {
  await submitLogin(page, username, options.password, options.startAt ?? '/home');
  await expectSignedIn(page);
}

/**
 * The toasts on screen. A toast that is closing (a success closes the errors before it) stays in
 * the list for its exit animation with data-state="closed": it is leaving, so it is not counted.
 */
export const openToasts = (page: Page) => page.getByRole('region', { name: /notifications/i }).locator('li[data-state="open"]');

/** Where a toast is, or null when it closed meanwhile (a closing toast leaves the list at any moment). */
export const toastBox = (toast: Locator) => toast.boundingBox({ timeout: 1_000 }).catch(() => null);

/** A toast with this text (or pattern) is shown (Radix repeats toast texts for screen readers: first match). */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(
    page
      .getByRole('region', { name: /notifications/i })
      .getByText(text)
      .first(),
  ).toBeVisible();
}
