/**
 * Monthly statements at 1280 and 375 px, in a browser fourteen hours ahead of UTC: the treasurer (the
 * demo administrator) is offered the last month that is over in the association's zone on "Admin: Owner
 * Accounts", is refused the month still running (the server's message, in a toast), and issues the
 * last one (a portal where it was issued before answers that it was, in a toast: nothing is issued
 * twice). The demo owner then reads it among their statements on "My Account" and downloads its PDF
 * with their own credentials. axe finds nothing serious on either screen, at both widths.
 */
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_SCREENS, DuesMessages } from '@hearth/common';
import { expectToast, localIn, signIn } from '../support';
import { DEMO_STREET } from '../../cms/src/seed/demo-accounts';
import { expectNoSeriousViolations } from './public/public-helpers';

// Far from the association's zone: a month taken in the browser's zone, or in UTC, is the wrong one near a month's end.
const FAR = { timezoneId: 'Pacific/Kiritimati' };
const DESKTOP = { ...FAR, viewport: { width: 1280, height: 900 } };
const PHONE = { ...FAR, viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
const OWNER_UNIT = `307 ${DEMO_STREET}`;

async function signedInPage(browser: Browser, username: 'admin' | 'owner', look: typeof DESKTOP | typeof PHONE): Promise<Page> {
  const page = await (await browser.newContext(look)).newPage();
  await signIn(page, username);
  return page;
}

const panel = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, level: 2 }) });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The month before `month` (yyyy-mm). */
function monthBefore(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 2, 1)).toISOString().slice(0, 7);
}

test('a treasurer issues the last month’s statements; the owner reads theirs and downloads its PDF', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await signedInPage(browser, 'admin', DESKTOP);
  const zone = ((await (await admin.request.get('/api/settings')).json()) as { timeZone: string }).timeZone;
  const thisMonth = localIn(0, zone).slice(0, 7);
  const period = monthBefore(thisMonth);

  await admin.goto(ADMIN_SCREENS.ledger.path);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(ADMIN_SCREENS.ledger.title);
  const statements = panel(admin, 'Monthly statements');
  const month = statements.getByRole('textbox', { name: 'Month' });
  // The month offered is the last one over in the association's zone, not the browser's.
  await expect(month).toHaveValue(period);

  // The month still running is refused by the server, its message whole in a toast.
  await month.fill(thisMonth);
  await statements.getByRole('button', { name: 'Issue statements' }).click();
  await expectToast(admin, DuesMessages.periodOpen(thisMonth));

  // The last month: issued now, or (a portal that issued it before) refused as issued, nothing twice.
  await month.fill(period);
  await statements.getByRole('button', { name: 'Issue statements' }).click();
  // The units still without this month's statement are those other journeys added since they issued it (the
  // language journeys issue the last months too): any count, of units and of mails, is an answer.
  const issuedNow = `The statements for ${period} were issued for (no unit|one unit|\\d+ units), and (no e-mail was|one e-mail was|\\d+ e-mails were) queued to their owners\\.`;
  await expectToast(admin, new RegExp(`^(${issuedNow}|${escaped(DuesMessages.statementsIssued(period))})$`));
  await expectNoSeriousViolations(admin, `${ADMIN_SCREENS.ledger.path} statements at 1280`);

  const phoneAdmin = await signedInPage(browser, 'admin', PHONE);
  await phoneAdmin.goto(ADMIN_SCREENS.ledger.path);
  await expect(panel(phoneAdmin, 'Monthly statements').getByRole('textbox', { name: 'Month' })).toHaveValue(period);
  await expectNoSeriousViolations(phoneAdmin, `${ADMIN_SCREENS.ledger.path} statements at 375`);

  // The owner reads the month among their statements.
  const owner = await signedInPage(browser, 'owner', DESKTOP);
  await owner.goto('/my-account');
  await expect(owner.getByRole('heading', { name: `Unit ${OWNER_UNIT}` })).toBeVisible();
  const list = owner.getByRole('table', { name: `Monthly statements of unit ${OWNER_UNIT}, newest first` });
  const row = list.getByRole('row').filter({ hasText: period });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\$[\d,]+\.\d{2}/);
  await expectNoSeriousViolations(owner, '/my-account statements at 1280');

  // Its PDF, fetched with the owner's credentials and saved by the browser.
  const downloading = owner.waitForEvent('download');
  await row.getByRole('button', { name: `Download the statement for ${period} (PDF)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^statement-unit-\\d+-${period}\\.pdf$`));
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const phoneOwner = await signedInPage(browser, 'owner', PHONE);
  await phoneOwner.goto('/my-account');
  await expect(phoneOwner.getByRole('button', { name: `Download the statement for ${period} (PDF)` })).toBeVisible();
  await expectNoSeriousViolations(phoneOwner, '/my-account statements at 375');
});
