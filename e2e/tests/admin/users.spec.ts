/** admin/users (docs/requirements.md §2.4, §9): sorting and the authenticated flag. */
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectToast, signIn } from '../../support';
import { registerVerifiedAccount } from '../public/public-helpers';
import { openScreen, requestOf, row, sentModels } from './admin-helpers';

test('an admin sorts the users and changes one authenticated flag', async ({ page, browser }) => {
  // An account of its own: every demo account's flag is some other journey's. Its profile is made at its first sign-in.
  const account = await registerVerifiedAccount('flag', 'tenant');
  const own = await browser.newContext();
  await signIn(await own.newPage(), account.userName, { password: account.password });
  await own.close();
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

  const flag = row(page, account.userName).getByRole('checkbox');
  const was = await flag.isChecked();
  await flag.setChecked(!was);
  const saved = await requestOf(page, 'PUT', '/profile/updaterange', () => page.getByRole('button', { name: 'Save Changes' }).click());
  expect(sentModels(saved)).toEqual([expect.objectContaining({ userName: account.userName, authenticated: !was })]);
  await expectToast(page, 'User data successfully updated.');
  await page.reload();
  await expect(row(page, account.userName).getByRole('checkbox')).toBeChecked({ checked: !was });
});
