/**
 * Meeting notices (docs/requirements.md §21): a visitor on a phone finds the next owner meeting's notice and
 * agenda from Home, on a page the server rendered; the Notices page and "Admin: Meetings" are axe-clean at
 * 375 px and at desktop width.
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../support';
import { expectNoSeriousViolations } from './public/public-helpers';

/** The seed's owner meeting (cms/src/seed/meetings.ts), noticed 14 days ahead under the Florida condominium pack. */
const OWNER_MEETING = 'Annual owners’ meeting';

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("a visitor finds the next owner meeting's notice from Home", async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('link', { name: 'Meeting notices and agendas' }).click();
    await expect(page).toHaveURL(/\/notices$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meeting notices');
    const notice = page.getByRole('article', { name: `Owner meeting: ${OWNER_MEETING}` });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Election of directors');
    await expect(notice).toContainText('§718.112(2)(d)3, Fla. Stat.');
    await expectNoSeriousViolations(page, 'notices at 375 px');

    // The server rendered it: without any script the notice is already there.
    const html = await (await page.request.get('/notices')).text();
    expect(html).toContain(OWNER_MEETING);
  });

  test('an owner sees the delivery choice, axe-clean', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/notices');
    await expect(page.getByRole('heading', { name: 'How you receive notices' })).toBeVisible();
    await expectNoSeriousViolations(page, 'notices with the delivery choice at 375 px');
  });
});

test('Notices and Admin: Meetings are axe-clean at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/notices');
  await expect(page.getByRole('article', { name: `Owner meeting: ${OWNER_MEETING}` })).toBeVisible();
  await expectNoSeriousViolations(page, 'notices at 1280 px');
  await signIn(page, 'director');
  await page.goto('/admin/meetings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin: Meetings');
  await page.getByRole('button', { name: `Deliveries of ${OWNER_MEETING}` }).click();
  await expect(page.getByRole('table', { name: /\d+ deliveries to owners/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin meetings at 1280 px');
});
