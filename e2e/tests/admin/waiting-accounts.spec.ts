/**
 * admin/users, "Accounts not signed in or not verified" (docs/requirements.md §2.4, Users): on a phone
 * its heading reads across the screen (not one word per line), and the screen stays axe clean.
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../../support';
import { expectNoSeriousViolations, registerVerifiedAccount } from '../public/public-helpers';
import { openScreen } from './admin-helpers';

test('an administrator reads the waiting accounts heading on a phone in one or two lines', async ({ page }) => {
  // A verified account that never signed in: the list has at least this row.
  const waiting = await registerVerifiedAccount('waits');
  await signIn(page, 'admin');
  await openScreen(page, '/admin/users', 'Admin: Users');
  const table = page.getByRole('table', { name: /^Accounts not signed in or not verified/ });
  await expect(table.getByRole('row').filter({ hasText: waiting.userName })).toBeVisible();
  await expectNoSeriousViolations(page, 'users, 1280 px');

  await page.setViewportSize({ width: 375, height: 800 });
  // Shown as cards on a phone, the table is found by its test id rather than by its role.
  const caption = page.getByTestId('waiting-accounts').locator('caption');
  await expect(caption).toBeVisible();
  const box = (await caption.boundingBox())!;
  const lineHeight = await caption.evaluate(
    (el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.5,
  );
  // "Accounts not signed in or not verified (n)" fits in two lines at 375 px; one word a line took seven.
  expect(box.height).toBeLessThanOrEqual(2 * lineHeight + 32);
  expect(box.width).toBeGreaterThan(250);
  await expectNoSeriousViolations(page, 'users, 375 px');
});
