/**
 * Votes on a phone (375 px; docs/requirements.md §16): an administrator creates a vote on
 * "Admin: Votes", an owner votes and sees the receipt (also e-mailed, without the choices), a
 * director names that owner as proxy and the owner votes for the neighbour's unit, the vote is
 * closed early (after a confirmation) and the owner reads the results and saves them as a PDF. The
 * vote carries an agenda (docs/requirements.md §19) downloaded on the owner's vote page, the owner
 * changes the ballot (the form starts from the choices cast), "Admin: Votes" prints without its
 * controls, and a tenant reads the results. A secret ballot counted by entitlement is cast after a
 * confirmation, the focus goes to its receipt, the shares say their basis and the closed vote's
 * results read "Carried". An upcoming vote says when it opens, offers no early close, and is
 * edited and cancelled. axe finds nothing serious on each screen, at 375 and 1280 px.
 */
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expectToast, lastEmailTo, signIn } from '../support';
import { expectNoSeriousViolations } from './public/public-helpers';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
const emailOf = (username: 'owner' | 'director') => DEMO_ACCOUNTS[username].email;

/** A datetime-local value, minutes from now, in the browser's (and this process's) local time. */
function localInput(minutes: number) {
  const d = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

async function signedInPage(browser: Browser, username: 'admin' | 'director' | 'owner' | 'tenant'): Promise<Page> {
  const page = await (await browser.newContext(PHONE)).newPage();
  await signIn(page, username);
  return page;
}

const panel = (page: Page, heading: string | RegExp) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) });

