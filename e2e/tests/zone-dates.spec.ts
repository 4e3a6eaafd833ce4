/**
 * The association's time (docs/requirements.md): a browser set far from the
 * association's zone still reads a meeting at 22:30 on the last day of a month as that day and hour,
 * with the zone named, on "Admin: Meetings" and Notices; and the notice's day is the association's
 * day, not the browser's or UTC's. At 1280 and 375 px, axe-clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectToast, localIn, signIn } from '../support';
import { unique } from './admin/admin-helpers';
import { expectNoSeriousViolations } from './public/public-helpers';

const DAY = 86_400_000;

/** 22:30 on the last day of the month at least `ahead` ms from now, in `zone`, as a datetime-local field takes it. */
function lastEveningOfMonth(ahead: number, zone: string): string {
  const [year, month] = localIn(ahead, zone).slice(0, 7).split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}T22:30`;
}

async function scheduleAndRead(page: Page, width: number) {
  // A retry runs against the same database, where the first attempt's meeting still stands.
  const title = unique(`Month-end meeting ${width}`);
  const zone = ((await (await page.request.get('/api/meetings')).json()) as { upcoming: { timeZone: string }[] }).upcoming[0].timeZone;
  const startsAt = lastEveningOfMonth(20 * DAY, zone);
  const shown = `${startsAt.replace('T', ' ')} (${zone})`;
  const noticeDay = localIn(0, zone).slice(0, 10);

  await signIn(page, 'director');
  await page.goto('/admin/meetings');
  await page.getByRole('button', { name: 'Schedule a Meeting' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Starts at').fill(startsAt);
  await page.getByLabel('Place').fill('Clubhouse');
  await page.getByLabel('Agenda').fill('1. Year-end accounts');
  await page.getByRole('button', { name: 'Schedule and give notice' }).click();
  await expectToast(page, `The meeting "${title}" was scheduled and its notice given.`);

  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(shown);
  await expect(row).toContainText(`Given ${noticeDay}`);
  await expectNoSeriousViolations(page, `admin meetings at ${width} px`);

  await page.goto('/notices');
  const article = page.getByRole('article', { name: new RegExp(title) });
  await expect(article).toContainText(shown);
  await expect(article).toContainText(`Posted ${noticeDay}`);
  await expectNoSeriousViolations(page, `notices at ${width} px`);
}

// A browser fourteen hours ahead of UTC: a date taken in the browser's zone, or in UTC, reads another day.
test.use({ timezoneId: 'Pacific/Kiritimati' });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('a meeting at 22:30 on the last day of a month reads that day, in the association’s zone', async ({ page }) => {
    test.setTimeout(90_000);
    await scheduleAndRead(page, 1280);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  test('a meeting at 22:30 on the last day of a month reads that day, in the association’s zone', async ({ page }) => {
    test.setTimeout(90_000);
    await scheduleAndRead(page, 375);
  });
});
