/**
 * Amenity bookings on a phone (375 px, docs/requirements.md §17): a resident books
 * the party room and a neighbour sees the time taken (the free time after it too); a director
 * approves a booking that waits for approval; a director books for a resident, who finds the
 * booking as their unit's. Blackout days, the notice and closing time show before Book, only
 * lengths that fit are offered, and a date typed in From stays as typed. The screens are checked with axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { BookingMessages, Messages, dayPlus, localOf } from '@hearth/common';
import { DEMO_ACCOUNTS, expectToast, lastEmailTo, signIn } from '../support';
import { expectNoSeriousViolations } from './public/public-helpers';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

/** A day some weeks ahead (random, so runs against one portal do not meet), as YYYY-MM-DD. */
const dayAhead = (from: number, to: number) =>
  new Date(Date.now() + (from + Math.floor(Math.random() * (to - from))) * 86_400_000).toISOString().slice(0, 10);

async function openAmenity(page: Page, amenity: string, day: string) {
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { name: 'Amenity bookings', level: 1 })).toBeVisible();
  await page.getByLabel('Amenity').selectOption({ label: amenity });
  await page.getByLabel('From').fill(day);
  await expect(page.getByRole('heading', { name: amenity, level: 2 })).toBeVisible();
}

test('a resident books the party room; a neighbour sees the time taken', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const day = dayAhead(10, 80);
  await signIn(page, 'owner');
  await openAmenity(page, 'Party room', day);
  // With the keyboard: the slot is a button in reading order, enabled once the day's bookings are known.
  const slot = page.getByRole('button', { name: '19:00 free' });
  await expect(slot).toBeEnabled();
  await slot.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Book' });
  await expect(form.getByLabel('For')).toHaveValue('120');
  await form.getByLabel('I accept the terms').check();
  await form.getByRole('button', { name: 'Book' }).click();
  await expectToast(page, BookingMessages.booked);
  await expect(page.getByRole('button', { name: '19:00 yours' })).toBeDisabled();
  await expect(page.getByText(`Party room ${day} 19:00 – 21:00`)).toBeVisible();
  await expectNoSeriousViolations(page, 'bookings at 375 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page.getByRole('button', { name: '19:00 yours' })).toBeVisible();
  await expectNoSeriousViolations(page, 'bookings by week at 1280 px');

  const neighbourContext = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const neighbour = await neighbourContext.newPage();
  await signIn(neighbour, 'tenant');
  await openAmenity(neighbour, 'Party room', day);
  for (const time of ['19:00', '20:00', '21:00']) await expect(neighbour.getByRole('button', { name: `${time} taken` })).toBeDisabled();
  // Two hours from 17:00 would end in the hour kept free before 19:00; from 22:00, past closing at 23:00.
  await expect(neighbour.getByRole('button', { name: '16:00 free' })).toBeEnabled();
  for (const time of ['17:00', '22:00']) await expect(neighbour.getByRole('button', { name: `${time} no room` })).toBeDisabled();
  await neighbourContext.close();
});

test('a director approves a guest-suite booking that waits for approval', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const day = dayAhead(10, 110);
  const ownerContext = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const owner = await ownerContext.newPage();
  await signIn(owner, 'owner');
  await openAmenity(owner, 'Guest suite', day);
  await owner.getByRole('button', { name: '15:00 free' }).click();
  const form = owner.getByRole('form', { name: 'Book' });
  await form.getByLabel('I accept the terms').check();
  await form.getByRole('button', { name: 'Book' }).click();
  await expectToast(owner, BookingMessages.requested);
  await ownerContext.close();

  await signIn(page, 'director');
  await page.goto('/bookings');
  const waiting = page
    .getByRole('region', { name: 'Waiting for approval' })
    .getByRole('listitem')
    .filter({ hasText: `Guest suite ${day} 15:00` });
  await expect(waiting).toBeVisible();
  await expectNoSeriousViolations(page, 'pending bookings at 375 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page, 'pending bookings at 1280 px');
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'The booking is approved.');
  await expect(waiting).toHaveCount(0);
});

test('a director books the party room for a resident, who sees it as their unit’s', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const day = dayAhead(10, 85);
  await signIn(page, 'director');
  await openAmenity(page, 'Party room', day);
  await page.getByRole('button', { name: '10:00 free' }).click();
  const form = page.getByRole('form', { name: 'Book' });
  await expect(form.getByLabel('Book for')).toHaveValue('myself');
  await form.getByLabel('Book for').selectOption({ label: 'Lucas Moreau, 412 Maple Court' });
  await expectNoSeriousViolations(page, 'booking for a resident at 375 px');
  await form.getByLabel('I accept the terms').check();
  await form.getByRole('button', { name: 'Book' }).click();
  await expectToast(page, BookingMessages.bookedFor('Lucas Moreau'));
  await expect(page.getByRole('button', { name: '10:00 taken' })).toBeDisabled();

  const tenantContext = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const tenant = await tenantContext.newPage();
  await signIn(tenant, 'tenant');
  await openAmenity(tenant, 'Party room', day);
  await expect(tenant.getByRole('button', { name: '10:00 yours' })).toBeDisabled();
  await expect(tenant.getByText(`Party room ${day} 10:00 – 12:00`)).toBeVisible();
  await tenantContext.close();
});

