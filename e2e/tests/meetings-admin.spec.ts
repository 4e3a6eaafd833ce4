/**
 * "Admin: Meetings" after the meeting (docs/requirements.md §21), at 375 px: a director schedules an emergency
 * board meeting, and once it has begun links a vote to it, chooses its approved minutes among the association's
 * minutes dated on or after the meeting's day (the only ones offered) and adds its recording link (both posted to the records with the privacy confirmation),
 * adds draft minutes and approves them (axe-clean at 375 and 1280 px), and sends the
 * yearly request for owners' delivery choices; axe-clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { MeetingMessages } from '@hearth/common';
import { expectToast, localIn, signIn } from '../support';
import { expectNoSeriousViolations } from './public/public-helpers';
import { pdf } from './admin/admin-helpers';

const TITLE = 'Emergency board meeting on the roof';

/** A datetime-local value `ms` from now in this process's (and the browser's) local time, as the votes form takes it. */
const browserLocalIn = (ms: number) => {
  const d = new Date(Date.now() + ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** Runs a check with the page at desktop width, then returns it to the phone's. */
const atDesktopWidth = async (page: Page, check: () => Promise<void>) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await check();
  await page.setViewportSize({ width: 375, height: 740 });
};

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test('a director links a vote, chooses the minutes, posts the recording and sends the yearly request', async ({ page }) => {
  test.setTimeout(180_000);
  const zone = ((await (await page.request.get('/api/meetings')).json()) as { upcoming: { timeZone: string }[] }).upcoming[0].timeZone;
  await signIn(page, 'director');
  await page.goto('/admin/meetings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin: Meetings');
  await expectNoSeriousViolations(page, 'admin meetings with the yearly request at 375 px');

  // An emergency board meeting beginning in about a minute (the pack allows one for board meetings).
  await page.getByRole('button', { name: 'Schedule a Meeting' }).click();
  await page.getByLabel('Kind').selectOption('board');
  await page.getByLabel('Title').fill(TITLE);
  const startsAt = localIn(61_000, zone);
  const meetingDay = startsAt.slice(0, 10);
  await page.getByLabel('Starts at').fill(startsAt);
  await page.getByLabel('Place').fill('Roof terrace');
  await page.getByLabel('Agenda').fill('1. The leak');
  await page.getByLabel('Emergency meeting (shorter notice, where the rules allow it)').check();
  await page.getByLabel('Why is it an emergency?').fill('Water is coming in.');
  await page.getByRole('button', { name: 'Schedule and give notice' }).click();
  await expectToast(page, `The meeting "${TITLE}" was scheduled and its notice given.`);

  const scheduledAt = Date.now();

  // Meanwhile, a vote to hold at the meeting (Admin: Votes).
  const voteTitle = 'Fix the roof now?';
  await page.goto('/admin/votes');
  await page.getByRole('button', { name: 'Add Vote' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(voteTitle);
  await page.getByRole('textbox', { name: 'Question', exact: true }).fill('Repair the roof at once?');
  await page.getByRole('textbox', { name: 'Opens', exact: true }).fill(browserLocalIn(-5 * 60_000));
  await page.getByRole('textbox', { name: 'Closes', exact: true }).fill(browserLocalIn(24 * 3_600_000));
  await page.getByRole('button', { name: 'Create vote' }).click();
  await expectToast(page, `The vote "${voteTitle}" was created.`);

  // Its minutes, dated the meeting's day (Admin: Minutes).
  const minutesTitle = `Minutes of the roof meeting ${Date.now()}`;
  await page.goto('/admin/minutes');
  await page.getByRole('button', { name: 'Add Meeting Minutes' }).click();
  await page.getByLabel('Document Date').fill(meetingDay);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(minutesTitle);
  await page.getByLabel('PDF document').setInputFiles({ name: 'roof-minutes.pdf', mimeType: 'application/pdf', buffer: pdf(minutesTitle) });
  await expectToast(page, 'Upload success.');
  await page.getByRole('button', { name: 'Save Meeting Minutes' }).click();
  await expectToast(page, 'Meeting Minutes document has been successfully added.');

  // Once the meeting has begun, the screen offers what comes after it.
  await page.waitForTimeout(Math.max(0, scheduledAt + 65_000 - Date.now()));
  await page.goto('/admin/meetings');
  await page.getByRole('button', { name: `Deliveries of ${TITLE}` }).click();
  await page.getByRole('group', { name: 'Votes held at this meeting' }).getByRole('checkbox', { name: voteTitle }).check();
  await page.getByRole('button', { name: 'Save the votes' }).click();
  await expectToast(page, 'The votes of the meeting were saved.');

  const minutes = page.getByLabel('Approved minutes');
  // Only minutes dated on or after the meeting's day: the demo's, of earlier meetings, are not offered.
  const offered = (await minutes.locator('option').allTextContents()).slice(1);
  const chosen = `${minutesTitle} (${meetingDay})`;
  expect(offered).toContain(chosen);
  for (const option of offered) expect(option.slice(-11, -1) >= meetingDay, option).toBe(true);
  await minutes.selectOption({ label: chosen });
  await page.getByLabel('Recording link').fill('https://video.example.org/roof');
  await page.getByLabel('The recording and the minutes hold nothing the rule pack lists as private').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'The recording and minutes were saved.');

  // Minutes drafted after the meeting: added as a draft the board alone reads, then approved.
  const draftTitle = `Draft minutes of the roof meeting ${Date.now()}`;
  await page.getByLabel('Minutes title').fill(draftTitle);
  await page.getByLabel('Minutes (PDF)').setInputFiles({ name: 'roof-draft.pdf', mimeType: 'application/pdf', buffer: pdf(draftTitle) });
  await expectToast(page, 'Upload success.');
  await page.getByRole('button', { name: 'Add draft minutes' }).click();
  await expectToast(page, MeetingMessages.draftMinutesAdded);
  await expect(page.getByText(`Awaiting approval (only the board sees them): ${draftTitle}`)).toBeVisible();
  await expectNoSeriousViolations(page, 'admin meetings with draft minutes at 375 px');
  await atDesktopWidth(page, () => expectNoSeriousViolations(page, 'admin meetings with draft minutes at 1280 px'));
  await page.getByLabel('The minutes hold nothing the rule pack lists as private', { exact: true }).check();
  await page.getByRole('button', { name: 'Approve minutes' }).click();
  await expectToast(page, MeetingMessages.minutesApproved);
  await expectNoSeriousViolations(page, 'admin meetings after the meeting at 375 px');
  await atDesktopWidth(page, () => expectNoSeriousViolations(page, 'admin meetings after the meeting at 1280 px'));

  // The yearly request, from the screen: next year's (once a year).
  const year = String(new Date().getFullYear() + 1);
  await page.getByLabel('Year').selectOption(year);
  await page.getByRole('button', { name: 'Send the yearly request' }).click();
  await expectToast(page, new RegExp(`The ${year} request for delivery choices went to \\d+ owners: \\d+ by e-mail`));

  // The notice lists the vote; the recording is on the records, under the pack's recordings category.
  await page.goto('/notices');
  await expect(page.getByRole('article', { name: `Board meeting: ${TITLE}` })).toContainText(voteTitle);
  await page.goto('/records');
  await expect(page.getByRole('link', { name: `Recording: ${TITLE}` })).toHaveAttribute('href', 'https://video.example.org/roof');
  expect(chosen).toMatch(/Minutes/);
});
