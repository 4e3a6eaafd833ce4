/**
 * Service requests on a phone (375 px, docs/requirements.md §18): a resident files a
 * request with a photo, a director replies, and the resident sees the reply; both screens pass axe.
 * A director archives a request on "Admin: Service Requests" and restores it.
 */
import { expect, test } from '@playwright/test';
import { ADMIN_SCREENS, ArchiveMessages } from '@hearth/common';
import { expectToast, signIn } from '../support';
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
