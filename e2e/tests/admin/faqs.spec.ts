/** admin/faqs (docs/requirements.md §2.4): a new FAQ with numbered details, then an edit of it. */
import { expect, test } from '@playwright/test';
import { expectToast, signIn } from '../../support';
import { openScreen, requestOf, unique } from './admin-helpers';

test('a director writes a FAQ with three details and then edits its answer', async ({ page }) => {
  await signIn(page, 'director');
  await openScreen(page, '/admin/faqs', 'Admin: FAQs');
  await page.getByRole('button', { name: 'Add New FAQ' }).click();
  const form = page.getByRole('form', { name: 'New FAQ' });
  await expect(form.getByRole('button', { name: 'Save New FAQ' })).toHaveCount(1);

  for (let i = 1; i <= 3; i++) {
    await form.getByRole('button', { name: 'Add New Detail' }).click();
    await expect(form.getByLabel(`Sequence of detail ${i}`)).toHaveValue(String(i));
  }
  // More than 2 details while adding: a second save button at the bottom.
  await expect(form.getByRole('button', { name: 'Save New FAQ' })).toHaveCount(2);

  await form.getByRole('button', { name: 'Save New FAQ' }).last().click();
  await expect(form.getByText('A question is required')).toBeVisible();
  await expect(form.getByText('Detail contents are required')).toHaveCount(3);

  const question = unique('Where can I park a bicycle?');
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Answer').fill('In the bicycle room.');
  for (let i = 1; i <= 3; i++) await form.getByLabel(`Contents of detail ${i}`).fill(`Step ${i}`);
  const added = await requestOf(page, 'POST', '/faq/add', () => form.getByRole('button', { name: 'Save New FAQ' }).last().click());
  expect(added.postDataJSON()).toMatchObject({
    id: 0,
    question,
    details: [{ sequence: 1, body: 'Step 1' }, { sequence: 2 }, { sequence: 3 }],
  });
  await expectToast(page, 'New Frequently Asked Question successfully saved.');

  const panel = page.locator('details').filter({ hasText: question });
  await panel.locator('summary').click();
  await expect(panel.getByRole('listitem')).toHaveText(['Step 1', 'Step 2', 'Step 3']);
  await panel.getByRole('button', { name: `Edit ${question}` }).click();

  const edit = page.getByRole('form', { name: 'Edit FAQ' });
  await expect(edit.getByLabel('Question')).toHaveValue(question);
  await expect(edit.getByRole('button', { name: 'Save FAQ' })).toHaveCount(1);
  await edit.getByLabel('Answer').fill('In the bicycle room, next to the garage door.');
  const updated = await requestOf(page, 'PUT', '/faq/update', () => edit.getByRole('button', { name: 'Save FAQ' }).click());
  expect(updated.postDataJSON().id).toBeGreaterThan(0);
  await expectToast(page, 'Frequently Asked Question successfully updated.');
  const after = page.locator('details').filter({ hasText: question });
  await after.locator('summary').click();
  await expect(after).toContainText('next to the garage door');
});
