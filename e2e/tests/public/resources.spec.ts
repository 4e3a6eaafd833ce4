/** Resources & Links (docs/requirements.md §2.3, §4, §6): Minutes for owners only; a download shows its percentage and yields the stored bytes. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from '../../support';
import { mainHeading } from './public-helpers';

const MINUTES = 'Board Meeting and AGM Minutes';

test('a tenant does not see the Minutes', async ({ page }) => {
  await signIn(page, 'tenant');
  await page.getByRole('link', { name: 'Resources & Links' }).first().click();
  await expect(mainHeading(page)).toHaveText('Resources & Links');
  await expect(page.getByRole('button', { name: 'Community Documents' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Newsletters' })).toBeVisible();
  await expect(page.getByRole('button', { name: MINUTES })).toHaveCount(0);
  // Nothing chosen: the collage; the city link opens in a new tab.
  await expect(page.getByRole('img', { name: /collage/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /opens in a new tab/ }).first()).toHaveAttribute('target', '_blank');
});

test('an owner sees the Minutes grouped by year, the first year selected', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/resources');
  await page.getByRole('button', { name: MINUTES }).click();
  await expect(page.getByRole('heading', { name: MINUTES })).toBeVisible();
  const years = page.getByRole('group', { name: 'Years' }).getByRole('button');
  await expect(years.first()).toHaveAttribute('aria-pressed', 'true');
  const labels = (await years.allInnerTexts()).map(Number);
  expect(labels).toEqual([...labels].sort((a, b) => b - a)); // newest year first
  await expect(page.getByRole('button', { name: /^Download / }).first()).toBeVisible();
  if (labels.length > 1) {
    await years.nth(1).click();
    await expect(years.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(years.first()).toHaveAttribute('aria-pressed', 'false');
  }
});

test('a download shows its progress as a percentage and saves the same bytes as the stored file', async ({ page }) => {
  const dataDir = process.env.E2E_DATA_DIR;
  test.skip(!dataDir, 'needs the data folder of a portal started by the global setup');
  await signIn(page, 'owner');
  await page.goto('/resources');
  await page.getByRole('button', { name: 'Community Documents' }).click();
  const download = page.getByRole('button', { name: /^Download / }).first();
  await expect(download).toBeVisible();
  const title = ((await download.getAttribute('aria-label')) ?? (await download.innerText())).replace(/^Download /, '');

  // A slow line (about 2 KB/s) so the percentage is on screen long enough to be read.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: 2048, uploadThroughput: -1 });
  const saved = page.waitForEvent('download', { timeout: 60_000 });
  await download.click();
  const progress = page.getByRole('status').filter({ hasText: /\d+%/ });
  await expect(progress).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: `Downloading ${title}` })).toBeVisible();
  const file = await saved;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(progress).toHaveCount(0);

  // Saved under its title; the stored file (random suffix) is the one the title link names.
  expect(file.suggestedFilename()).toBe(`${title}.pdf`);
  const href = await page.getByRole('link', { name: title }).first().getAttribute('href');
  const storedName = new URL(href!, 'http://portal').searchParams.get('fileName')!;
  const stored = fs.readFileSync(path.join(dataDir!, 'private', 'community', storedName));
  const received = fs.readFileSync((await file.path())!);
  expect(received.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(received.length).toBe(stored.length);
  expect(received.equals(stored)).toBe(true);
});
