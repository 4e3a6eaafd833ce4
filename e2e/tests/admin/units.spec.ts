/**
 * admin/units (docs/requirements.md §15) on a phone: an administrator previews a
 * roster file with errors (listed by line, nothing imported), then imports a clean one, and
 * exports the roster; the screen passes axe at 375 px. One person at a time: added, corrected and
 * removed, and a unit removed, each removal asked first.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Messages, ROSTER_CSV_COLUMNS } from '@hearth/common';
import { expectToast, signIn } from '../../support';
import { openScreen, requestOf, rowNamed, unique } from './admin-helpers';

const csvFile = (lines: string[]) => ({
  name: 'roster.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([ROSTER_CSV_COLUMNS.join(','), ...lines].join('\n') + '\n'),
});

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('at 375 px an administrator previews a roster with an error, imports a clean one and exports it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'admin');
  await openScreen(page, '/admin/units', 'Admin: Units');
  const street = unique('Juniper Walk').replace(/ /g, '-');

  const file = page.getByLabel('Roster file (CSV)');
  await file.setInputFiles(csvFile([`1,${street},1,Ann Lee,ann@example.org`, `2,${street},1,Bo Lee,not-an-email`, `1,${street},2,,`]));
  await requestOf(page, 'POST', '/units/import', () => page.getByRole('button', { name: 'Preview' }).click());
  const errors = page.getByRole('list', { name: 'Errors by line' });
  await expect(errors.getByRole('listitem')).toHaveText([
    `Line 3: ${Messages.rosterOwnerEmail('not-an-email')}`,
    `Line 4: ${Messages.rosterDuplicateUnit(2)}`,
  ]);
  await expect(page.getByText(Messages.rosterHasErrors(2))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expect(rowNamed(page, `1, ${street}`)).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, 'units preview at 375 px');

  await file.setInputFiles(
    csvFile([`1,${street},1,Ann Lee,ann@example.org`, `2,${street},1.5,"Bo Lee; Cy Lee","bo@example.org; cy@example.org"`]),
  );
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText(`${Messages.rosterPreviewClean} 2 new, 0 already on the roster.`)).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expectToast(page, Messages.rosterImported(2));
  await expect(rowNamed(page, `1, ${street}`)).toContainText('Ann Lee');
  await expect(rowNamed(page, `2, ${street}`)).toContainText('Cy Lee (Owner, cy@example.org) not registered');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('roster.csv');
  const text = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toContain(`2,${street},1.5,Bo Lee; Cy Lee,bo@example.org; cy@example.org`);
});

test('an administrator adds, corrects and removes a person on a unit, and removes a unit, asked first each time', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin');
  await openScreen(page, '/admin/units', 'Admin: Units');
  const street = unique('Rowan Court').replace(/ /g, '-');
  await page.getByLabel('Roster file (CSV)').setInputFiles(csvFile([`9,${street},1,,`]));
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expectToast(page, Messages.rosterImported(1));
  const row = rowNamed(page, `9, ${street}`);
  await expect(row).toContainText('Nobody listed');

  await row.getByRole('button', { name: `Add Person to 9, ${street}` }).click();
  const add = page.getByRole('dialog', { name: `Add a person to 9, ${street}` });
  await add.getByLabel('Relation').selectOption('tenant');
  await add.getByLabel('First name').fill('Tess');
  await add.getByLabel('Last name').fill('Renter');
  await add.getByLabel('E-mail').fill('tess.renter@example.org');
  // Where the association's paper notices reach her.
  await add.getByLabel('Mailing street').fill('12 Elm Street');
  await add.getByLabel('City').fill('Tampa');
  await add.getByLabel('State or province').fill('FL');
  await add.getByLabel('Postal code').fill('33602');
  await expectNoSeriousViolations(page, 'add a person at 1280 px');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, Messages.personAdded('Tess Renter'));
  await expect(row).toContainText('Tess Renter (Tenant, tess.renter@example.org) not registered');

  await row.getByRole('button', { name: 'Correct Tess Renter' }).click();
  const correct = page.getByRole('dialog', { name: `Correct Tess Renter on 9, ${street}` });
  await expect(correct.getByLabel('E-mail')).toHaveValue('tess.renter@example.org');
  await expect(correct.getByLabel('City')).toHaveValue('Tampa');
  await correct.getByLabel('Last name').fill('Renter-Lowe');
  await correct.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, Messages.personUpdated('Tess Renter-Lowe'));
  await expect(row).toContainText('Tess Renter-Lowe (Tenant');

  await page.setViewportSize({ width: 375, height: 740 });
  await row.getByRole('button', { name: `Remove Tess Renter-Lowe from 9, ${street}` }).click();
  const ask = page.getByRole('dialog', { name: `Remove Tess Renter-Lowe from 9, ${street}?` });
  await expectNoSeriousViolations(page, 'remove a person at 375 px');
  await ask.getByRole('button', { name: 'Keep' }).click();
  await expect(row).toContainText('Tess Renter-Lowe');
  await row.getByRole('button', { name: `Remove Tess Renter-Lowe from 9, ${street}` }).click();
  await ask.getByRole('button', { name: 'Remove', exact: true }).click();
  await expectToast(page, Messages.personRemoved('Tess Renter-Lowe'));
  await expect(row).toContainText('Nobody listed');

  await row.getByRole('button', { name: `Remove unit 9, ${street}` }).click();
  await page
    .getByRole('dialog', { name: `Remove unit 9, ${street}?` })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expectToast(page, Messages.unitRemoved);
  await expect(rowNamed(page, `9, ${street}`)).toHaveCount(0);
});
