/** admin/users (docs/requirements.md §2.4, §9): sorting and the authenticated flag. */
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectToast, signIn } from '../../support';
import { openScreen, requestOf, sentModels } from './admin-helpers';

test('an admin sorts the users and changes one authenticated flag', async ({ page }) => {
  await signIn(page, 'admin');
  await openScreen(page, '/admin/users', 'Admin: Users');
  const table = page.getByRole('table', { name: 'Users' });
  const names = () => table.locator('tbody tr td:first-child').allInnerTexts();
  await expect(table.locator('tbody tr')).not.toHaveCount(0);
  await expect(table.getByRole('cell', { name: DEMO_ACCOUNTS.tenant.email })).toBeVisible();

  // Last name first, ascending; a second click flips it.
  const byLastThenFirst = (a: string, b: string) => {
    const [al, af = ''] = a.toLocaleLowerCase().split(', ');
    const [bl, bf = ''] = b.toLocaleLowerCase().split(', ');
    return al.localeCompare(bl) || af.localeCompare(bf);
  };
  const ascending = await names();
  expect(ascending).toEqual([...ascending].sort(byLastThenFirst));
  await table.getByRole('button', { name: /^Name/ }).click();
  expect(await names()).toEqual([...ascending].reverse());
  await expect(table.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');

  // Units compare zero-padded: 1 < 101 < 204 < 307 < 412.
  await table.getByRole('button', { name: /^Unit/ }).click();
  const units = (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((u) => u.trim().padStart(4, '0'));
  expect(units).toEqual([...units].sort((a, b) => a.localeCompare(b)));

  // The property manager: no other journey needs its flag (the bookings and requests journeys
  // rely on the tenant being verified, and run at the same time).
  const manager = DEMO_ACCOUNTS.propmgr;
  const flag = page.getByLabel(`${manager.firstName} ${manager.lastName} is authenticated`);
  const was = await flag.isChecked();
  await flag.setChecked(!was);
  const saved = await requestOf(page, 'PUT', '/profile/updaterange', () => page.getByRole('button', { name: 'Save Changes' }).click());
  expect(sentModels(saved)).toEqual([expect.objectContaining({ userName: 'propmgr', authenticated: !was })]);
  await expectToast(page, 'User data successfully updated.');
  await page.reload();
  await expect(page.getByLabel(`${manager.firstName} ${manager.lastName} is authenticated`)).toBeChecked({ checked: !was });
});
