/**
 * One copyright line on every page (the header and footer rules): the sign-in page's footer says what
 * the site's says. And a resident is offered only the notices they may receive (the notices' rules).
 */
import { expect, test } from '@playwright/test';
import { NoticeMessages } from '@hearth/common';
import { openLoginPage, signIn } from '../../support';
import { expectNoSeriousViolations } from './public-helpers';

test('the sign-in page carries the same copyright line as the site', async ({ page }) => {
  await page.goto('/home');
  // The footer also holds the language switcher; the copyright line is its own paragraph.
  const siteLine = (await page.getByRole('contentinfo').getByText(/^© /).innerText()).trim();
  expect(siteLine).toMatch(/^© \d{4} - \d{4} .+\. All rights reserved\.$/);
  await openLoginPage(page);
  await expect(page.getByRole('contentinfo').getByText(/^© /)).toHaveText(siteLine);
});

test('a tenant is not offered meeting minutes notices, and is told why', async ({ page }) => {
  await signIn(page, 'tenant');
  await page.goto('/manage#notices');
  const form = page.getByRole('form', { name: 'E-mail Notices' });
  await expect(form.getByRole('combobox', { name: 'Newsletters' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Meeting Minutes' })).toHaveCount(0);
  await expect(form.getByText(NoticeMessages.minutesNotAllowed)).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousViolations(page, `E-mail Notices at ${width} px`);
  }
});
