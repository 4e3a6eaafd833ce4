/**
 * admin/units (docs/requirements.md §15) on a phone: an administrator previews a
 * roster file with errors (listed by line, nothing imported), then imports a clean one, and
 * exports the roster; the screen passes axe at 375 px.
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
