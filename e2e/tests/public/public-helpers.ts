/** Shared steps of the public, resident and account journeys: fresh accounts, axe, toasts, logout. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { lastEmailTo, portalUrl } from '../../support';

/** A user name no earlier run used (lower-case letters and digits, so it is also a valid e-mail local part). */
export const uniqueUserName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

export const NEW_PASSWORD = 'Hearth-Pass1!';

export interface FreshAccount {
  userName: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Registers an account through the Auth API (POST /api/account/register, no cookies so no
 * anti-forgery header is needed) and follows the verification link of the e-mail it sends.
 */
export async function registerVerifiedAccount(prefix: string, userType: 'owner' | 'tenant' | 'propmgr' = 'tenant'): Promise<FreshAccount> {
  const userName = uniqueUserName(prefix);
  const account = { userName, email: `${userName}@maplecourt.test`, password: NEW_PASSWORD, firstName: 'Robin', lastName: 'Ashby' };
  const before = new Date();
  const response = await fetch(`${portalUrl()}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, userType, address: JSON.stringify({ unit_number: '508', street_name: 'Maple Court' }) }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const mail = await lastEmailTo(account.email, { after: before });
  const confirmed = await fetch(verificationLink(mail.links), { redirect: 'manual' });
  expect(confirmed.headers.get('location')).toMatch(/verified=1/);
  return account;
}

export const verificationLink = (links: string[]) => {
  const link = links.find((l) => l.includes('/api/account/confirm?token='));
  expect(link, `verification link among ${links.join(', ')}`).toBeTruthy();
  return link!;
};

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL((url) => url.pathname === '/home', { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Register' }).first()).toBeVisible();
}

/** axe with the WCAG 2.x A/AA rules: no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The page's hreflang alternates and canonical, as a crawler reads them. */
export const languageLinks = (page: Page) =>
  page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));

/** The news list's entries (one link per item, to its own address), inside its 'Click on titles to see details' panel. */
export const newsEntries = (page: Page) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Click on titles to see details' }) })
    .getByRole('listitem')
    .getByRole('link');
