/** admin/board (docs/requirements.md §2.4, §4, §5, §8): directors, and the privileges that follow the active flag. */
import { expect, test, type Browser } from '@playwright/test';
import { DEMO_ACCOUNTS, expectToast, signIn } from '../../support';
import { editRollbackSave, openScreen, requestOf, row, sentModels } from './admin-helpers';

const TITLE = 'Admin:  Board Directors';
const owner = DEMO_ACCOUNTS.owner;
const ownerName = `${owner.firstName} ${owner.lastName}`;

test.describe.configure({ mode: 'serial' });

/** Signs the owner in on a fresh browser and tells whether the header offers the Admin menu. */
async function ownerSeesAdminMenu(browser: Browser): Promise<boolean> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'owner');
  await expect(page.getByRole('link', { name: 'News' }).first()).toBeVisible();
  const seen = await page.getByRole('button', { name: 'Admin', exact: true }).isVisible();
  await context.close();
  return seen;
}

async function fillDirector(
  page: import('@playwright/test').Page,
  d: { firstName: string; lastName: string; unitNumber: string; email: string; phone: string },
) {
  await page.getByRole('button', { name: 'Add Board Directors' }).click();
  await expect(page.getByRole('button', { name: 'Cancel - Go Back' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Board Director' });
  await expect(save).toBeDisabled();
  await page.getByLabel('First Name').fill(d.firstName);
  await page.getByLabel('Last Name').fill(d.lastName);
  await page.getByLabel('Unit Number').fill(d.unitNumber);
  await page.getByLabel('Email').fill(d.email);
  await page.getByLabel('Phone').fill(d.phone);
  await expect(save).toBeDisabled(); // no responsibility chosen yet
  await page.getByLabel('Responsibilities').selectOption({ index: 1 });
  await expect(save).toBeEnabled();
  return save;
}

test('a director with no registered profile is refused with the required message', async ({ page }) => {
  await signIn(page, 'admin');
  await openScreen(page, '/admin/board', TITLE);
  const save = await fillDirector(page, {
    firstName: 'Nobody',
    lastName: 'Unregistered',
    unitNumber: '999',
    email: 'nobody@maplecourt.test',
    phone: '555-0199',
  });
  await save.click();
  await expectToast(page, /Please, ask Director to register with the site and then add him\/her again to the Board/);
  await expect(page.getByLabel('First Name')).toHaveValue('Nobody'); // nothing typed is lost
});

test('a director already on the board is refused with the required message', async ({ page }) => {
  await signIn(page, 'admin');
  await openScreen(page, '/admin/board', TITLE);
  const director = DEMO_ACCOUNTS.director;
  const save = await fillDirector(page, { ...director, phone: '555-0204' });
  await save.click();
  await expectToast(page, 'Director record already exists: please, set the existing record as active.');
});

test('the form refuses bad input with the required messages', async ({ page }) => {
  await signIn(page, 'admin');
  await openScreen(page, '/admin/board', TITLE);
  await page.getByRole('button', { name: 'Add Board Directors' }).click();
  await page.getByLabel('First Name').focus();
  await page.getByLabel('Last Name').focus();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await page.getByLabel('Email').fill('Someone@Example.org');
  await page.getByLabel('Phone').focus();
  await expect(page.getByText('Email must be a valid email address')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel - Go Back' }).click();
  await expect(page.getByRole('button', { name: 'Add Board Directors' })).toBeVisible();
});

test('the registered owner made an active director sees the Admin menu, and loses it when deactivated', async ({ page, browser }) => {
  expect(await ownerSeesAdminMenu(browser)).toBe(false);

  await signIn(page, 'admin');
  await openScreen(page, '/admin/board', TITLE);
  const save = await fillDirector(page, { ...owner, phone: '555-0307' });
  await page.getByLabel('Active').check();
  const added = await requestOf(page, 'POST', '/board/add', () => save.click());
  expect(sentModels(added)[0]).toMatchObject({ firstName: owner.firstName, position: -1, active: true });
  await expectToast(page, 'New director successfully added');
  await expectToast(page, `Director ${ownerName} has been granted administrative privileges.`);
  await expect(page.getByRole('button', { name: 'Add Board Directors' })).toBeVisible();
  await expect(row(page, owner.email)).toContainText('Yes');

  expect(await ownerSeesAdminMenu(browser)).toBe(true);

  // Archived, the director loses the Admin menu; Undo gives back all of it: Active, the role, the menu.
  await page.getByRole('button', { name: `Archive ${ownerName}`, exact: true }).click();
  await expectToast(page, `${ownerName} is no longer a Director and administrative privileges have been revoked.`);
  expect(await ownerSeesAdminMenu(browser)).toBe(false);
  await page
    .getByRole('region', { name: /notifications/i })
    .getByRole('button', { name: 'Undo' })
    .first()
    .click();
  await expectToast(page, `'${ownerName}' was restored.`);
  await expectToast(page, `Director ${ownerName} has been granted administrative privileges.`);
  await expect(row(page, owner.email)).toContainText('Yes');
  expect(await ownerSeesAdminMenu(browser)).toBe(true);

  await page.getByRole('button', { name: `Edit ${ownerName}`, exact: true }).click();
  await page.getByLabel(`${ownerName} is active`).uncheck();
  const updated = await requestOf(page, 'PUT', '/board/updaterange', () => page.getByRole('button', { name: 'Save Changes' }).click());
  expect(sentModels(updated)).toEqual([expect.objectContaining({ email: owner.email, active: false })]);
  await expectToast(page, 'Directors successfully updated');
  await expectToast(page, `${ownerName} is no longer a Director and administrative privileges have been revoked.`);
  await expect(row(page, owner.email)).toContainText('No');

  expect(await ownerSeesAdminMenu(browser)).toBe(false);
});

test('a director edits a row, rolls it back, and saves only the changed row', async ({ page }) => {
  await signIn(page, 'director');
  await openScreen(page, '/admin/board', TITLE);
  const director = DEMO_ACCOUNTS.director;
  const name = `${director.firstName} ${director.lastName}`;
  await expect(row(page, director.email)).toBeVisible();
  const sent = await editRollbackSave(page, {
    rowName: name,
    field: 'Phone',
    value: '555-0204',
    path: '/board/updaterange',
    saved: 'Directors successfully updated',
  });
  expect(sent).toMatchObject({ email: director.email, phone: '555-0204' });
  await expect(row(page, director.email)).toContainText('555-0204');
});
