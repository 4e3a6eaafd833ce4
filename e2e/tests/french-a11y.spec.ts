/**
 * Every screen in French, where texts run about a fifth longer: the page reads in French
 * (`<html lang="fr-CA">`), its heading shows, and axe finds no serious or critical violation, at
 * desktop width and at 375 px. The screens come from the registries (common's pages and admin
 * screens), so a new one is checked without being listed here.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminScreenList, LOCALE_COOKIE, PAGE_LIST, DOCUMENT_PAGE_PATH } from '@hearth/common';
import { portalUrl, signIn } from '../support';
import { expectNoSeriousViolations } from './public/public-helpers';

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
] as const;

/** Pages that are not screens of their own: the sign-in hand-offs, and a download that needs a document. */
const NOT_SCREENS = new Set<string>(['/login', '/auth-callback', DOCUMENT_PAGE_PATH]);
/** Where a page path stands for the pages under it, the one to open. */
const OPENED_AT: Record<string, string> = { '/reports': '/reports/logins', '/reset-password': '/reset-password?token=not-a-real-one' };

const visitorPages = PAGE_LIST.filter((page) => !page.signedIn && !NOT_SCREENS.has(page.path)).map(
  (page) => OPENED_AT[page.path] ?? page.path,
);
const memberPages = PAGE_LIST.filter((page) => page.signedIn && !NOT_SCREENS.has(page.path)).map(
  (page) => OPENED_AT[page.path] ?? page.path,
);
const adminPages = adminScreenList().map((screen) => screen.path);

async function frenchPage(browser: Browser, viewport: (typeof WIDTHS)[number], signedInAs?: 'admin'): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  // Signed in first, as the sign-in pages are today; then the reader chooses French (the demo profile has no language of its own).
  if (signedInAs) await signIn(page, signedInAs);
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'fr-CA', url: portalUrl() }]);
  return page;
}

async function checkInFrench(page: Page, path: string, width: number) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSeriousViolations(page, `${path} in French at ${width} px`);
}

for (const viewport of WIDTHS) {
  test(`a visitor's pages in French pass axe at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(15_000 * visitorPages.length);
    const page = await frenchPage(browser, viewport);
    for (const path of visitorPages) await checkInFrench(page, path, viewport.width);
  });

  test(`a member's and the administrator's screens in French pass axe at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(20_000 + 15_000 * (memberPages.length + adminPages.length));
    const page = await frenchPage(browser, viewport, 'admin');
    for (const path of [...memberPages, ...adminPages]) await checkInFrench(page, path, viewport.width);
  });
}
