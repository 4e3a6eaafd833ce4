/** admin/managers (docs/requirements.md §2.4, §5): add with a logo shrunk in the browser, wrong file refused, edit/rollback/save. */
import { expect, test } from '@playwright/test';
import { expectToast, signIn } from '../../support';
import { editRollbackSave, openScreen, png, requestOf, rowNamed, sentImageSizes, unique, watchImageUploads } from './admin-helpers';

const TITLE = 'Admin: Management';

test('a director adds a manager with a 3000 x 2000 logo that arrives at most 1000 x 1000, then edits it', async ({ page }) => {
  await watchImageUploads(page);
  await signIn(page, 'director');
  await openScreen(page, '/admin/managers', TITLE);
  await page.getByRole('button', { name: 'Add Property Manager' }).click();

  // Bad input first: every required field says so.
  await page.getByRole('button', { name: 'Save Property Manager' }).click();
  for (const text of [
    'Company Name is required',
    'Phone Number is required',
    'After Hour Phone is required',
    'Fax Number is required',
    'Email is required',
    'Web Site is required',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }

  const name = unique('Harbour Property Group');
  await page.getByRole('textbox', { name: 'Company Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('555-0400');
  await page.getByRole('textbox', { name: 'After Hours Phone', exact: true }).fill('555-0401');
  await page.getByRole('textbox', { name: 'Fax', exact: true }).fill('555-0402');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('office@harbour.test');
  await page.getByRole('textbox', { name: 'Web Site', exact: true }).fill('https://harbour.test');

  await requestOf(page, 'POST', '/file/managerlogo', () =>
    page.getByLabel('Logo image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(3000, 2000) }),
  );
  await expectToast(page, 'Upload success.');
  // Shrunk in the browser before it was sent, keeping the 3:2 ratio.
  expect(await sentImageSizes(page)).toEqual([{ width: 1000, height: 667, type: 'image/png' }]);
  await expect(page.getByText(/Current file: /)).toBeVisible();

  await page.getByRole('button', { name: 'Save Property Manager' }).click();
  await expectToast(page, 'New Property Manager successfully added.');
  const added = rowNamed(page, name);
  await expect(added).toBeVisible();

  // The stored logo is at most 1000 x 1000.
  const logo = added.locator('img');
  await expect(logo).toBeVisible();
  const size = await logo.evaluate((img: HTMLImageElement) =>
    img.complete
      ? { w: img.naturalWidth, h: img.naturalHeight }
      : new Promise<{ w: number; h: number }>((resolve) => (img.onload = () => resolve({ w: img.naturalWidth, h: img.naturalHeight }))),
  );
  expect(size.w).toBeLessThanOrEqual(1000);
  expect(size.h).toBeLessThanOrEqual(1000);
  expect(size.w / size.h).toBeCloseTo(1.5, 1);

  const sent = await editRollbackSave(page, {
    rowName: name,
    field: 'Phone',
    value: '555-0499',
    path: '/propertymanager/updaterange',
    saved: 'Property Managers successfully updated',
  });
  expect(sent).toMatchObject({ name, phone: '555-0499' });
  await expect(rowNamed(page, name)).toContainText('555-0499');

  // A save the server refuses keeps the edits on screen and shows why.
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const email = page.getByLabel(`Email of ${name}`, { exact: true });
  await email.fill('Office@Harbour');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, /Email (is not valid\.|must be a valid email address)/);
  await expect(email).toHaveValue('Office@Harbour');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await page.getByRole('button', { name: `Undo changes to ${name}`, exact: true }).click();
  await expect(rowNamed(page, name)).toContainText('office@harbour.test');
});

test('a logo of the wrong type is refused before anything is sent', async ({ page }) => {
  await signIn(page, 'admin');
  await openScreen(page, '/admin/managers', TITLE);
  await page.getByRole('button', { name: 'Add Property Manager' }).click();
  const uploads: string[] = [];
  page.on('request', (r) => r.url().includes('/api/file/') && uploads.push(r.url()));
  await page.getByLabel('Logo image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByRole('alert').filter({ hasText: 'Only gif, jpg or png images can be uploaded.' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(uploads).toEqual([]);
});
