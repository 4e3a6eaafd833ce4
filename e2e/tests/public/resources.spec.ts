/** Resources & Links (docs/requirements.md §2.3, §4, §6): Minutes for owners only; a download shows its percentage and yields the stored bytes. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn, submitLogin } from '../../support';
import { expectNoSeriousViolations, mainHeading } from './public-helpers';

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

test('a shared or bookmarked document link signs in first, then downloads the document', async ({ page, browser }) => {
  // A document a tenant may read (owners-only records are not in a tenant's list), shared with an owner.
  await signIn(page, 'tenant');
  await page.goto('/resources');
  await page.getByRole('button', { name: 'Community Documents' }).click();
  await expect(page.getByRole('button', { name: /^Download / }).first()).toBeVisible();
  const download = page.getByRole('button', { name: /^Download / }).first();
  const title = ((await download.getAttribute('aria-label')) ?? '').replace(/^Download /, '');
  const href = await page.getByRole('link', { name: title }).first().getAttribute('href');
  // The lists hand out the web page, never the raw API (docs/requirements.md §2.3).
  expect(href).toMatch(/^\/documents\/download\?area=community&fileName=[^&]+\.pdf$/);

  // Someone the link was shared with opens it in a fresh browser: sign in, then the document.
  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(href!);
  await expect(shared).toHaveURL(/\/home\?redirect=/);
  const saved = shared.waitForEvent('download', { timeout: 60_000 });
  await submitLogin(shared, 'owner');
  await shared.waitForURL((url) => url.pathname === '/documents/download', { timeout: 20_000 });
  const file = await saved;
  expect(file.suggestedFilename()).toBe(new URL(href!, 'http://portal').searchParams.get('fileName'));
  await expect(shared.getByText('The document was downloaded: find it in your downloads, or open it here.')).toBeVisible();
  await expect(shared.getByRole('link', { name: /^Open / })).toHaveAttribute('href', /^blob:/);
  for (const width of [1280, 375]) {
    await shared.setViewportSize({ width, height: 800 });
    await expectNoSeriousViolations(shared, `document page at ${width} px`);
  }

  // A tenant's link to minutes, or a made-up one, says why instead of answering JSON.
  await shared.goto('/documents/download?area=minutes&fileName=agm.pdf');
  await expect(shared.getByRole('alert')).toBeVisible();
  await shared.goto('/documents/download?area=elsewhere&fileName=x.pdf');
  await expect(shared.getByRole('alert')).toHaveText('The file name is not valid.');
  await visitor.close();
});
