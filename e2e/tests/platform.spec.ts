import { expect, test } from '@playwright/test';
import { adminPanelAccount, DEMO_ACCOUNTS, lastEmailTo, signIn, submitLogin } from '../support';

test.describe('the portal on one origin', () => {
  test('a visitor opening / lands on the home page with the visitor panels', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(
      page
        .getByRole('button', { name: 'Login', exact: true })
        .or(page.getByRole('link', { name: 'Login', exact: true }))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'News' }).first()).toBeVisible();
  });

  test('/home is served directly, and an unknown path goes back to the app', async ({ page }) => {
    const response = await page.goto('/home');
    expect(response?.status()).toBe(200);
    await expect(
      page
        .getByRole('link', { name: 'Register' })
        .or(page.getByRole('button', { name: 'Register' }))
        .first(),
    ).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('demo news pictures are public media under /uploads', async ({ request }) => {
    const news = await request.get('/api/news/active');
    expect(news.ok()).toBe(true);
    const picture = await request.get('/uploads/logos/keystone-logo.png');
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
  });
});

test.describe('the demo accounts', () => {
  test("sign in through the portal's own login page at /oidc and come back signed in", async ({ page }) => {
    await signIn(page, 'owner');
    await expect(page).not.toHaveURL(/\/oidc|\/auth-callback/);
    await page.reload();
    await expect(
      page
        .getByRole('button', { name: 'Logout' })
        .or(page.getByRole('link', { name: 'Logout' }))
        .first(),
    ).toBeVisible();
  });

  test('a wrong password keeps the visitor on the login page', async ({ page }) => {
    await submitLogin(page, 'tenant', 'Not-The-Passw0rd!', '/home');
    await expect(page).toHaveURL(/\/oidc/);
    await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
  });
});

test.describe('outgoing e-mail', () => {
  test('reaches the mail catcher, where journeys read it with lastEmailTo', async ({ request }) => {
    const before = new Date();
    const response = await request.post('/api/account/forgotusername', { data: { email: DEMO_ACCOUNTS.tenant.email, callback: '/home' } });
    expect(response.ok()).toBe(true);
    const mail = await lastEmailTo(DEMO_ACCOUNTS.tenant.email, { after: before });
    expect(mail.subject).toMatch(/user name/i);
    expect(`${mail.text}\n${mail.html}`).toContain('tenant');
  });
});

test.describe('the Strapi admin panel', () => {
  test('loads at /admin and the super admin can log in', async ({ page }) => {
    const { email, password } = adminPanelAccount();
    await page.goto('/admin');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible({ timeout: 30_000 });
  });

  // An address no other journey signs in with: the panel allows five sign-ins per address and 5 minutes, and the
  // panel journeys sign the super admin in more often than that.
  test('refuses credentials it does not know', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('textbox', { name: 'Email' }).fill(`nobody-${Date.now()}@example.org`);
    await page.getByRole('textbox', { name: 'Password' }).fill('Wrong-Passw0rd!');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(/invalid credentials/i)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/auth\/login/);
  });
});
