/**
 * Typed text is not lost without a question (docs/requirements.md §4) outside the admin list screens
 * too: Account Management (choosing another feature, a link, a reload), a new service request and a
 * request's comment, the registration form, a new vote, a meeting being scheduled and a person being added
 * to a unit (Cancel and Escape too). The question's words are about a form;
 * staying keeps the text.
 */
import { expect, test, type Page } from '@playwright/test';
import { Messages } from '@hearth/common';
import { signIn } from '../../support';
import { expectNoSeriousViolations } from './public-helpers';

const FORM_QUESTION = `${Messages.unsavedChangesTitle}\n\n${Messages.unsavedFormChanges}`;

/** Collects the messages of the browser's prompts, answering each with `accept`. */
function answerPrompts(page: Page, accept: boolean) {
  const asked: string[] = [];
  page.removeAllListeners('dialog');
  page.on('dialog', (dialog) => {
    asked.push(dialog.type() === 'beforeunload' ? 'beforeunload' : dialog.message());
    void (accept ? dialog.accept() : dialog.dismiss());
  });
  return asked;
}

test('a resident with a changed profile is asked before another feature, a link or a reload replaces it', async ({ page }) => {
  await signIn(page, 'tenant');
  await page.goto('/manage');
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  const firstName = page.getByRole('textbox', { name: 'First Name' });
  await expect(firstName).not.toHaveValue('');
  const saved = await firstName.inputValue();
  // Untouched, another feature opens at once.
  const none = answerPrompts(page, false);
  await page.getByRole('button', { name: 'Password', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Modify your Password' })).toBeVisible();
  expect(none).toEqual([]);

  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await firstName.fill(`${saved}x`);
  const stay = answerPrompts(page, false);
  await page.getByRole('button', { name: 'Password', exact: true }).click();
  await expect.poll(() => stay).toEqual([FORM_QUESTION]);
  await expect(firstName).toHaveValue(`${saved}x`);

  await page.getByRole('link', { name: 'Contacts', exact: true }).first().click();
  await expect.poll(() => stay.length).toBe(2);
  expect(stay[1]).toBe(FORM_QUESTION);
  await expect(page).toHaveURL(/\/manage$/);

  await page.reload({ timeout: 3_000 }).catch(() => undefined);
  await expect.poll(() => stay.includes('beforeunload')).toBe(true);
  await expect(firstName).toHaveValue(`${saved}x`);
  await expectNoSeriousViolations(page, 'manage profile, kept');

  // Leaving on purpose: the other feature, and nothing saved.
  const leave = answerPrompts(page, true);
  await page.getByRole('button', { name: 'Password', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Modify your Password' })).toBeVisible();
  expect(leave).toEqual([FORM_QUESTION]);
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await expect(firstName).toHaveValue(saved);

  // The same for the e-mail form.
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  await page.getByLabel('New Email', { exact: true }).fill('typed@maplecourt.test');
  const email = answerPrompts(page, false);
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await expect.poll(() => email).toEqual([FORM_QUESTION]);
  await expect(page.getByLabel('New Email', { exact: true })).toHaveValue('typed@maplecourt.test');
});

test('a resident with a request half written is asked before a link takes them away', async ({ page }) => {
  await signIn(page, 'tenant');
  await page.goto('/requests');
  const form = page.getByRole('form', { name: 'New request' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Half written');
  const stay = answerPrompts(page, false);
  await page.getByRole('link', { name: 'Contacts', exact: true }).first().click();
  await expect.poll(() => stay).toEqual([FORM_QUESTION]);
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Half written');
  await expect(page).toHaveURL(/\/requests$/);
});

/** Types into `field`, clicks the Contacts link, dismisses the question: the text and the address stay. */
async function staysOnLink(page: Page, field: ReturnType<Page['getByRole']>, text: string, path: RegExp) {
  await field.fill(text);
  const stay = answerPrompts(page, false);
  await page.getByRole('link', { name: 'Contacts', exact: true }).first().click();
  await expect.poll(() => stay).toEqual([FORM_QUESTION]);
  await expect(field).toHaveValue(text);
  await expect(page).toHaveURL(path);
}

test('a visitor with a registration half typed is asked before a link takes them away', async ({ page }) => {
  await page.goto('/register');
  await staysOnLink(page, page.getByRole('textbox', { name: 'User Name' }), 'halfway', /\/register$/);
  await expectNoSeriousViolations(page, 'register, kept');
});

test('a resident with a comment typed on a request is asked before a link takes them away', async ({ page }) => {
  await signIn(page, 'tenant');
  await page.goto('/requests');
  const form = page.getByRole('form', { name: 'New request' });
  const title = `Loose tile ${Date.now()}`;
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Plumbing' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill('A tile by the shower moves.');
  // Sending the request leads to its own page without a question.
  const sent = answerPrompts(page, false);
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(sent).toEqual([]);
  await staysOnLink(page, page.getByRole('textbox', { name: 'Comment' }), 'It moves more now.', /\/requests\/\d+$/);
});

test('an administrator with a vote half written is asked before a link takes them away', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/votes');
  await page.getByRole('button', { name: 'Add Vote' }).click();
  await staysOnLink(page, page.getByRole('textbox', { name: 'Title', exact: true }), 'Garden benches, draft', /\/admin\/votes$/);
  // Cancel - Go Back discards it on purpose: leaving then asks nothing.
  await page.getByRole('button', { name: 'Cancel - Go Back' }).click();
  const none = answerPrompts(page, false);
  await page.getByRole('link', { name: 'Contacts', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contacts$/);
  expect(none).toEqual([]);
});

test('an administrator editing an amenity is asked before Add Amenity or a link replaces the typed name', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/amenities');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Amenity' });
  const name = form.getByLabel('Name');
  const before = await name.inputValue();
  await name.fill(`${before} (renamed)`);
  const stay = answerPrompts(page, false);
  await page.getByRole('button', { name: 'Add Amenity' }).click();
  await expect.poll(() => stay).toEqual([FORM_QUESTION]);
  await expect(name).toHaveValue(`${before} (renamed)`);
  await page.getByRole('link', { name: 'Contacts', exact: true }).first().click();
  await expect.poll(() => stay.length).toBe(2);
  await expect(page).toHaveURL(/\/admin\/amenities$/);
  await expectNoSeriousViolations(page, 'amenity form, kept');

  // Leaving on purpose: a blank new amenity, and nothing saved.
  const leave = answerPrompts(page, true);
  await page.getByRole('button', { name: 'Add Amenity' }).click();
  await expect(page.getByRole('heading', { name: 'New amenity' })).toBeVisible();
  await expect(name).toHaveValue('');
  expect(leave).toEqual([FORM_QUESTION]);
});

test('a director with a reason for declining typed on a request is asked before a link takes them away', async ({ page, browser }) => {
  const resident = await (await browser.newContext()).newPage();
  await signIn(resident, 'tenant');
  await resident.goto('/requests');
  const form = resident.getByRole('form', { name: 'New request' });
  const title = `Cracked window ${Date.now()}`;
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Plumbing' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill('The bathroom window has a crack.');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(resident.getByRole('heading', { level: 1 })).toHaveText(title);
  const path = new URL(resident.url()).pathname;
  await resident.context().close();

  await signIn(page, 'director');
  await page.goto(path);
  // The status, comment and rating forms share the page: a reason typed in one is asked about as the page's form.
  await staysOnLink(page, page.getByRole('textbox', { name: 'Reason for declining' }), 'Not the association’s window.', /\/requests\/\d+$/);
  await expectNoSeriousViolations(page, 'request with a reason typed');
});

test('a director with a meeting half scheduled is asked before Cancel - Go Back or a link loses it', async ({ page }) => {
  await signIn(page, 'director');
  await page.goto('/admin/meetings');
  await page.getByRole('button', { name: 'Schedule a Meeting' }).click();
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.fill('Garden committee, draft');
  const stay = answerPrompts(page, false);
  await page.getByRole('button', { name: 'Cancel - Go Back' }).click();
  await expect.poll(() => stay).toEqual([FORM_QUESTION]);
  await expect(title).toHaveValue('Garden committee, draft');
  await staysOnLink(page, title, 'Garden committee, draft', /\/admin\/meetings$/);
  await expectNoSeriousViolations(page, 'schedule a meeting, kept');

  // Leaving on purpose: the list again, and nothing scheduled.
  const leave = answerPrompts(page, true);
  await page.getByRole('button', { name: 'Cancel - Go Back' }).click();
  await expect(page.getByRole('button', { name: 'Schedule a Meeting' })).toBeVisible();
  await expect(title).toHaveCount(0);
  expect(leave).toEqual([FORM_QUESTION]);
});

test('an administrator with a person half added to a unit is asked before Escape or Cancel closes the dialog', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/units');
  await page
    .getByRole('button', { name: /^Add Person to / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const firstName = dialog.getByRole('textbox', { name: 'First name' });
  // Untouched, Escape closes at once.
  const none = answerPrompts(page, false);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(none).toEqual([]);

  await page
    .getByRole('button', { name: /^Add Person to / })
    .first()
    .click();
  await firstName.fill('Half');
  const stay = answerPrompts(page, false);
  await page.keyboard.press('Escape');
  await expect.poll(() => stay).toEqual([FORM_QUESTION]);
  await expect(firstName).toHaveValue('Half');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => stay.length).toBe(2);
  await expect(firstName).toHaveValue('Half');
  await expectNoSeriousViolations(page, 'add person, kept');

  const leave = answerPrompts(page, true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(leave).toEqual([FORM_QUESTION]);
});
