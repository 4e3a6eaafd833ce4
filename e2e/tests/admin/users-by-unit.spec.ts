/**
 * admin/users, "By unit" (docs/requirements.md §15) on a phone: an administrator sees each
 * roster unit with who is registered and who is not, and invites someone who is not, with the
 * keyboard; a director sees the same list without invitations; axe finds nothing serious at 375 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Messages, ROSTER_CSV_COLUMNS } from '@hearth/common';
import { expectToast, signIn } from '../../support';
import { openScreen, unique } from './admin-helpers';

const PHONE = { width: 375, height: 740 };

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('at 375 px the users screen lists people by unit and an administrator invites one with the keyboard', async ({
  page: admin,
  browser,
}) => {
  const street = unique('Rowan Close').replace(/ /g, '-');
  await admin.setViewportSize(PHONE);
  await signIn(admin, 'admin');
  await openScreen(admin, '/admin/units', 'Admin: Units');
  await admin.getByLabel('Roster file (CSV)').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${ROSTER_CSV_COLUMNS.join(',')}\n7,${street},1,Ida Unlisted,ida@example.org\n`),
  });
  await admin.getByRole('button', { name: 'Preview' }).click();
  await admin.getByRole('button', { name: 'Import', exact: true }).click();
  await expectToast(admin, Messages.rosterImported(1));

  await openScreen(admin, '/admin/users', 'Admin: Users');
  await expect(admin.getByRole('table', { name: 'Users' })).toBeVisible();
  // The view is a radio group: arrow keys move between "By person" and "By unit".
  await admin.getByRole('radio', { name: 'By person' }).focus();
  await admin.keyboard.press('ArrowRight');
  await expect(admin.getByRole('radio', { name: 'By unit' })).toBeChecked();
  const table = admin.getByRole('table', { name: 'Users by unit' });
  const unit = table.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: `7, ${street}` }) });
  await expect(unit).toContainText('0 of 1');
  await expect(unit).toContainText('Ida Unlisted (Owner, ida@example.org) not registered');
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(admin, 'users by unit at 375 px');

  const invite = unit.getByRole('button', { name: 'Invite Ida Unlisted to register' });
  await invite.focus();
  await admin.keyboard.press('Enter');
  await expectToast(admin, Messages.invitationSent('ida@example.org'));

  const context = await browser.newContext({ viewport: PHONE });
  const director = await context.newPage();
  await signIn(director, 'director');
  await openScreen(director, '/admin/users', 'Admin: Users');
  await director.getByRole('radio', { name: 'By unit' }).check();
  const seen = director
    .getByRole('table', { name: 'Users by unit' })
    .getByRole('row')
    .filter({ hasText: `7, ${street}` });
  await expect(seen).toContainText('Ida Unlisted (Owner, ida@example.org) not registered');
  await expect(seen.getByRole('button')).toHaveCount(0);
  await context.close();
});
