/**
 * Owners' accounts at 1280 and 375 px: an administrator (who posts as the treasurer does) posts a
 * period's assessments on "Admin: Owner Accounts" and reads the per-unit shares, records a cheque
 * for the demo owner's unit, reverses it after the dialog asks, and reads the aging report; typed
 * text is not lost to a link without a question. The owner then reads "My Account" (their share of
 * the period, its due day, the reversed cheque) and a tenant, who has no menu entry, reads the
 * server's refusal. axe finds nothing serious on each screen, at both widths.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_SCREENS, LedgerMessages } from '@hearth/common';
import { expectToast, signIn } from '../support';
import { DEMO_STREET } from '../../cms/src/seed/demo-accounts';
import { expectNoSeriousViolations } from './public/public-helpers';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
const OWNER_UNIT = `307 ${DEMO_STREET}`;

async function signedInPage(browser: Browser, username: 'admin' | 'owner' | 'tenant', look: typeof DESKTOP | typeof PHONE): Promise<Page> {
  // A browser fourteen hours ahead of UTC: a day taken from the browser's clock is often tomorrow
  // in the association's zone, and a payment "received tomorrow" is refused.
  const page = await (await browser.newContext({ ...look, timezoneId: 'Pacific/Kiritimati' })).newPage();
  await signIn(page, username);
  return page;
}

const panel = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, level: 2 }) });

/** A period no earlier run of the suite has posted: months of the years 2030 to 2099, from the clock. */
function freshPeriod(): string {
  const n = Math.floor(Date.now() / 1000) % (70 * 12);
  return `${2030 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
}

test('a treasurer posts the year’s assessments, records a cheque and reverses it; the owner reads their account', async ({ browser }) => {
  test.setTimeout(240_000);
  const period = freshPeriod();
  const reference = `CHK-${Date.now() % 100_000}`;

  const admin = await signedInPage(browser, 'admin', DESKTOP);
  await admin.goto(ADMIN_SCREENS.ledger.path);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(ADMIN_SCREENS.ledger.title);
  await expect(panel(admin, 'Aging report').getByRole('rowheader', { name: 'All units' })).toBeVisible();
  await expectNoSeriousViolations(admin, `${ADMIN_SCREENS.ledger.path} at 1280`);

  // Typed text is not lost to a link: the question is asked, and staying keeps it.
  const assessments = panel(admin, "Post a period's assessments");
  await assessments.getByRole('textbox', { name: 'Period', exact: true }).fill(period);
  admin.once('dialog', (dialog) => void dialog.dismiss());
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(admin).toHaveURL(new RegExp(`${ADMIN_SCREENS.ledger.path}$`));
  await expect(assessments.getByRole('textbox', { name: 'Period', exact: true })).toHaveValue(period);

  // A bad amount is refused on the form, in words.
  await assessments.getByRole('textbox', { name: /Budget amount/ }).fill('12.345');
  await assessments.getByRole('button', { name: 'Post assessments' }).click();
  await expect(assessments.getByText(/Write the amount in dollars and cents/)).toBeVisible();

  await assessments.getByRole('textbox', { name: /Budget amount/ }).fill('12,000.00');
  await assessments.getByRole('button', { name: 'Post assessments' }).click();
  await expectToast(admin, new RegExp(`assessments for ${period} were posted: \\$12,000\\.00 shared among \\d+ units`));
  const shares = assessments.getByRole('table', { name: new RegExp(`Shares posted for ${period}`) });
  await expect(shares.getByRole('row', { name: new RegExp(OWNER_UNIT) })).toBeVisible();
  await expectNoSeriousViolations(admin, `${ADMIN_SCREENS.ledger.path} shares`);

  // Posting the same period again posts nothing twice: the server's message, whole.
  await assessments.getByRole('textbox', { name: 'Period', exact: true }).fill(period);
  await assessments.getByRole('textbox', { name: /Budget amount/ }).fill('12000');
  await assessments.getByRole('button', { name: 'Post assessments' }).click();
  await expectToast(admin, LedgerMessages.periodPosted(period, 'assessment'));

  // The rest of the year's assessments, month by month, as a treasurer posts a budget year.
  const [year, month] = period.split('-');
  for (const other of Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`).filter(
    (p) => p !== `${year}-${month}`,
  )) {
    await assessments.getByRole('textbox', { name: 'Period', exact: true }).fill(other);
    await assessments.getByRole('textbox', { name: /Budget amount/ }).fill('12000');
    await assessments.getByRole('button', { name: 'Post assessments' }).click();
    await expectToast(admin, new RegExp(`assessments for ${other} were posted: \\$12,000\\.00 shared among \\d+ units`));
  }

  // A cheque from the owner's unit.
  const payment = panel(admin, 'Record a payment');
  await payment.getByRole('combobox', { name: 'Unit' }).selectOption({ label: OWNER_UNIT });
  await payment.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Cheque' });
  await payment.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await payment.getByRole('textbox', { name: /^Amount/ }).fill('50');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expectToast(admin, new RegExp(`payment of \\$50\\.00 from ${OWNER_UNIT} was recorded`));

  // The unit's ledger shows it; reversing asks first, with the reason.
  const ledger = panel(admin, 'Unit ledger');
  await expect(ledger.getByRole('combobox', { name: 'Unit' })).toHaveValue(/\d+/);
  const chequeRow = ledger.getByRole('row').filter({ hasText: `Payment by cheque no. ${reference}` });
  await expect(chequeRow).toBeVisible();
  await chequeRow.getByRole('button', { name: /Reverse entry/ }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Reverse entry \d+\?/ })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Returned-payment fee' }).selectOption({ label: 'Charge no fee' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Cheque returned by the bank');
  await expectNoSeriousViolations(admin, `${ADMIN_SCREENS.ledger.path} reverse dialog`);
  await dialog.getByRole('button', { name: 'Reverse entry' }).click();
  await expectToast(admin, /^Entry \d+ was reversed \(entry \d+\)\.$/);
  await expect(dialog).toBeHidden();
  await expect(chequeRow).toContainText('reversed by entry');
  await expect(ledger.getByRole('row').filter({ hasText: 'Cheque returned by the bank' })).toBeVisible();
  await expect(chequeRow.getByRole('button', { name: /Reverse entry/ })).toHaveCount(0);

  // The aging report as of a date.
  const aging = panel(admin, 'Aging report');
  await aging.getByRole('textbox', { name: 'As of' }).fill(`${period}-15`);
  await aging.getByRole('button', { name: 'Show the report' }).click();
  await expect(aging.getByRole('table', { name: `Amounts owed as of ${period}-15, by days past due` })).toBeVisible();
  await expect(aging.getByRole('row', { name: new RegExp(OWNER_UNIT) })).toBeVisible();
  await expectNoSeriousViolations(admin, `${ADMIN_SCREENS.ledger.path} aging`);

  // The same screen on a phone.
  const phoneAdmin = await signedInPage(browser, 'admin', PHONE);
  await phoneAdmin.goto(ADMIN_SCREENS.ledger.path);
  await panel(phoneAdmin, 'Unit ledger').getByRole('combobox', { name: 'Unit' }).selectOption({ label: OWNER_UNIT });
  await expect(panel(phoneAdmin, 'Unit ledger').getByText(`Payment by cheque no. ${reference}`)).toBeVisible();
  await expectNoSeriousViolations(phoneAdmin, `${ADMIN_SCREENS.ledger.path} at 375`);

  // The owner reads their account, from the menu at 1280 and on a phone.
  const owner = await signedInPage(browser, 'owner', DESKTOP);
  await owner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('My Account');
  await expect(owner.getByRole('heading', { name: `Unit ${OWNER_UNIT}` })).toBeVisible();
  const share = owner.getByRole('row').filter({ hasText: `Assessment ${period}` });
  await expect(share).toContainText(`${period}-01`);
  await expect(owner.getByRole('row').filter({ hasText: `Payment by cheque no. ${reference}` })).toContainText('reversed by entry');
  await expect(owner.getByText('Balance', { exact: true })).toBeVisible();
  // The demo owner owns one unit: no choice of unit is offered.
  await expect(owner.getByRole('combobox', { name: 'Unit' })).toHaveCount(0);
  await expectNoSeriousViolations(owner, '/my-account at 1280');

  const phoneOwner = await signedInPage(browser, 'owner', PHONE);
  await phoneOwner.goto('/my-account');
  await expect(phoneOwner.getByRole('row').filter({ hasText: `Assessment ${period}` })).toBeVisible();
  await expectNoSeriousViolations(phoneOwner, '/my-account at 375');

  // A tenant has no menu entry, and the call's refusal is shown whole.
  const tenant = await signedInPage(browser, 'tenant', DESKTOP);
  await expect(tenant.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Votes' })).toBeVisible();
  await expect(tenant.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' })).toHaveCount(0);
  await tenant.goto('/my-account');
  await expect(tenant.getByRole('alert').filter({ hasText: LedgerMessages.ownersOnly })).toBeVisible();
  await expectNoSeriousViolations(tenant, '/my-account refused');
});
