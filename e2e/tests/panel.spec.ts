/**
 * A director maintains content in the Strapi admin panel. The demo director holds the
 * director role from the seed, so on first start the portal opened a content editor account
 * for them and e-mailed Strapi's own invitation link. The director accepts it, chooses a
 * password, logs into /admin, edits a FAQ there, and the change shows on the portal's /faqs.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Messages } from '@hearth/common';
import { DEMO_ACCOUNTS, adminPanelAccount, lastEmailTo, signIn } from '../support';

/** DOCS_SCREENSHOTS=<folder> also saves the screens the docs show (docs/images). */
async function docsScreenshot(page: Page, name: string) {
  if (!process.env.DOCS_SCREENSHOTS) return;
  await page.waitForLoadState('networkidle');
  const banner = page.getByRole('button', { name: 'Close the banner.' }); // Strapi's release-news banner
  if (await banner.isVisible()) await banner.click();
  await page.screenshot({ path: path.resolve(process.env.DOCS_SCREENSHOTS, name) });
}

// The panel's first loads are heavy (a large single-page app): more time than the portal's own screens.
test.describe.configure({ timeout: 120_000 });

const PANEL_PASSWORD = `Panel-${Date.now()}-Aa1`;

test.describe('a director in the Strapi admin panel', () => {
  test('accepts the e-mailed invitation, edits a FAQ in /admin, and the portal shows the change', async ({ page }) => {
    const director = DEMO_ACCOUNTS.director;
    // Other mail reaches the director too (bookings waiting for approval): the invitation by its subject.
    const invitation = await lastEmailTo(director.email, { timeout: 30_000, subject: 'Your invitation to the content editor' });
    const link = invitation.links.find((l) => l.includes('/admin/auth/register?registrationToken='));
    expect(link, invitation.text).toBeTruthy();

    // Strapi's own registration page: the e-mail is fixed, the director picks a password.
    await page.goto(link!);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(director.email);
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(director.firstName);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PANEL_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(PANEL_PASSWORD);
    // Strapi's marketing opt-in is not the association's to offer.
    await expect(page.getByText('Keep me updated', { exact: false })).toBeHidden();
    await docsScreenshot(page, 'panel-invitation.png');
    await page.getByRole('button', { name: "Let's start" }).click();
    await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible({ timeout: 30_000 });

    // Log out and back in with the new password, as the director will next time.
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('/admin/auth/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(director.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PANEL_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible({ timeout: 30_000 });
    // Strapi's news banner does not concern the association: the director never sees it (docs/maintaining-content.md).
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Introducing the new Media Library')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Read blog post' })).toHaveCount(0);

    // The menu holds only what a director can use: content and pictures, no Settings (its roles
    // grant none), no Marketplace, no content-type builder.
    const menu = page.getByRole('navigation').first();
    for (const entry of ['Home', 'Content Manager', 'Media Library']) await expect(menu.getByRole('link', { name: entry })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(3);
    for (const entry of ['Settings', 'Marketplace', 'Content-Type Builder'])
      await expect(page.getByRole('link', { name: entry, exact: true })).toBeHidden();
    // Typed in by hand, Settings lists no users, roles or API tokens either.
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Settings' }).first()).toBeVisible();
    for (const entry of ['Users', 'Roles', 'API Tokens', 'Webhooks'])
      await expect(page.getByRole('link', { name: entry, exact: true })).toHaveCount(0);
    await docsScreenshot(page, 'panel-director-settings.png');

    // Edit a FAQ in the content manager.
    const question = `How do I book the party room or the guest suite? (${Date.now() % 100000})`;
    await page.goto('/admin/content-manager/collection-types/api::faq.faq');
    await page.getByText('How do I book the party room?', { exact: true }).first().click();
    const field = page.getByLabel('question');
    await expect(field).toHaveValue('How do I book the party room?');
    await field.fill(question);
    await docsScreenshot(page, 'panel-edit-faq.png');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Saved/i).first()).toBeVisible({ timeout: 15_000 });

    // The portal shows it on /faqs.
    await page.context().clearCookies();
    await signIn(page, 'director');
    await page.goto('/faqs');
    await expect(page.getByRole('button', { name: question })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: question }).click();
    await docsScreenshot(page, 'portal-faqs-after-panel-edit.png');

    // The portal's own admin screens share the /admin prefix with the panel: a direct page load
    // of /admin/faqs is the web app's screen, where the same FAQ can be edited the other way.
    await page.goto('/admin/faqs');
    await expect(page.getByText('Admin: FAQs').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(question).first()).toBeVisible();
    await docsScreenshot(page, 'portal-admin-faqs.png');
  });
});