test('a vote from creation to results: ballot and receipt, a proxy for a neighbour, close early', async ({ browser }) => {
  test.setTimeout(240_000);
  const title = `Garden benches ${Date.now()}`;

  // The administrator creates the vote.
  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/admin/votes');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Admin: Votes');
  await admin.getByRole('button', { name: 'Add Vote' }).click();
  await admin.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await admin.getByRole('textbox', { name: 'Question', exact: true }).fill('Buy two new benches?');
  await admin.getByRole('textbox', { name: 'Opens', exact: true }).fill(localInput(-5));
  await admin.getByRole('textbox', { name: 'Closes', exact: true }).fill(localInput(24 * 60));
  await admin
    .getByLabel('Attach a PDF')
    .setInputFiles({ name: 'agenda.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expectToast(admin, 'Upload success.');
  await admin.getByRole('textbox', { name: 'Title of document 1' }).fill('Agenda');
  await admin.getByRole('checkbox', { name: 'A ballot may be changed until the vote closes' }).check();
  await admin.getByRole('checkbox', { name: 'Tenants and property managers see the results' }).check();
  await expectNoSeriousViolations(admin, '/admin/votes add form');
  await admin.getByRole('button', { name: 'Create vote' }).click();
  await expectToast(admin, `The vote "${title}" was created.`);
  await expect(panel(admin, `Participation: ${title}`)).toBeVisible();
  await expectNoSeriousViolations(admin, '/admin/votes participation');

  // The owner votes and sees the receipt.
  const owner = await signedInPage(browser, 'owner');
  await owner.goto('/votes');
  await expectNoSeriousViolations(owner, '/votes');
  await owner.getByRole('link', { name: title }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(title);
  // The agenda is downloaded on the vote's page, which stays on screen; then it opens from there.
  const [agenda] = await Promise.all([
    owner.waitForEvent('download'),
    owner.getByRole('button', { name: 'Download Agenda (PDF)' }).click(),
  ]);
  expect(agenda.suggestedFilename()).toMatch(/^agenda-.*\.pdf$/);
  await expect(owner.getByRole('link', { name: /^Open Agenda/ })).toHaveAttribute('href', /^blob:/);
  await expect(owner).toHaveURL(/\/votes\/\d+$/);
  // Times in the association's zone, named.
  await expect(owner.getByText(/^Closes .* E[SD]T · Named ballot/)).toBeVisible();
  await expectNoSeriousViolations(owner, '/votes/:id ballot');
  const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(0);
  const ownBallot = panel(owner, /^Ballot for unit 307 /);
  const sent = new Date();
  // The keyboard alone: to the Yes radio button, check it, then submit.
  await ownBallot.getByRole('radio', { name: 'Yes' }).focus();
  await owner.keyboard.press('Space');
  await expect(ownBallot.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await ownBallot.getByRole('button', { name: 'Cast ballot' }).click();
  const receipt = await ownBallot.getByText(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/).textContent();
  expect(receipt).toBeTruthy();
  const mail = await lastEmailTo(emailOf('owner'), { after: sent });
  expect(mail.text).toContain(receipt!);
  expect(mail.text).not.toMatch(/\byes\b/i);
  // The vote allows changes: "Change ballot" shows at once, the form holding the choice cast.
  await expect(ownBallot.getByRole('button', { name: 'Change ballot' })).toBeVisible();
  await expect(ownBallot.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await ownBallot.getByRole('button', { name: 'Change ballot' }).click();
  await expect(ownBallot.getByText(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/)).not.toHaveText(receipt!);
  await expect(ownBallot.getByRole('radio', { name: 'Yes' })).toBeChecked();

  // The director names the owner as proxy; the owner votes for the director's unit.
  const director = await signedInPage(browser, 'director');
  await director.goto('/votes');
  await director.getByRole('link', { name: title }).click();
  await director.getByLabel("Proxy's e-mail address").fill(emailOf('owner'));
  await director.getByRole('button', { name: 'Name proxy' }).click();
  await expectToast(director, /now holds your unit's vote as proxy/);
  await owner.reload();
  const proxyBallot = panel(owner, /^Ballot for unit 204 .*\(as proxy\)$/);
  await proxyBallot.getByRole('radio', { name: 'No' }).check();
  await proxyBallot.getByRole('button', { name: 'Cast ballot' }).click();
  await expect(proxyBallot.getByText(/Your ballot was counted/)).toBeVisible();

  // Closed early; the owner reads the results. Printed first, "Admin: Votes" shows no button nor form.
  await admin.reload();
  await admin.getByRole('button', { name: title }).click();
  await admin.emulateMedia({ media: 'print' });
  await expect(panel(admin, `Participation: ${title}`)).toBeVisible();
  await expect(admin.getByRole('button', { name: title })).toBeVisible();
  for (const name of ['Add Vote', 'Close vote now', 'Print', 'Export PDF']) await expect(admin.getByRole('button', { name })).toBeHidden();
  await expect(admin.getByLabel('Reason')).toBeHidden();
  for (const form of await admin.locator('main form').all()) await expect(form).toBeHidden();
  await admin.emulateMedia({ media: 'screen' });
  await admin.getByLabel('Reason').fill('Enough benches were donated.');
  await admin.getByRole('button', { name: 'Close vote now' }).click();
  // Closing early asks once more, naming the reason.
  const confirmClose = admin.getByRole('dialog', { name: /^Close ".*" now\?$/ });
  await expect(confirmClose).toContainText('Reason: Enough benches were donated.');
  await confirmClose.getByRole('button', { name: 'Close the vote' }).click();
  await expectToast(admin, 'The vote was closed.');
  await owner.reload();
  const results = panel(owner, 'Results');
  // Each share says its basis; one yes and one no do not carry the question (docs/requirements.md §16).
  await expect(results.getByRole('row', { name: /^Yes 1 \S+ 50% of units voted$/ })).toBeVisible();
  await expect(results.getByRole('row', { name: /^No 1 \S+ 50% of units voted$/ })).toBeVisible();
  await expect(results.getByText(/^Defeated/)).toBeVisible();
  await expect(owner.getByText('Closed early: Enough benches were donated.')).toBeVisible();
  // The table fits a phone: its share column is not cut off at the edge of its region.
  const table = results.getByRole('region', { name: /^Results of question/ });
  expect(await table.evaluate((e) => e.scrollWidth - e.clientWidth), 'the results table fits at 375 px').toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(owner, '/votes/:id results');
  const [pdf] = await Promise.all([owner.waitForEvent('download'), results.getByRole('button', { name: 'Export PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^vote-\d+-results\.pdf$/);
  expect(
    fs
      .readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await owner.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(owner, '/votes/:id results at 1280 px');

  // A tenant reads the results, which the vote gives to residents: no ballot, no form.
  const tenant = await signedInPage(browser, 'tenant');
  await tenant.goto(owner.url().replace(/^.*(\/votes\/\d+)$/, '$1'));
  await expect(panel(tenant, 'Results').getByRole('row', { name: /^Yes 1 \S+ 50% of units voted$/ })).toBeVisible();
  await expect(tenant.getByRole('heading', { name: /^Ballot for/ })).toHaveCount(0);
  await expect(tenant.locator('main form')).toHaveCount(0);
  await expectNoSeriousViolations(tenant, '/votes/:id results, tenant, 375 px');
  await tenant.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(tenant, '/votes/:id results, tenant, 1280 px');
});

test('a secret vote: the owner checks the receipt, the director sees only how many units voted until the close', async ({ browser }) => {
  test.setTimeout(240_000);
  const title = `Lobby mural ${Date.now()}`;
  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/admin/votes');
  await admin.getByRole('button', { name: 'Add Vote' }).click();
  await admin.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await admin.getByRole('textbox', { name: 'Question', exact: true }).fill('Paint a mural in the lobby?');
  await admin.getByRole('textbox', { name: 'Opens', exact: true }).fill(localInput(-5));
  await admin.getByRole('textbox', { name: 'Closes', exact: true }).fill(localInput(24 * 60));
  await admin.getByRole('checkbox', { name: 'Secret ballot' }).check();
  await admin.getByRole('combobox', { name: 'Counting' }).selectOption('entitlement');
  await admin.getByRole('spinbutton', { name: 'Quorum (%)' }).fill('0');
  await admin.getByRole('button', { name: 'Create vote' }).click();
  await expectToast(admin, `The vote "${title}" was created.`);

  const owner = await signedInPage(browser, 'owner');
  await owner.goto('/votes');
  await owner.getByRole('link', { name: title }).click();
  const ownBallot = panel(owner, /^Ballot for unit 307 /);
  await ownBallot.getByRole('radio', { name: 'Yes' }).check();
  await ownBallot.getByRole('button', { name: 'Cast ballot' }).click();
  // A secret ballot cannot be changed: it is cast after a confirmation; going back keeps the choice.
  const confirmCast = owner.getByRole('dialog', { name: 'Cast this secret ballot?' });
  await expect(confirmCast).toBeVisible();
  await expectNoSeriousViolations(owner, '/votes/:id secret ballot confirmation');
  await confirmCast.getByRole('button', { name: 'Go back to the ballot' }).click();
  await expect(confirmCast).toHaveCount(0);
  await expect(ownBallot.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await ownBallot.getByRole('button', { name: 'Cast ballot' }).click();
  await confirmCast.getByRole('button', { name: 'Cast secret ballot' }).click();
  const receipt = (await ownBallot.getByText(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/).textContent())!;
  // The focus moves to the receipt, not to the top of the page.
  await expect(owner.locator(':focus')).toContainText(receipt);
  const check = panel(owner, 'Check a receipt');
  await check.getByRole('textbox', { name: 'Receipt code' }).fill(receipt);
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByRole('status')).toHaveText('A ballot with this receipt code is counted in this vote.');
  await check.getByRole('textbox', { name: 'Receipt code' }).fill('0000-0000-0000-0000');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByRole('status')).toHaveText('No ballot with this receipt code is counted in this vote.');
  await expect(panel(owner, 'Results')).toHaveCount(0);
  // Counted by entitlement: the units and the share each with its own basis.
  await expect(
    owner.getByText(/^Participation: 1 of \d+ units, \d+(\.\d)?% of the entitlement; quorum 0% of the entitlement$/),
  ).toBeVisible();
  await expectNoSeriousViolations(owner, '/votes/:id secret, receipt checked');

  // The director: how many units have voted, never a tally, until the vote closes.
  const director = await signedInPage(browser, 'director');
  await director.goto('/admin/votes');
  await director.getByRole('button', { name: title }).click();
  await expect(panel(director, `Participation: ${title}`).getByText(/^1 of \d+ units have voted$/)).toBeVisible();
  await expect(panel(director, 'Results')).toHaveCount(0);
  await director.goto('/votes');
  await director.getByRole('link', { name: title }).click();
  await expect(director.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(panel(director, 'Results')).toHaveCount(0);
  await expectNoSeriousViolations(director, '/votes/:id secret, open');

  await director.goto('/admin/votes');
  await director.getByRole('button', { name: title }).click();
  await director.getByLabel('Reason').fill('The board met early.');
  await director.getByRole('button', { name: 'Close vote now' }).click();
  await director.getByRole('dialog').getByRole('button', { name: 'Close the vote' }).click();
  await expectToast(director, 'The vote was closed.');
  await director.reload();
  await director.getByRole('button', { name: title }).click();
  // Results a board can sign: carried, each share with its basis, times in the association's zone.
  const results = panel(director, 'Results');
  await expect(results.getByRole('row', { name: /^Yes 1 \S+ 100% of entitlement voted$/ })).toBeVisible();
  await expect(results.getByRole('row', { name: /^No 0 \S+ 0% of entitlement voted$/ })).toBeVisible();
  await expect(results.getByText('Carried', { exact: true })).toBeVisible();
  await expect(results.getByText(/^Closed early$/)).toBeVisible();
  await expect(results.getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d E[SD]T$/).first()).toBeVisible();
  await expect(results.getByText('America/Toronto')).toBeVisible();
  await expectNoSeriousViolations(director, '/admin/votes secret, closed, 375 px');
  const overflow = await director.evaluate(() => ({
    by: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    // What sticks out, named, so a failure says where.
    what: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
  }));
  expect(overflow.by, `no sideways scrolling at 375 px: ${overflow.what.join(', ')}`).toBeLessThanOrEqual(0);
  await director.setViewportSize({ width: 1280, height: 900 });
  await expect(results.getByText('Carried', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(director, '/admin/votes secret, closed, 1280 px');
});

test('an upcoming vote is edited, then cancelled after a confirmation', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Bike room ${Date.now()}`;
  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/admin/votes');
  await admin.getByRole('button', { name: 'Add Vote' }).click();
  await admin.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await admin.getByRole('textbox', { name: 'Question', exact: true }).fill('Add a bike room?');
  await admin.getByRole('textbox', { name: 'Opens', exact: true }).fill(localInput(24 * 60));
  await admin.getByRole('textbox', { name: 'Closes', exact: true }).fill(localInput(48 * 60));
  await admin.getByRole('button', { name: 'Create vote' }).click();
  await expectToast(admin, `The vote "${title}" was created.`);

  // Not open yet: it says when it opens, and is edited or cancelled, never closed early.
  await expect(panel(admin, `Participation: ${title}`).getByText(/^Opens /)).toBeVisible();
  await expect(panel(admin, 'Close early')).toHaveCount(0);
  await expect(panel(admin, 'Results')).toHaveCount(0);
  const before = panel(admin, 'Before it opens');
  await before.getByRole('button', { name: 'Edit vote' }).click();
  await expect(before.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('Add a bike room?');
  await before.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (amended)`);
  await expectNoSeriousViolations(admin, '/admin/votes edit form');
  await before.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(admin, `The vote "${title} (amended)" was saved.`);

  await admin.getByRole('button', { name: `${title} (amended)` }).click();
  await panel(admin, 'Before it opens').getByRole('button', { name: 'Cancel vote' }).click();
  const confirm = admin.getByRole('dialog', { name: `Cancel the vote "${title} (amended)"?` });
  await expectNoSeriousViolations(admin, '/admin/votes cancel confirmation');
  await confirm.getByRole('button', { name: 'Cancel the vote' }).click();
  await expectToast(admin, `The vote "${title} (amended)" was cancelled.`);
  await expect(admin.getByRole('button', { name: `${title} (amended)` })).toHaveCount(0);
});
