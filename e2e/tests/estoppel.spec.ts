/**
 * Estoppel certificates, from the asking to the frozen certificate, at 1280 and 375 px, in browsers
 * fourteen hours ahead of UTC (the closing date offered is today in the association's zone, not the
 * browser's). The demo owner asks on "My Account" and reads the statutory deadline; an administrator
 * (who issues as the treasurer does) reads it on "Admin: Owner Accounts" with its deadline, records
 * a request for a title company, and issues the owner's after the dialog asks; the owner then reads
 * the certificate issued with its SHA-256, downloads its PDF, and finds the fee on their ledger.
 * axe finds nothing serious on each screen, at both widths.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_SCREENS } from '@hearth/common';
import { expectToast, portalUrl, signIn } from '../support';
import { DEMO_STREET } from '../../cms/src/seed/demo-accounts';
import { expectNoSeriousViolations } from './public/public-helpers';

// A browser fourteen hours ahead of UTC: a day taken in the browser's zone reads another day.
const ZONE = { timezoneId: 'Pacific/Kiritimati' };
const DESKTOP = { ...ZONE, viewport: { width: 1280, height: 900 } };
const PHONE = { ...ZONE, viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
const OWNER_UNIT = `307 ${DEMO_STREET}`;

async function signedInPage(browser: Browser, username: 'admin' | 'owner', look: typeof DESKTOP | typeof PHONE): Promise<Page> {
  const page = await (await browser.newContext({ ...look, acceptDownloads: true })).newPage();
  await signIn(page, username);
  return page;
}

const panel = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, level: 2 }) });

/** Closing days no earlier run of the suite has used: days of the years 2040 to 2099, from the clock. */
function freshClosingDays(): [string, string] {
  const n = Math.floor(Date.now() / 1000) % (59 * 365);
  const day = (offset: number) => new Date(Date.UTC(2040, 0, 1 + n + offset)).toISOString().slice(0, 10);
  return [day(0), day(1)];
}