test('a resident cancels a booking only after confirming it in a dialog', async ({ page }) => {
  test.setTimeout(120_000);
  const day = dayAhead(10, 80);
  await signIn(page, 'owner');
  await openAmenity(page, 'Party room', day);
  await page.getByRole('button', { name: '16:00 free' }).click();
  const form = page.getByRole('form', { name: 'Book' });
  await form.getByLabel('I accept the terms').check();
  await form.getByRole('button', { name: 'Book' }).click();
  await expectToast(page, BookingMessages.booked);
  const booking = page.getByRole('listitem').filter({ hasText: `Party room ${day} 16:00` });
  await booking.getByRole('button', { name: `Cancel booking of ${day} 16:00` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the booking of Party room?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, 'cancel dialog at 375 px');
  // Keeping it changes nothing.
  await dialog.getByRole('button', { name: 'Keep the booking' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(booking).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await booking.getByRole('button', { name: `Cancel booking of ${day} 16:00` }).click();
  await expectNoSeriousViolations(page, 'cancel dialog at 1280 px');
  await dialog.getByRole('button', { name: 'Cancel the booking' }).click();
  await expectToast(page, BookingMessages.cancelled);
  // Listed as cancelled, with nothing more to cancel; the time is free again.
  await expect(booking).toContainText('cancelled');
  await expect(booking.getByRole('button', { name: `Cancel booking of ${day} 16:00` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '16:00 free' })).toBeEnabled();
});

test('a director cancels a resident’s booking with a reason; the resident is e-mailed it with a calendar CANCEL', async ({ page }) => {
  test.setTimeout(120_000);
  const day = dayAhead(10, 85);
  const tenant = DEMO_ACCOUNTS.tenant;
  await signIn(page, 'director');
  await openAmenity(page, 'Party room', day);
  await page.getByRole('button', { name: '13:00 free' }).click();
  const form = page.getByRole('form', { name: 'Book' });
  await form.getByLabel('Book for').selectOption({ label: 'Lucas Moreau, 412 Maple Court' });
  await form.getByLabel('I accept the terms').check();
  const booked = new Date();
  await form.getByRole('button', { name: 'Book' }).click();
  await expectToast(page, BookingMessages.bookedFor('Lucas Moreau'));
  expect((await lastEmailTo(tenant.email, { after: booked })).subject).toContain('is confirmed');

  const booking = page.getByRole('listitem').filter({ hasText: `Party room ${day} 13:00` });
  await booking.getByRole('button', { name: `Cancel booking of ${day} 13:00` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the booking of Party room?' });
  const confirm = dialog.getByRole('button', { name: 'Cancel the booking' });
  await expect(confirm).toBeDisabled(); // a reason first
  await dialog.getByLabel('Reason (e-mailed to Lucas Moreau)').fill('The room floods: plumbers all afternoon.');
  // Closing the dialog with a reason typed asks first (docs/requirements.md §4); staying keeps the reason.
  const asked: string[] = [];
  page.once('dialog', (question) => {
    asked.push(question.message());
    void question.dismiss();
  });
  await dialog.getByRole('button', { name: 'Keep the booking' }).click();
  await expect.poll(() => asked).toEqual([`${Messages.unsavedChangesTitle}\n\n${Messages.unsavedFormChanges}`]);
  await expect(dialog.getByLabel('Reason (e-mailed to Lucas Moreau)')).toHaveValue('The room floods: plumbers all afternoon.');
  await expectNoSeriousViolations(page, 'staff cancel dialog at 375 px');
  const cancelled = new Date();
  await confirm.click();
  await expectToast(page, BookingMessages.cancelled);
  const mail = await lastEmailTo(tenant.email, { after: cancelled });
  expect(mail.subject).toContain('is cancelled');
  expect(mail.text).toContain('The room floods: plumbers all afternoon.');
  const calendar = mail.attachments.find((a) => a.filename === 'booking.ics');
  expect(calendar?.content).toContain('METHOD:CANCEL');
});

test('blackouts, the notice and closing time show before Book; only lengths that fit are offered; From takes a typed date', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner');
  await page.goto('/bookings');
  await page.getByLabel('Amenity').selectOption({ label: 'Party room' });
  await expect(page.getByText('Book at least 48 hours and at most 90 days ahead.', { exact: false })).toBeVisible();
  const from = page.getByLabel('From');
  // Typed one key at a time: what is typed stays; the days follow once it is a whole date.
  await from.clear();
  await from.pressSequentially('2027-1');
  await expect(from).toHaveValue('2027-1');
  await from.pressSequentially('2-25');
  await expect(from).toHaveValue('2027-12-25');
  await expect(page.getByRole('heading', { name: 'Saturday, December 25', level: 3 })).toBeVisible();
  await expect(page.getByText('Not bookable this day: closed for the holidays.')).toBeVisible();
  await from.fill('2020-01-01');
  await expect(page.getByText('Choose today or a later day.')).toBeVisible();
  await expect(from).toHaveValue('2020-01-01');

  // Tomorrow is within the 48 hours' notice.
  const tomorrow = dayPlus(localOf(Date.now(), 'America/Toronto').slice(0, 10), 1);
  await from.fill(tomorrow);
  await expect(page.getByRole('heading', { level: 3, name: /open 09:00–23:00/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '12:00 too soon' })).toBeDisabled();
  await expectNoSeriousViolations(page, 'bookings with their rules shown at 375 px');

  const day = dayAhead(10, 80);
  await from.fill(day);
  await expect(page.getByRole('button', { name: '22:00 no room' })).toBeDisabled();
  await page.getByRole('button', { name: '20:00 free' }).click();
  const lengths = page.getByRole('form', { name: 'Book' }).getByLabel('For');
  // Closing at 23:00: two or three hours, not the four to six the amenity allows elsewhere.
  await expect(lengths.locator('option')).toHaveText([`2 hours, until ${day} 22:00`, `3 hours, until ${day} 23:00`]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page, 'bookings with their rules shown at 1280 px');
});
