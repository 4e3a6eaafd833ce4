/**
 * E-mail notices (docs/requirements.md §10): a resident turns newsletter notices off in Account
 * Management; the choice is the server's (a fresh load shows it), and a newsletter added
 * afterwards reaches a neighbour who kept the default but not them. The admin list says how many
 * residents it went to; the e-mail's unsubscribe link works once, without signing in.
 */
import { expect, test } from '@playwright/test';
import { allEmails, expectToast, lastEmailTo, signIn } from '../../support';
import { openScreen, pdf, rowNamed, unique } from '../admin/admin-helpers';
import { registerVerifiedAccount } from './public-helpers';

test('a resident turns newsletter notices off', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const resident = await registerVerifiedAccount('ntcoff');
  const neighbour = await registerVerifiedAccount('ntcon');

  await signIn(page, resident.userName, { password: resident.password });
  await page.goto('/manage');
  await page.getByRole('button', { name: 'E-mail Notices', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Modify your E-mail Notices' })).toBeVisible();
  const newsletters = page.getByLabel('Newsletters', { exact: true });
  await expect(newsletters).toHaveValue('atOnce'); // the default
  await newsletters.selectOption('none');
  await page.getByRole('button', { name: 'Save Notices' }).click();
  await expectToast(page, 'Your e-mail notice choices were saved.');
  await expect(page.getByTestId('notices-result')).toBeFocused();

  // Stored by the server: the e-mails' preferences link, loaded afresh, shows the saved choice.
  await page.goto('/manage#notices');
  await expect(page.getByRole('heading', { name: 'Modify your E-mail Notices' })).toBeVisible();
  await expect(page.getByLabel('Newsletters', { exact: true })).toHaveValue('none');
  await expect(page.getByLabel('News', { exact: true })).toHaveValue('none');

  // A director adds a newsletter afterwards.
  const director = await browser.newPage();
  const before = new Date();
  const title = unique('Autumn newsletter');
  await signIn(director, 'director');
  await openScreen(director, '/admin/newsletters', 'Admin: Newsletters');
  await director.getByRole('button', { name: 'Add Newsletter' }).click();
  await director.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await director.getByLabel('PDF document').setInputFiles({ name: 'autumn.pdf', mimeType: 'application/pdf', buffer: pdf(title) });
  await expectToast(director, 'Upload success.');
  await director.getByRole('button', { name: 'Save Newsletter' }).click();
  await expectToast(director, 'Newsletter has been successfully added.');

  // The neighbour (newsletters at once by default) is told...
  const told = await lastEmailTo(neighbour.email, { after: before, timeout: 90_000, notices: true });
  expect(`${told.subject}\n${told.text}`).toContain(title);
  // ...and once every notice of it has gone out (the list shows the final count), none went to the resident.
  await expect
    .poll(
      async () => {
        await director.reload();
        return (await rowNamed(director, title).textContent()) ?? '';
      },
      { timeout: 90_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toMatch(/Sent to \d+ residents?(?! of)/);
  expect(await rowNamed(director, title).textContent()).not.toMatch(/Sent to \d+ of /);
  const toResident = allEmails().filter((m) => m.to.includes(resident.email.toLowerCase()) && new Date(m.receivedAt) >= before);
  expect(toResident.map((m) => m.subject)).toEqual([]);
  await director.close();

  // The neighbour's e-mail carries an unsubscribe link to the web app's page: it asks, then stops
  // newsletters for them without signing in; the same link again changes nothing and says so.
  const link = told.links.find((l) => new URL(l).pathname === '/unsubscribe');
  expect(link, `unsubscribe page link among ${told.links.join(', ')}`).toBeTruthy();
  const visitor = await browser.newPage();
  await visitor.goto(link!);
  await expect(visitor.getByText(`Stop e-mails about Newsletters to ${neighbour.email}?`)).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'will no longer receive e-mails about Newsletters' })).toBeVisible();
  await visitor.goto(link!);
  await expect(visitor.getByRole('alert').filter({ hasText: 'nothing was changed' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Unsubscribe', exact: true })).toHaveCount(0);
  await visitor.close();
});
