/**
 * Service requests on a phone (375 px, docs/requirements.md §18): a resident files a
 * request with a photo, a director replies, and the resident sees the reply; both screens pass axe.
 * A director archives a request on "Admin: Service Requests" and restores it. Staff see the
 * requester, filing time and entry permission, photos open full size, the requester adds a photo
 * later, a link opened in a new tab stays signed in, and a property manager lands on the list.
 * A request sent with a file that is not a picture files nothing and says why (1280 and 375 px).
 */
import { expect, test } from '@playwright/test';
import { ADMIN_SCREENS, ArchiveMessages, Messages, RequestMessages } from '@hearth/common';
import { DEMO_ACCOUNTS, expectToast, signIn } from '../support';
import { expectNoSeriousViolations } from './public/public-helpers';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

/** A 2 x 2 PNG: a real picture the server can resize. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMoXzWzfNVMBggFAC/eBukJzjknAAAAAElFTkSuQmCC',
  'base64',
);

test('a resident files a request with a photo and sees a director’s reply', async ({ browser }) => {
  const title = `Dripping tap ${Date.now()}`;
  const resident = await (await browser.newContext()).newPage();
  await signIn(resident, 'tenant');
  // On a phone the main menu is folded: the screen is opened by its address.
  await resident.goto('/requests');
  await expect(resident.getByRole('heading', { level: 1 })).toHaveText('Service Requests');
  await expectNoSeriousViolations(resident, 'requests');

  const form = resident.getByRole('form', { name: 'New request' });
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Plumbing' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill('The kitchen tap drips all night.');
  // An emergency shows the after-hours phone at once, before anything is sent.
  await form.getByRole('combobox', { name: 'Urgency' }).selectOption('emergency');
  await expect(form.getByRole('alert').filter({ hasText: 'after-hours line' })).toBeVisible();
  await form.getByRole('combobox', { name: 'Urgency' }).selectOption('normal');
  await form.getByLabel('Staff may enter my unit').check();
  await form.getByLabel('Photos (up to 5)').setInputFiles({ name: 'tap.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Send Request' }).click();

  await expect(resident.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(resident.getByTestId('request-status')).toHaveText('Submitted');
  await expect(resident.getByRole('img', { name: 'Photo 1 of the request' })).toBeVisible();
  await expectNoSeriousViolations(resident, 'one request');
  const path = new URL(resident.url()).pathname;

  const director = await (await browser.newContext()).newPage();
  await signIn(director, 'director');
  await director.goto(path);
  await expect(director.getByRole('img', { name: 'Photo 1 of the request' })).toBeVisible();
  await director.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(director.getByTestId('request-status')).toHaveText('In progress');
  await director.getByRole('textbox', { name: 'Comment' }).fill('A plumber comes on Tuesday morning.');
  await director.getByRole('button', { name: 'Add Comment' }).click();
  await expect(director.getByRole('list', { name: 'Comments' })).toContainText('A plumber comes on Tuesday morning.');

  await resident.reload();
  await expect(resident.getByTestId('request-status')).toHaveText('In progress');
  await expect(resident.getByRole('list', { name: 'Comments' })).toContainText('A plumber comes on Tuesday morning.');
});

test('a director archives a request on "Admin: Service Requests": it leaves the resident’s list until restored', async ({ browser }) => {
  const title = `Squeaky door ${Date.now()}`;
  const resident = await (await browser.newContext()).newPage();
  await signIn(resident, 'tenant');
  await resident.goto('/requests');
  const form = resident.getByRole('form', { name: 'New request' });
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Common areas' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill('The lobby door squeaks.');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(resident.getByRole('heading', { level: 1 })).toHaveText(title);

  const director = await (await browser.newContext()).newPage();
  await signIn(director, 'director');
  await director.goto(ADMIN_SCREENS.requests.path);
  await expect(director.getByRole('heading', { level: 1 })).toHaveText(ADMIN_SCREENS.requests.title);
  await director.getByRole('button', { name: `Archive ${title}` }).click();
  await expectToast(director, ArchiveMessages.archived(title));
  const archived = director.getByTestId('archived').getByRole('listitem').filter({ hasText: title });
  await expect(archived).toBeVisible();
  await expectNoSeriousViolations(director, 'admin requests with an archived one');

  await resident.goto('/requests');
  await expect(resident.getByRole('table', { name: 'Service requests' })).toBeVisible();
  await expect(resident.getByRole('link', { name: title })).toHaveCount(0);

  await archived.getByRole('button', { name: `Restore ${title}` }).click();
  await expectToast(director, ArchiveMessages.restored(title));
  await resident.reload();
  await expect(resident.getByRole('link', { name: title })).toBeVisible();
});

test('staff see who filed a request, when, and whether they may enter; photos open full size; the requester adds one later', async ({
  browser,
}) => {
  const title = `Cracked tile ${Date.now()}`;
  const resident = await (await browser.newContext()).newPage();
  await signIn(resident, 'tenant');
  await resident.goto('/requests');
  const form = resident.getByRole('form', { name: 'New request' });
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Plumbing' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill('A tile in the shower is cracked.');
  await form.getByLabel('Staff may enter my unit').check();
  await form.getByRole('textbox', { name: 'When staff may enter' }).fill('Weekdays after 5 pm');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(resident.getByRole('heading', { level: 1 })).toHaveText(title);
  const path = new URL(resident.url()).pathname;

  // Added after filing, while the request is open.
  const add = resident.getByRole('form', { name: 'Add photos' });
  await add.getByLabel('Photos to add (up to 5 more)').setInputFiles({ name: 'tile.png', mimeType: 'image/png', buffer: PNG });
  await add.getByRole('button', { name: 'Add Photos', exact: true }).click();
  await expectToast(resident, RequestMessages.photosAdded(1));
  await expect(resident.getByRole('img', { name: 'Photo 1 of the request' })).toBeVisible();
  await expect(resident.getByLabel('Photos to add (up to 4 more)')).toBeVisible();
  await expectNoSeriousViolations(resident, 'a request with a photo added at 375 px');

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const director = await context.newPage();
  await signIn(director, 'director');
  await director.goto(path);
  const details = director.getByRole('definition');
  await expect(director.getByText('Requester', { exact: true })).toBeVisible();
  await expect(details.filter({ hasText: `${DEMO_ACCOUNTS.tenant.firstName} ${DEMO_ACCOUNTS.tenant.lastName}` })).toHaveCount(1);
  await expect(details.filter({ hasText: 'Yes: Weekdays after 5 pm' })).toHaveCount(1);
  await expect(director.locator('dd time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  // The thumbnail is a link to the full picture, opened in a new tab.
  const full = director.getByRole('link', { name: 'Photo 1 of the request, full size' });
  await expect(full).toHaveAttribute('target', '_blank');
  const [opened] = await Promise.all([context.waitForEvent('page'), full.click()]);
  await opened.waitForLoadState();
  expect(opened.url()).toMatch(/^blob:/);
  await opened.close();
  await expectNoSeriousViolations(director, 'a request as staff at 1280 px');

  // An e-mailed link opened in a new tab (no tokens in its sessionStorage): still signed in.
  const newTab = await context.newPage();
  await newTab.goto(path);
  await expect(newTab.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(newTab.getByText('Login is required')).toHaveCount(0);
  await context.close();
});

test('a property manager lands on every request with the filters, the form below', async ({ page }) => {
  await signIn(page, 'propmgr');
  await page.goto('/requests');
  await expect(page.getByRole('group', { name: 'Filters' })).toBeVisible();
  const list = page.getByRole('heading', { name: 'Requests', exact: true });
  const form = page.getByRole('heading', { name: 'New request', exact: true });
  const [listTop, formTop] = [(await list.boundingBox())!.y, (await form.boundingBox())!.y];
  expect(listTop).toBeLessThan(formTop);
  await expectNoSeriousViolations(page, 'requests as a property manager at 375 px');
});

for (const width of [1280, 375]) {
  test(`a request sent with a PDF beside a photo files nothing, says why and keeps the form (${width} px)`, async ({ browser }) => {
    const title = `Cracked tile ${width} ${Date.now()}`;
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const resident = await context.newPage();
    await signIn(resident, 'tenant');
    await resident.goto('/requests');
    const form = resident.getByRole('form', { name: 'New request' });
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Plumbing' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Description' }).fill('A tile cracked by the shower.');
    await form.getByLabel('Photos (up to 5)').setInputFiles([
      { name: 'tile.png', mimeType: 'image/png', buffer: PNG },
      { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n') },
    ]);
    await form.getByRole('button', { name: 'Send Request' }).click();

    await expectToast(resident, Messages.imageOnly);
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expectNoSeriousViolations(resident, `a refused request at ${width} px`);
    // Nothing was filed: the list read afresh in another tab does not name it.
    const list = await context.newPage();
    await list.goto('/requests');
    await expect(list.getByRole('heading', { level: 1 })).toHaveText('Service Requests');
    await expect(list.getByRole('form', { name: 'New request' })).toBeVisible();
    await expect(list.getByText(title)).toHaveCount(0);
    await context.close();
  });
}
