/** admin/news (docs/requirements.md §2.4): add with a picture, edit, roll back, save only the changed row. */
import { expect, test } from '@playwright/test';
import { Messages } from '@hearth/common';
import { expectToast, signIn } from '../../support';
import { editRollbackSave, openScreen, png, requestOf, rowNamed, sentModels, unique } from './admin-helpers';

test('a director adds a news item with a picture, then edits it', async ({ page }) => {
  await signIn(page, 'director');
  await openScreen(page, '/admin/news', 'Admin: News');
  await page.getByRole('button', { name: 'Add News Item' }).click();

  await expect(page.getByLabel('Active')).toBeChecked(); // new items are active by default
  await expect(page.getByRole('textbox', { name: 'Body', exact: true })).toHaveAttribute('rows', '4');
  await page.getByRole('button', { name: 'Save News Item' }).click();
  await expect(page.getByText('A title is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Some text is required', { exact: true })).toBeVisible();

  const title = unique('Garden party');
  await page.getByLabel('Publishing Date').fill('2026-06-20');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Body', exact: true }).fill('Join your neighbours in the courtyard on Saturday.');
  await page.getByLabel('Picture').setInputFiles({ name: 'party.png', mimeType: 'image/png', buffer: png(1600, 1200) });
  await expectToast(page, 'Upload success.');
  await page.getByRole('button', { name: 'Save News Item' }).click();
  await expectToast(page, 'News Item has been successfully added.');
  const line = rowNamed(page, title);
  await expect(line).toContainText('Jun 20, 2026');
  await expect(line.getByRole('img')).toBeVisible();

  const sent = await editRollbackSave(page, {
    rowName: title,
    field: 'Title',
    value: `${title} (moved indoors)`,
    path: '/news/updaterange',
    saved: 'News Item records successfully updated.',
  });
  expect(sent).toMatchObject({ title: `${title} (moved indoors)` });
  await expect(rowNamed(page, `${title} (moved indoors)`)).toBeVisible();

  // The table's date cell is the forms' date picker: yyyy-mm-dd text and a calendar from Monday.
  const renamed = `${title} (moved indoors)`;
  await page.getByRole('button', { name: `Edit ${renamed}`, exact: true }).click();
  const dateCell = page.getByRole('textbox', { name: `Publishing date of ${renamed}`, exact: true });
  await expect(dateCell).toHaveAttribute('type', 'text');
  await expect(dateCell).toHaveValue('2026-06-20');
  await page.getByRole('button', { name: `Publishing date of ${renamed}: choose in calendar` }).click();
  const calendar = page.getByRole('group', { name: 'Calendar' });
  await expect(calendar.locator('thead th').first()).toHaveAttribute('aria-label', 'Monday');
  await calendar.getByRole('button', { name: /June 27th, 2026/ }).click();
  await expect(dateCell).toHaveValue('2026-06-27');
  const request = await requestOf(page, 'PUT', '/news/updaterange', () => page.getByRole('button', { name: 'Save Changes' }).click());
  expect(sentModels(request)[0]).toMatchObject({ publishDate: expect.stringMatching(/^2026-06-27/) });
  await expect(rowNamed(page, renamed)).toContainText('Jun 27, 2026');

  // A day-first, impossible or cleared date: the field's message, never a 500, and nothing saved (docs/requirements.md §5).
  await page.getByRole('button', { name: `Edit ${renamed}`, exact: true }).click();
  for (const [typed, message] of [
    ['20-11-2026', Messages.newsDateInvalid],
    ['2026-02-30', Messages.newsDateInvalid],
    ['', Messages.newsDateRequired],
  ] as const) {
    await dateCell.fill(typed);
    const refused = await requestOf(page, 'PUT', '/news/updaterange', () => page.getByRole('button', { name: 'Save Changes' }).click());
    expect((await refused.response())?.status()).toBe(400);
    await expectToast(page, message);
  }
  await page.getByRole('button', { name: `Undo changes to ${renamed}`, exact: true }).click();
  await page.reload();
  await expect(rowNamed(page, renamed)).toContainText('Jun 27, 2026');
});
