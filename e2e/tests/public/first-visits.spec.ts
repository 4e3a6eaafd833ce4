/**
 * First visits at once (docs/requirements.md §1: every page visit is logged; §7: anti-forgery). Twenty
 * fresh browsers each open /contacts, /news and /home together: every API answer is 2xx or 3xx,
 * every page's visit is logged, and no console shows an error. A browser's parallel calls once
 * carried two anti-forgery tokens, and one page log was refused with 403.
 */
import { expect, test, type Browser, type Page, type Response } from '@playwright/test';

const BROWSERS = 20;
const PAGES = ['/contacts', '/news', '/home'];
/** Sixty pages start at once on a shared machine: each may take a while to get its scripts. */
const PAGE_TIMEOUT_MS = 100_000;

interface Seen {
  failedApiAnswers: string[];
  consoleErrors: string[];
}

/** Opens the page and resolves once its page log was answered. */
async function openAndLog(page: Page, pathname: string): Promise<Response> {
  const logged = page.waitForResponse((r) => r.url().endsWith('/api/profile/logpage') && r.request().method() === 'POST', {
    timeout: PAGE_TIMEOUT_MS,
  });
  await page.goto(pathname, { timeout: PAGE_TIMEOUT_MS });
  return logged;
}

async function freshBrowserVisits(browser: Browser, seen: Seen): Promise<Response[]> {
  const context = await browser.newContext();
  try {
    const pages = await Promise.all(PAGES.map(() => context.newPage()));
    for (const page of pages) {
      page.on('console', (message) => {
        if (message.type() === 'error') seen.consoleErrors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => seen.consoleErrors.push(`${page.url()}: ${error.message}`));
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/') && response.status() >= 400) {
          seen.failedApiAnswers.push(`${response.request().method()} ${response.url()} → ${response.status()}`);
        }
      });
    }
    return await Promise.all(pages.map((page, i) => openAndLog(page, PAGES[i])));
  } finally {
    await context.close();
  }
}

test('twenty fresh browsers opening /contacts, /news and /home at once: every visit logged, no 4xx or 5xx, no console error', async ({
  browser,
}) => {
  test.setTimeout(PAGE_TIMEOUT_MS + 60_000);
  const seen: Seen = { failedApiAnswers: [], consoleErrors: [] };
  const logs = (await Promise.all(Array.from({ length: BROWSERS }, () => freshBrowserVisits(browser, seen)))).flat();

  expect(seen.failedApiAnswers).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
  expect(logs).toHaveLength(BROWSERS * PAGES.length);
  for (const log of logs) expect(log.status()).toBe(201);
});