/** Today in the association's time zone (site settings), as the server counts it. */
async function associationToday(page: Page): Promise<string> {
  const answer = (await (await page.request.get(`${portalUrl()}/api/settings`)).json()) as {
    timeZone?: string;
    data?: { timeZone?: string };
  };
  const timeZone = answer.timeZone ?? answer.data?.timeZone;
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

test('an owner asks for an estoppel certificate; the board records one for a title company and issues the owner’s; the owner reads it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const [ownersClosing, titleClosing] = freshClosingDays();
  const titleCompany = `Sunshine Title ${Date.now() % 100_000}`;

  // The owner asks, as the owner: name and e-mail address from the profile, the closing day today.
  const owner = await signedInPage(browser, 'owner', DESKTOP);
  await owner.goto('/my-account');
  const ownerPanel = panel(owner, 'Estoppel certificates');
  const ask = ownerPanel.getByRole('form', { name: 'Ask for an estoppel certificate' });
  await expect(ask.getByRole('textbox', { name: 'Your name' })).toHaveValue('Priya Raman');
  await expect(ask.getByRole('textbox', { name: /Your e-mail address/ })).not.toHaveValue('');
  await expect(ask.getByRole('textbox', { name: /Closing date/ })).toHaveValue(await associationToday(owner));
  await ask.getByRole('textbox', { name: /Closing date/ }).fill(ownersClosing);
  await ask.getByRole('button', { name: 'Ask for a certificate' }).click();
  await expectToast(owner, /^Your request \d+ was received: the certificate is due on \d{4}-\d{2}-\d{2}\.$/);
  const ownRow = ownerPanel.getByRole('row').filter({ hasText: ownersClosing });
  await expect(ownRow).toContainText(/Due on \d{4}-\d{2}-\d{2} \(\d+ business days left\)/);
  await expect(ownRow).toContainText('§718.116(8), Fla. Stat.');
  await expect(ownRow).toContainText('Requested');
  const requestId = (await ownRow.getByRole('cell').first().textContent())!.trim();
  expect(requestId).toMatch(/^\d+$/);
  await expectNoSeriousViolations(owner, '/my-account estoppel requested at 1280');

  // The board reads it with its deadline, among every request.
  const admin = await signedInPage(browser, 'admin', DESKTOP);
  await admin.goto(ADMIN_SCREENS.ledger.path);
  const estoppels = panel(admin, 'Estoppel certificates');
  const requests = estoppels.getByRole('table', { name: /Estoppel requests/ });
  const ownersRow = requests.getByRole('row').filter({ hasText: ownersClosing });
  await expect(ownersRow).toContainText(OWNER_UNIT);
  await expect(ownersRow).toContainText('Owner: Priya Raman');
  await expect(ownersRow).toContainText(/business days left/);
  await expectNoSeriousViolations(admin, `${ADMIN_SCREENS.ledger.path} estoppels at 1280`);

  // The board records a request for a title company.
  const record = estoppels.getByRole('form', { name: 'Record an estoppel request' });
  await record.getByRole('combobox', { name: 'Requester' }).selectOption({ label: 'Title company' });
  await record.getByRole('textbox', { name: "Requester's name" }).fill(titleCompany);
  await record.getByRole('textbox', { name: "Requester's e-mail address" }).fill('closings@sunshine-title.example');
  await record.getByRole('combobox', { name: 'Unit' }).selectOption({ label: OWNER_UNIT });
  await record.getByRole('textbox', { name: /Closing date/ }).fill(titleClosing);
  await record.getByRole('button', { name: 'Record the request' }).click();
  await expectToast(admin, new RegExp(`^Request \\d+ for unit ${OWNER_UNIT} was recorded: the certificate is due on`));
  const titleRow = requests.getByRole('row').filter({ hasText: titleClosing });
  await expect(titleRow).toContainText(`Title company: ${titleCompany}`);
  await expect(titleRow).toContainText('Requested');
  await expect(record.getByRole('textbox', { name: "Requester's name" })).toHaveValue('');

  // Issuing asks first: frozen, and its fee posted to the unit's ledger.
  await ownersRow.getByRole('button', { name: `Issue certificate ${requestId}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Issue certificate ${requestId}?` })).toBeVisible();
  await expect(dialog).toContainText('An issued certificate is frozen');
  await expectNoSeriousViolations(admin, `${ADMIN_SCREENS.ledger.path} issue dialog`);
  await dialog.getByRole('button', { name: 'Issue the certificate' }).click();
  await expectToast(
    admin,
    new RegExp(`^Certificate ${requestId} was issued; its fee of \\$[\\d,]+\\.\\d{2} was posted to the unit's ledger \\(entry \\d+\\)\\.$`),
  );
  await expect(dialog).toBeHidden();
  await expect(ownersRow).toContainText(/Issued on \d{4}-\d{2}-\d{2}/);
  await expect(ownersRow.getByRole('button', { name: /Issue certificate/ })).toHaveCount(0);
  await expect(titleRow.getByRole('button', { name: /Issue certificate/ })).toBeVisible();

  const phoneAdmin = await signedInPage(browser, 'admin', PHONE);
  await phoneAdmin.goto(ADMIN_SCREENS.ledger.path);
  await expect(panel(phoneAdmin, 'Estoppel certificates').getByRole('row').filter({ hasText: titleClosing })).toBeVisible();
  await expectNoSeriousViolations(phoneAdmin, `${ADMIN_SCREENS.ledger.path} estoppels at 375`);

  // The owner reads the certificate issued, with its SHA-256, its PDF, and the fee on their ledger.
  await owner.reload();
  await expect(ownRow).toContainText(/Issued on \d{4}-\d{2}-\d{2}/);
  const certificate = ownerPanel.locator('details').filter({ hasText: `Certificate ${requestId}:` });
  await expect(certificate).toContainText(`unit ${OWNER_UNIT}`);
  await expect(certificate.locator('code')).toHaveText(/^[0-9a-f]{64}$/);
  const fee = (await certificate.locator('dt', { hasText: 'Certificate fee' }).locator('+ dd').textContent())!;
  expect(fee).toMatch(/^\$[\d,]+\.\d{2}$/);
  const download = owner.waitForEvent('download');
  await certificate.getByRole('button', { name: `Download certificate ${requestId} (PDF)` }).click();
  expect((await download).suggestedFilename()).toBe(`estoppel-certificate-${requestId}.pdf`);
  const feeEntry = owner.getByRole('row').filter({ hasText: `Estoppel certificate fee (certificate ${requestId},` });
  await expect(feeEntry).toContainText(fee);
  // The title company's request was the board's: it is not among the owner's.
  await expect(ownerPanel.getByRole('row').filter({ hasText: titleClosing })).toHaveCount(0);
  await expectNoSeriousViolations(owner, '/my-account estoppel issued at 1280');

  const phoneOwner = await signedInPage(browser, 'owner', PHONE);
  await phoneOwner.goto('/my-account');
  await expect(panel(phoneOwner, 'Estoppel certificates').locator('code')).not.toHaveCount(0);
  await expectNoSeriousViolations(phoneOwner, '/my-account estoppel at 375');
});
