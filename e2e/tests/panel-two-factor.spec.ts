/**
 * The panel's login page asks for the portal's two-factor code (docs/maintaining-content.md): a
 * labelled field, reached with the keyboard, that hands the code to the server in a short-lived
 * cookie for /admin; axe finds no serious or critical violation in it at desktop and phone widths
 * (the rest of the page is Strapi's own).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PanelMessages } from '@hearth/common';

test.describe.configure({ timeout: 120_000 }); // the panel's first load is heavy

async function expectNoSeriousViolations(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .include('#hearth-two-factor')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the panel login has a two-factor code field, by keyboard, passing axe at 1280 and 375 px', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/auth/login');
    const code = page.getByRole('textbox', { name: PanelMessages.codeFieldLabel });
    await expect(code).toBeVisible({ timeout: 60_000 });
    await expectNoSeriousViolations(page, `login at ${width} px`);
  }

  // From the password field, the keyboard reaches the code field before the Login button.
  await page.getByRole('textbox', { name: 'Password', exact: true }).focus();
  const code = page.getByRole('textbox', { name: PanelMessages.codeFieldLabel });
  for (let i = 0; i < 6 && !(await code.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(code).toBeFocused();
  await page.keyboard.type('123456');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'hearth_panel_code');
  expect(cookie).toMatchObject({ value: '123456', path: '/admin', sameSite: 'Strict' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Login' })).toBeFocused();
});
