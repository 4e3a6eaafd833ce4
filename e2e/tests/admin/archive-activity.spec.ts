/** Archive with Undo in an admin list, and the activity record filtered by person. */
import { expect, test } from '@playwright/test';
import { expectToast, signIn } from '../../support';
import { openScreen, rowNamed, unique } from './admin-helpers';

test.describe.serial('archive and activity', () => {
  const title = unique('Elevator service');

  const publicTitles = (page) => page.evaluate(async () => (await (await fetch('/api/news/active')).json()).map((n) => n.title));

  test('a director archives a news item and undoes it', async ({ page }) => {
    await signIn(page, 'director');
    await openScreen(page, '/admin/news', 'Admin: News');
    await page.getByRole('button', { name: 'Add News Item' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Body', exact: true }).fill('Elevator B is serviced on Thursday morning.');
    await page.getByRole('button', { name: 'Save News Item' }).click();
    await expectToast(page, 'News Item has been successfully added.');
    await expect(rowNamed(page, title)).toBeVisible();
    expect(await publicTitles(page)).toContain(title);

    await page.getByRole('button', { name: `Archive ${title}`, exact: true }).click();
    await expectToast(page, `'${title}' was archived: residents no longer see it.`);
    await expect(rowNamed(page, title)).toHaveCount(0);
    await expect(page.getByTestId('archived')).toContainText(title);
    expect(await publicTitles(page)).not.toContain(title);
    // A director may archive but not delete.
    await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);

    await page
      .getByRole('region', { name: /notifications/i })
      .getByRole('button', { name: 'Undo' })
      .first()
      .click();
    await expectToast(page, `'${title}' was restored.`);
    await expect(rowNamed(page, title)).toBeVisible();
    expect(await publicTitles(page)).toContain(title);
  });

  test('an admin filters the activity by a director', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('button', { name: /Admin/ }).first().click();
    await page.getByRole('menuitem', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin: Activity');

    // Part of the user name, in any case, finds the person (server-side).
    await page.getByLabel('Person (part of the user name or name)').fill('DIREC');
    await page.getByLabel('Kind').selectOption('news');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const rows = page.getByTestId('activity').locator('tbody tr');
    await expect(rows.first()).toContainText(title);
    // The unfiltered page stays on screen until the filtered one arrives.
    await expect
      .poll(async () => new Set(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-person')))))
      .toEqual(new Set(['director']));
    // Newest first: the restore, then the archive, then the add.
    await expect(rows.nth(0)).toContainText('restored');
    await expect(rows.nth(1)).toContainText('archived');
    await expect(rows.nth(2)).toContainText('added');
    // Changes read as "Field label: before → after", never as JSON.
    await expect(rows.nth(2)).toContainText(`Title: — → ${title}`);
    await expect(rows.nth(2)).toContainText('Active: — → Yes');
    expect(await rows.nth(2).locator('td').last().innerText()).not.toMatch(/[{}"[\]]/);
  });
});

test('an admin deletes a news item after a dialog naming it', async ({ page }) => {
  const title = unique('Old notice');
  await signIn(page, 'admin');
  await openScreen(page, '/admin/news', 'Admin: News');
  await page.getByRole('button', { name: 'Add News Item' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Body', exact: true }).fill('No longer relevant.');
  await page.getByRole('button', { name: 'Save News Item' }).click();
  await expectToast(page, 'News Item has been successfully added.');

  await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Delete '${title}'?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowNamed(page, title)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expectToast(page, `'${title}' was deleted.`);
  await expect(rowNamed(page, title)).toHaveCount(0);
});