/** The website administrator (the panel's super admin from credentials.txt) logs into /admin. */
async function panelLoginAsAdministrator(page: Page) {
  const { email, password } = adminPanelAccount();
  await page.goto('/admin/auth/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible({ timeout: 30_000 });
}

test.describe('a news item in the Strapi admin panel', () => {
  test('its further pictures are edited one web address per line, not as JSON', async ({ page, request }) => {
    await panelLoginAsAdministrator(page);
    // The website administrator (a super admin) keeps Settings, which directors do not see.
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Settings' })).toBeVisible();

    const title = 'Window cleaning of the exterior facade';
    await page.goto('/admin/content-manager/collection-types/api::news-item.news-item');
    await page.getByText(title, { exact: true }).first().click();
    const pictures = page.getByRole('textbox', { name: 'More pictures (web addresses)' });
    await expect(pictures).toBeVisible({ timeout: 15_000 });
    const links = [`https://example.org/facade-${Date.now()}.jpg`, 'https://example.org/scaffold.png'];
    await pictures.fill(`${links[0]}\n\n  ${links[1]}  \n`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Saved/i).first()).toBeVisible({ timeout: 15_000 });

    const answer = await request.get('/api/news/active');
    const item = ((await answer.json()) as { title: string; imageLinks: string[] }[]).find((n) => n.title === title);
    expect(item?.imageLinks).toEqual(links);
  });
});

test.describe('the site settings in the Strapi admin panel', () => {
  test('show the copyright start year as a year, and refuse one with a thousands separator', async ({ page, request }) => {
    await panelLoginAsAdministrator(page);
    await page.goto('/admin/content-manager/single-types/api::site-setting.site-setting');
    const year = page.getByRole('textbox', { name: 'Copyright since (year)' });
    await expect(year).toHaveValue('2017', { timeout: 15_000 });

    await year.fill('2,017');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(Messages.copyrightStartYear).first()).toBeVisible({ timeout: 15_000 });
    expect(((await (await request.get('/api/settings')).json()) as { copyrightStartYear: number }).copyrightStartYear).toBe(2017);

    await year.fill('2016');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Saved/i).first()).toBeVisible({ timeout: 15_000 });
    expect(((await (await request.get('/api/settings')).json()) as { copyrightStartYear: number }).copyrightStartYear).toBe(2016);
    // Back as the other journeys expect it (their footers say © 2017 - …).
    await year.fill('2017');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Saved/i).first()).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('the Strapi admin panel in French', () => {
  /** Picks the interface language in the panel's profile and saves it on the panel account. */
  async function chooseInterfaceLanguage(page: Page, label: RegExp, language: string, save: RegExp) {
    await page.goto('/admin/me');
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: language, exact: true }).click();
    await page.getByRole('button', { name: save }).first().click();
  }

  test("an administrator who picks Français sees the panel's login and home, and Hearth's own words, in French", async ({ page }) => {
    await panelLoginAsAdministrator(page);
    await chooseInterfaceLanguage(page, /Interface language/, 'Français', /^Save$/);
    try {
      await page.goto('/admin');
      await expect(page.getByText('Le contenu du syndicat : nouvelles, conseil, documents, FAQ, gestionnaires et paramètres')).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

      // Signed out, the browser remembers the language: the login page is French, our two-factor field too.
      await page.context().clearCookies();
      await page.goto('/admin/auth/login');
      await expect(page.getByRole('heading', { name: "Panneau d'administration du syndicat" })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByLabel("Code d'authentification à deux facteurs (si votre compte du portail l'utilise)")).toBeVisible();

      // A fresh browser: the panel account's language is applied once signed in.
      await page.evaluate(() => localStorage.clear());
      await page.goto('/admin/auth/login');
      await expect(page.getByRole('heading', { name: 'Association admin panel' })).toBeVisible({ timeout: 30_000 });
      const { email, password } = adminPanelAccount();
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('textbox', { name: 'Password' }).fill(password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('link', { name: 'Médiathèque' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Le contenu du syndicat', { exact: false })).toBeVisible();
    } finally {
      // Back to English for the other journeys of the same panel account.
      await chooseInterfaceLanguage(page, /Langue de l.interface|Interface language/, 'English', /^(Enregistrer|Save)$/);
      await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible({ timeout: 30_000 });
    }
  });
});
