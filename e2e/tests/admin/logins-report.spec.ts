/** reports/logins (docs/requirements.md §2.4, §4, §8, §9): counts per report type after scripted visits, logins and their pages. */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn } from '../../support';
import { openScreen } from './admin-helpers';

const TITLE = 'User Logins Report';
const TYPES = ['Last Login', 'Last Week', 'Last Month', 'All Logins'] as const;
type Counts = Record<(typeof TYPES)[number], number>;

/** One sign-in of the tenant on a fresh browser, visiting the given menu pages. */
async function tenantVisit(browser: Browser, pages: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'tenant');
  await page.waitForLoadState('networkidle'); // the login record and the first page visit are written
  for (const name of pages) {
    // Each visit is written before the next click (under load the page may mount late).
    const logged = page.waitForResponse(
      (r) => r.url().includes('/api/profile/logpage') && r.request().postDataJSON()?.model?.pageName === name,
    );
    await page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();
    expect((await logged).ok()).toBe(true);
  }
  await context.close();
}

/** The tenant's Logins count for each report type with All Users chosen (0 when not listed). */
async function tenantCounts(page: Page): Promise<Counts> {
  await openScreen(page, '/reports/logins', TITLE);
  await page.getByLabel('User', { exact: true }).selectOption({ label: 'All Users' });
  const counts = {} as Counts;
  for (const type of TYPES) {
    await page.getByRole('radio', { name: type }).check();
    await expect(page.getByTestId('report-users').or(page.getByText('No login info has been found for the given user(s)'))).toBeVisible();
    await page.waitForLoadState('networkidle');
    const row = page.locator('tr[data-user="tenant"]');
    counts[type] = (await row.count()) ? Number(await row.getByTestId('logins-count').innerText()) : 0;
  }
  return counts;
}

test('after scripted visits the report counts the tenant logins right for every type, and shows the pages of a login', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const before = await tenantCounts(page);

  await tenantVisit(browser, []);
  await tenantVisit(browser, ['News', 'Contacts', 'FAQs']);

  const after = await tenantCounts(page);
  expect(after['Last Login']).toBe(1);
  expect(after['Last Week']).toBe(before['Last Week'] + 2);
  expect(after['Last Month']).toBe(before['Last Month'] + 2);
  expect(after['All Logins']).toBe(before['All Logins'] + 2);

  // The tenant's logins, newest first, with page counts; the newest one visited the three pages.
  await page.getByRole('radio', { name: 'All Logins' }).check();
  await page.locator('tr[data-user="tenant"]').getByRole('button', { name: 'tenant' }).click();
  const logins = page.getByTestId('report-logins').getByRole('listitem');
  await expect(logins).toHaveCount(after['All Logins']);
  await expect(logins.first()).toContainText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \d+ pages?$/);
  await logins.first().getByRole('button').click();
  const pages = page.getByTestId('report-pages');
  for (const name of ['News', 'Contacts', 'FAQs']) await expect(pages).toContainText(name);
  const count = Number((await logins.first().innerText()).match(/(\d+) pages?$/)![1]);
  await expect(pages.getByRole('listitem')).toHaveCount(count);

  // The Last Week filter keeps both new logins of the chosen user, Last Login only the newest.
  await page.getByRole('radio', { name: 'Last Login' }).check();
  await expect(page.getByTestId('report-logins').getByRole('listitem')).toHaveCount(1);

  // Choosing one user shows just that user.
  const tenant = DEMO_ACCOUNTS.tenant;
  await page.getByLabel('User', { exact: true }).selectOption({ label: `${tenant.lastName}, ${tenant.firstName} (tenant)` });
  await expect(page.getByTestId('report-users').locator('tbody tr')).toHaveCount(1);
});

test('a director does not get the report', async ({ page }) => {
  await signIn(page, 'director');
  await expect(page.getByRole('button', { name: 'Reports', exact: true })).toHaveCount(0);
  await page.goto('/reports/logins');
  await expect(page.getByText('You are not allowed to do this.')).toBeVisible();
});
