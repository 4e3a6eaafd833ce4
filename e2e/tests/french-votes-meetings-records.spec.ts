/**
 * Votes, meetings and official records in French: each feature's screens bring their own catalog with
 * them (so their words are not in the public pages' first load), and their words show in French, on the
 * residents' screens and the board's; the visitor's records page is rendered in French by the server too,
 * and taken over without going back to English. axe finds nothing serious, at desktop width and at 375 px.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@hearth/common';
import { portalUrl, signIn } from '../support';
import { expectNoSeriousViolations } from './public/public-helpers';

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
] as const;

async function frenchPage(browser: Browser, viewport: (typeof WIDTHS)[number], signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (signedIn) await signIn(page, 'admin');
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'fr-CA', url: portalUrl() }]);
  return page;
}

/** A screen, the French words it must show (a heading of the feature's own catalog), and axe. */
async function expectFrench(page: Page, path: string, heading: string, width: number) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
  await expectNoSeriousViolations(page, `${path} in French at ${width} px`);
}

for (const viewport of WIDTHS) {
  test(`votes, meetings and records read in French at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await frenchPage(browser, viewport, true);
    await expectFrench(page, '/votes', 'À venir', viewport.width);
    await expect(page.getByRole('heading', { name: 'Ouverts', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Clos', exact: true })).toBeVisible();
    await expectFrench(page, '/notices', 'Assemblées à venir', viewport.width);
    await expectFrench(page, '/admin/meetings', 'Admin : Assemblées', viewport.width);
    await expect(page.getByRole('button', { name: 'Convoquer une assemblée' })).toBeVisible();
    await expectFrench(page, '/records', 'Registres officiels', viewport.width);
    await expect(page.getByRole('link', { name: "Conformité en un coup d'œil" })).toBeVisible();
    await expectFrench(page, '/admin/records', 'Admin : Registres officiels', viewport.width);
    await expect(page.getByRole('table', { name: /^Conformité au / })).toBeVisible();
  });
}

test("a visitor's records page is rendered in French by the server and stays French once taken over", async ({ browser }) => {
  const page = await frenchPage(browser, WIDTHS[0], false);
  const html = await (await page.request.get('/records', { headers: { cookie: `${LOCALE_COOKIE}=fr-CA` } })).text();
  expect(html).toContain('Registres officiels');
  expect(html).toContain('Voici les registres publics du syndicat.');
  await expectFrench(page, '/records', 'Registres officiels', WIDTHS[0].width);
  await expect(page.getByText('Voici les registres publics du syndicat.', { exact: false })).toBeVisible();
});
