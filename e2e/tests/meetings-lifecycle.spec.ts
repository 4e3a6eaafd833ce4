/**
 * A meeting's lifecycle on "Admin: Meetings" (docs/requirements.md §21), at 1280 and 375 px: a director
 * schedules an owner meeting (a double click schedules one), edits its place, postpones it, then cancels
 * it — closing the cancel dialog with typed text asks first — and the Notices page lists it as cancelled,
 * apart from the upcoming meetings; axe-clean with each dialog open.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectToast, localIn, signIn } from '../support';
import { unique } from './admin/admin-helpers';
import { expectNoSeriousViolations } from './public/public-helpers';

const DAY = 86_400_000;

async function lifecycle(page: Page, width: number) {
  // A retry runs against the same database, where the first attempt's meeting still stands.
  const title = unique(`Lifecycle meeting ${width}`);
  const zone = ((await (await page.request.get('/api/meetings')).json()) as { upcoming: { timeZone: string }[] }).upcoming[0].timeZone;
  await signIn(page, 'director');
  await page.goto('/admin/meetings');
  await page.getByRole('button', { name: 'Schedule a Meeting' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Starts at').fill(localIn(20 * DAY, zone));
  await page.getByLabel('Place').fill('Clubhouse');
  await page.getByLabel('Agenda').fill('1. Budget');
  await page.getByRole('button', { name: 'Schedule and give notice' }).dblclick();
  await expectToast(page, `The meeting "${title}" was scheduled and its notice given.`);
  const listed = (await (await page.request.get('/api/meetings')).json()) as { upcoming: { title: string }[] };
  expect(listed.upcoming.filter((m) => m.title === title)).toHaveLength(1);

  await page.getByRole('button', { name: `Edit: ${title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${title}` });
  await expectNoSeriousViolations(page, `the edit dialog at ${width} px`);
  await edit.getByLabel('Place').fill('Pool deck');
  await edit.getByRole('button', { name: 'Save and give amended notice' }).click();
  await expectToast(page, `"${title}" was changed and the amended notice given.`);

  await page.getByRole('button', { name: `Postpone: ${title}` }).click();
  const postpone = page.getByRole('dialog', { name: `Postpone ${title}` });
  await postpone.getByLabel('New start').fill(localIn(30 * DAY, zone));
  await postpone.getByLabel('Reason').fill('Storm season');
  await postpone.getByRole('button', { name: 'Postpone and give notice' }).click();
  await expectToast(page, `"${title}" was postponed and its notice given.`);

  await page.getByRole('button', { name: `Cancel meeting: ${title}` }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel ${title}?` });
  await cancel.getByLabel('Reason').fill('No quorum');
  await expectNoSeriousViolations(page, `the cancel dialog at ${width} px`);
  // Escape with typed text asks first; "stay" keeps the dialog and its text.
  page.once('dialog', (d) => void d.dismiss());
  await page.keyboard.press('Escape');
  await expect(cancel.getByLabel('Reason')).toHaveValue('No quorum');
  await cancel.getByRole('button', { name: 'Cancel the meeting and give notice' }).click();
  await expectToast(page, `"${title}" was cancelled and its notice given.`);

  await page.getByRole('button', { name: `Deliveries of ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(page.getByText(/Notice of cancellation given/)).toBeVisible();
  await expectNoSeriousViolations(page, `admin meetings with the history at ${width} px`);

  await page.goto('/notices');
  const upcoming = page.locator('section', { has: page.getByRole('heading', { name: 'Upcoming meetings' }) });
  await expect(upcoming.getByRole('article', { name: `Owner meeting: ${title}` })).toHaveCount(0);
  await expect(page.getByRole('article', { name: `Owner meeting: ${title}` })).toContainText('Cancelled. No quorum');
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('a director edits, postpones and cancels a meeting', async ({ page }) => {
    test.setTimeout(120_000);
    await lifecycle(page, 1280);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  test('a director edits, postpones and cancels a meeting', async ({ page }) => {
    test.setTimeout(120_000);
    await lifecycle(page, 375);
  });
});
