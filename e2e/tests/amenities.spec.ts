/**
 * "Admin: Amenities" on a phone (375 px, docs/requirements.md §17): an administrator adds an
 * amenity with a photo, a resident sees it with its photo on the bookings page, and archiving it
 * takes it off that page; restoring brings it back. The screens are checked with axe at 375 and
 * 1280 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_SCREENS, ArchiveMessages, BookingMessages } from '@hearth/common';
import { expectToast, signIn } from '../support';
import { png, unique } from './admin/admin-helpers';
import { expectNoSeriousViolations } from './public/public-helpers';

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
test.use(PHONE);

const SCREEN = ADMIN_SCREENS.amenities;

async function amenityOptions(page: Page): Promise<string[]> {
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { name: 'Amenity bookings', level: 1 })).toBeVisible();
  // The list arrives after the heading (the seed's amenities are always there): read it once it shows.
  await expect(page.getByLabel('Amenity')).toBeVisible();
  return page.getByLabel('Amenity').locator('option').allTextContents();
}

test('an administrator adds an amenity with a photo; a resident sees it; archiving hides it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = unique('Rooftop');
  await signIn(page, 'admin');
  await page.goto(SCREEN.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.title);
  await expectNoSeriousViolations(page, 'amenities at 375 px');

  await page.getByRole('button', { name: SCREEN.addLabel }).click();
  const form = page.getByRole('form', { name: 'Amenity' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('A terrace with a view.');
  // A rule broken: the form says so and nothing is sent.
  await form.getByLabel('Slot length (minutes)').fill('50');
  await form.getByRole('button', { name: 'Save Amenity' }).click();
  await expect(form.getByText('Slot length must be a multiple of 15 minutes.')).toBeVisible();
  await form.getByLabel('Slot length (minutes)').fill('60');
  await form.getByLabel('Photo').setInputFiles({ name: 'rooftop.png', mimeType: 'image/png', buffer: png(800, 500) });
  await expect(form.getByText(/Current file: rooftop-/)).toBeVisible();
  await form.getByLabel('Open on Sunday').uncheck();
  await expectNoSeriousViolations(page, 'amenity form at 375 px');
  await form.getByRole('button', { name: 'Save Amenity' }).click();
  await expectToast(page, BookingMessages.amenitySaved(name));
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page, 'amenities at 1280 px');

  const residentContext = await browser.newContext(PHONE);
  const resident = await residentContext.newPage();
  await signIn(resident, 'owner');
  expect(await amenityOptions(resident)).toContain(name);
  await resident.getByLabel('Amenity').selectOption({ label: name });
  const photo = resident.getByRole('img', { name: `Photo of ${name}` });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('width', '480');
  await expect(photo).toHaveAttribute('height', '300');
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await row.getByRole('button', { name: `Archive ${name}` }).click();
  await expectToast(page, ArchiveMessages.archived(name));
  const archived = page.getByTestId('archived').getByRole('listitem').filter({ hasText: name });
  await expect(archived).toBeVisible();
  expect(await amenityOptions(resident)).not.toContain(name);

  await archived.getByRole('button', { name: `Restore ${name}` }).click();
  await expectToast(page, ArchiveMessages.restored(name));
  expect(await amenityOptions(resident)).toContain(name);
  await residentContext.close();

  // Never booked: deleted for good, so runs against one portal do not pile up amenities.
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expectToast(page, ArchiveMessages.deleted(name));
});

test('a director has no Amenities entry and is not allowed on the screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 }); // the Admin menu of the wide header
  await signIn(page, 'director');
  await page.goto(SCREEN.path);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(SCREEN.title);
  await page.getByRole('button', { name: /Admin/ }).click();
  await expect(page.getByRole('menuitem', { name: SCREEN.menu })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: /^Service Requests \(\d+ open\)$/ })).toBeVisible();
});
