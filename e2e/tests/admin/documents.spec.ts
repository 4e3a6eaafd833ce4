/** admin/newsletters, admin/minutes, admin/documents (docs/requirements.md §2.4): add with a PDF, replace the file and date, rollback, save one row. */
import { expect, test } from '@playwright/test';
import { expectToast, signIn } from '../../support';
import { openScreen, pdf, requestOf, rowNamed, sentModels, unique } from './admin-helpers';

const SCREENS = [
  {
    path: '/admin/newsletters',
    title: 'Admin: Newsletters',
    add: 'Add Newsletter',
    save: 'Save Newsletter',
    added: 'Newsletter has been successfully added.',
    updated: 'Newsletter records successfully updated.',
    required: 'A Newsletter title is required',
    docType: 'Newsletter',
  },
  {
    path: '/admin/minutes',
    title: 'Admin: Minutes',
    add: 'Add Meeting Minutes',
    save: 'Save Meeting Minutes',
    added: 'Meeting Minutes document has been successfully added.',
    updated: 'Meeting Minutes records successfully updated.',
    required: 'A Title is required',
    docType: 'Minutes',
  },
  {
    path: '/admin/documents',
    title: 'Admin: Documents',
    add: 'Add Community Document',
    save: 'Save Document',
    added: 'Community Document has been successfully added.',
    updated: 'Community Documents records successfully updated.',
    required: 'A Document title is required',
    docType: 'Document',
  },
];

for (const screen of SCREENS) {
  test(`${screen.title}: add, replace file and date, roll back, save only the changed row`, async ({ page }) => {
    await signIn(page, 'director');
    await openScreen(page, screen.path, screen.title);
    await page.getByRole('button', { name: screen.add }).click();
    await expect(page.getByRole('button', { name: 'Cancel - Go Back' })).toBeVisible();

    // Defaults: today's date; the title and the PDF are required.
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    const date = page.getByLabel('Document Date');
    await expect(date).toHaveValue(today);
    await expect(date).toHaveAttribute('placeholder', 'yyyy-mm-dd');
    await page.getByRole('button', { name: screen.save }).click();
    await expect(page.getByText(screen.required, { exact: true })).toBeVisible();
    await expect(page.getByText('A PDF file is required', { exact: true })).toBeVisible();

    // A picture is not a PDF: refused before sending.
    await page.getByLabel('PDF document').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('x') });
    await expect(page.getByRole('alert').filter({ hasText: 'Only PDF documents can be uploaded.' })).toBeVisible();

    const title = unique(`${screen.docType} E2E`);
    await date.fill('2025-03-14');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByLabel('PDF document').setInputFiles({ name: 'first.pdf', mimeType: 'application/pdf', buffer: pdf(title) });
    await expectToast(page, 'Upload success.');
    const added = await requestOf(page, 'POST', '/document/add', () => page.getByRole('button', { name: screen.save }).click());
    expect(added.postDataJSON()).toMatchObject({ title, docType: screen.docType, documentDate: '2025-03-14' });
    await expectToast(page, screen.added);
    const line = rowNamed(page, title);
    await expect(line).toContainText('Mar 14, 2025');
    // Listed under its title; the stored name (random suffix) is the cell's tooltip.
    await expect(line.locator('td').nth(2)).toHaveText(`${title}.pdf`);
    const firstFile = await line.locator('td').nth(2).locator('[title]').getAttribute('title');

    // Roll back a title edit.
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    await page.getByLabel(`Title of ${title}`).fill('Something else');
    await page.getByRole('button', { name: `Undo changes to ${title}`, exact: true }).click();
    await expect(line).toContainText(title);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

    // Replace the file and change the date.
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    await page.getByRole('textbox', { name: `Document date of ${title}`, exact: true }).fill('2025-04-02');
    await page
      .getByLabel(`Replace the file of ${title}`)
      .setInputFiles({ name: 'second.pdf', mimeType: 'application/pdf', buffer: pdf(`${title} v2`) });
    await expectToast(page, 'Upload success.');
    const saved = await requestOf(page, 'PUT', '/document/updaterange', () => page.getByRole('button', { name: 'Save Changes' }).click());
    const models = sentModels(saved);
    expect(models).toHaveLength(1);
    expect(models[0]).toMatchObject({ title, documentDate: '2025-04-02' });
    expect(models[0].documentName).not.toBe(firstFile);
    await expectToast(page, screen.updated);
    await expect(rowNamed(page, title)).toContainText('Apr 2, 2025');
  });
}
