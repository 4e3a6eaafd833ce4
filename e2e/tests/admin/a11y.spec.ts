/** Every admin screen and the report, list view, add form and an edited row: axe finds no serious or critical violation. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminScreenList } from '@hearth/common';
import { signIn } from '../../support';
import { openScreen } from './admin-helpers';

/** Every admin screen the app declares, so a new one is checked without being listed here. */
const SCREENS = adminScreenList();

async function expectNoSeriousViolations(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the admin screens pass axe in list, edit and add views', async ({ page }) => {
  test.setTimeout(20_000 * SCREENS.length); // grows with the declared screens
  await signIn(page, 'admin');
  for (const screen of SCREENS) {
    await openScreen(page, screen.path, screen.title);
    await expectNoSeriousViolations(page, `${screen.path} list`);
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    if (await edit.count()) {
      await edit.click();
      await expectNoSeriousViolations(page, `${screen.path} editing`);
    }
    if (screen.addLabel) {
      await page.getByRole('button', { name: screen.addLabel }).click();
      await expectNoSeriousViolations(page, `${screen.path} add form`);
    }
  }
});

test('the logins report passes axe with a user, a login and its pages chosen', async ({ page }) => {
  await signIn(page, 'admin');
  await openScreen(page, '/reports/logins', 'User Logins Report');
  await page.getByLabel('User', { exact: true }).selectOption({ label: 'All Users' });
  await page.getByRole('radio', { name: 'All Logins' }).check();
  await page.getByTestId('report-users').locator('tbody tr').first().getByRole('button').click();
  await page.getByTestId('report-logins').getByRole('button').first().click();
  await expectNoSeriousViolations(page, 'reports/logins');
});

test('at phone width the admin list still fits its frame (the table scrolls sideways)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'director');
  await openScreen(page, '/admin/board', 'Admin:  Board Directors');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, 'board at 375 px');
});
