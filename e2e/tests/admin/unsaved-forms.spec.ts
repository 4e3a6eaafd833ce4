/**
 * Typed text in an add form, or in the FAQ edit form, is never lost without the question
 * "Leave without saving?" (docs/requirements.md §4): neither by a click in the menu, nor by a reload,
 * nor by Edit on another FAQ; its words are about the form, not about list rows.
 * Dismissed, the director stays with the text; accepted, they leave.
 */
import { expect, test, type Page } from '@playwright/test';
import { Messages } from '@hearth/common';
import { signIn } from '../../support';
import { expectNoSeriousViolations } from '../public/public-helpers';

/** Collects the messages of the browser's prompts, answering each with `accept`. */
function answerPrompts(page: Page, accept: boolean) {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type() === 'beforeunload' ? 'beforeunload' : dialog.message());
    void (accept ? dialog.accept() : dialog.dismiss());
  });
  return asked;
}

/**
 * Whether the page now asks before it unloads: a 'beforeunload' listener is on window. The screen adds it
 * once the typed text has reached it (a render or two after the keystroke), which a person's reload never
 * beats but a script's can.
 */
async function guardsUnload(page: Page): Promise<boolean> {
  const devtools = await page.context().newCDPSession(page);
  try {
    const { result } = await devtools.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await devtools.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    return listeners.some((listener) => listener.type === 'beforeunload');
  } finally {
    await devtools.detach();
  }
}

const ADD_FORMS = [
  { path: '/admin/faqs', add: 'Add New FAQ', field: 'Question' },
  { path: '/admin/news', add: 'Add News Item', field: 'Title' },
  { path: '/admin/board', add: 'Add Board Directors', field: 'First Name' },
  { path: '/admin/documents', add: 'Add Community Document', field: 'Title' },
  { path: '/admin/managers', add: 'Add Property Manager', field: 'Company Name' },
];

test.describe('a director with unsaved text in a form', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'director');
  });

  for (const form of ADD_FORMS) {
    test(`is asked before leaving the add form of ${form.path}, and keeps the text when staying`, async ({ page }) => {
      await page.goto(form.path);
      await page.getByRole('button', { name: form.add }).click();
      const field = page.getByRole('textbox', { name: form.field, exact: true });
      await field.fill('Typed but not saved');

      const asked = answerPrompts(page, false);
      await page.getByRole('link', { name: 'Contacts', exact: true }).first().click();
      await expect.poll(() => asked.some((m) => m.includes('Leave without saving?'))).toBe(true);
      // Words for a form: nothing about rows, which this director never touched.
      expect(asked).toEqual([`${Messages.unsavedChangesTitle}\n\n${Messages.unsavedFormChanges}`]);
      await expect(page).toHaveURL(new RegExp(`${form.path}$`));
      await expect(field).toHaveValue('Typed but not saved');
    });
  }

  test('is asked before a reload loses an edited FAQ answer, and before leaving it for News', async ({ page }) => {
    await page.goto('/admin/faqs');
    const first = page.locator('details').first();
    await first.locator('summary').click();
    await first.getByRole('button', { name: /^Edit / }).click();
    const answer = page.getByRole('form', { name: 'Edit FAQ' }).getByRole('textbox', { name: 'Answer' });
    await answer.fill('A changed answer, not saved yet.');

    await expect.poll(() => guardsUnload(page)).toBe(true);
    const asked = answerPrompts(page, false);
    // The browser asks before a reload only; Playwright reports it as a 'beforeunload' dialog.
    await page.reload({ timeout: 3_000 }).catch(() => undefined);
    await expect.poll(() => asked.includes('beforeunload')).toBe(true);
    await expect(answer).toHaveValue('A changed answer, not saved yet.');

    await page.getByRole('link', { name: 'News', exact: true }).first().click();
    await expect.poll(() => asked.some((m) => m.includes('Leave without saving?'))).toBe(true);
    await expect(answer).toHaveValue('A changed answer, not saved yet.');

    // Cancel - Go Back discards on purpose: leaving then asks nothing.
    await page.getByRole('button', { name: 'Cancel - Go Back' }).click();
    const before = asked.length;
    await page.getByRole('link', { name: 'News', exact: true }).first().click();
    await expect(page).toHaveURL(/\/news$/);
    expect(asked.length).toBe(before);
  });

  test('is asked before Edit on another FAQ replaces an edited answer: staying keeps it, leaving shows the other FAQ', async ({ page }) => {
    await page.goto('/admin/faqs');
    const panels = page.locator('details');
    await expect(panels.nth(1)).toBeVisible();
    const [first, second] = [panels.nth(0), panels.nth(1)];
    await first.locator('summary').click();
    await first.getByRole('button', { name: /^Edit / }).click();
    const form = page.getByRole('form', { name: 'Edit FAQ' });
    const question = form.getByRole('textbox', { name: 'Question' });
    const firstQuestion = await question.inputValue();
    const answer = form.getByRole('textbox', { name: 'Answer' });
    await answer.fill('An answer typed for the first FAQ.');

    await second.locator('summary').click();
    const editSecond = second.getByRole('button', { name: /^Edit / });
    const secondQuestion = (await editSecond.getAttribute('aria-label'))!.replace(/^Edit /, '');
    const stay = answerPrompts(page, false);
    await editSecond.click();
    await expect.poll(() => stay).toEqual([`${Messages.unsavedChangesTitle}\n\n${Messages.unsavedFormChanges}`]);
    await expect(question).toHaveValue(firstQuestion);
    await expect(answer).toHaveValue('An answer typed for the first FAQ.');
    await expectNoSeriousViolations(page, 'FAQ edit form, kept');
    page.removeAllListeners('dialog');

    const leave = answerPrompts(page, true);
    await editSecond.click();
    await expect.poll(() => leave.length).toBe(1);
    await expect(question).toHaveValue(secondQuestion);
    // The other FAQ's form is untouched: Edit on a third item, or leaving, asks nothing.
    await page.getByRole('link', { name: 'News', exact: true }).first().click();
    await expect(page).toHaveURL(/\/news$/);
    expect(leave.length).toBe(1);
  });

  test('an untouched add form lets the director leave without a question', async ({ page }) => {
    await page.goto('/admin/news');
    await page.getByRole('button', { name: 'Add News Item' }).click();
    const asked = answerPrompts(page, false);
    await page.getByRole('link', { name: 'Contacts', exact: true }).first().click();
    await expect(page).toHaveURL(/\/contacts/);
    expect(asked).toEqual([]);
  });
});
