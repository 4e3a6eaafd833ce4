/** What journeys need to know about the running portal: its address, the demo accounts and signing in. */
import { expect, type Page } from '@playwright/test';

export const portalUrl = (): string => process.env.PORTAL_URL!;

export type DemoUsername = 'admin' | 'director' | 'owner' | 'tenant' | 'propmgr';

/** The accounts the seed creates (cms/src/seed/accounts.ts), all with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: Record<DemoUsername, { roles: string[]; firstName: string; lastName: string; unitNumber: string; email: string }> = {
  admin: { roles: ['admin', 'owner'], firstName: 'Grace', lastName: 'Holloway', unitNumber: '101', email: 'admin@maplecourt.test' },
  director: { roles: ['director', 'owner'], firstName: 'Martin', lastName: 'Okafor', unitNumber: '204', email: 'director@maplecourt.test' },
  owner: { roles: ['owner'], firstName: 'Priya', lastName: 'Raman', unitNumber: '307', email: 'owner@maplecourt.test' },
  tenant: { roles: ['tenant'], firstName: 'Lucas', lastName: 'Moreau', unitNumber: '412', email: 'tenant@maplecourt.test' },
  propmgr: { roles: ['propmgr'], firstName: 'Dana', lastName: 'Whitfield', unitNumber: '1', email: 'propmgr@maplecourt.test' },
};

export const demoPassword = (): string => process.env.DEMO_PASSWORD!;

/** The Strapi admin panel's super admin. */
export const adminPanelAccount = () => ({ email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! });

/**
 * Signs in through the portal's own login page at /oidc, as a person would: from `startAt`
 * (default /home) click Login, fill "User Name" and "Password", press "Login", and wait until
 * the web app has the user back (auth-callback done).
 */
export async function signIn(page: Page, username: string, options: { password?: string; startAt?: string } = {}): Promise<void> {
  await page.goto(options.startAt ?? '/home');
  await page.getByRole('button', { name: 'Login', exact: true }).or(page.getByRole('link', { name: 'Login', exact: true })).first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
  await page.getByLabel('User Name', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? demoPassword());
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth-callback'), { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Logout' }).or(page.getByRole('link', { name: 'Logout' })).first()).toBeVisible();
}
