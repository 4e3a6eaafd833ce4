#!/usr/bin/env node
// @ts-check
/**
 * npm run bench:web — the first load of the web app on a mid-range phone on a slow connection.
 *
 * Starts the built portal (demo content, fresh SQLite DATA_DIR, production) on 127.0.0.1 and loads
 * /home, /news and a signed-in /resources in Chromium with the phone profile: 1.6 Mbps down,
 * 750 kbps up, 150 ms round trip, CPU slowed 4x (Chrome DevTools Protocol), 375 x 812 viewport.
 * Each page is loaded cold (new browser context, cache disabled) BENCH_WEB_RUNS times (3); the
 * median is reported: largest contentful paint, JavaScript bytes on the wire (encoded, as
 * transferred) and all bytes on the wire until the page settled. Written to bench/results/web.json.
 *
 * Each public page is measured in each language, at its own address (/home, /fr/home, /es/home: common's
 * language-paths.ts), since each language's page carries its own catalog and words.
 *
 * Targets: first-load JavaScript <= 150 KB on the wire and LCP <= 1.5 s on /home, /news and /contacts in
 * each language, and on the signed-in /resources. Then Lighthouse (bench/lighthouse.mjs) audits /home,
 * /news, a news item, /contacts, /notices and /records in each language against the portal's performance
 * budgets (BENCH_LIGHTHOUSE=false skips it; BENCH_LANGUAGES=en,es narrows the languages).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '../testkit/processes.mjs';
import { startPortal } from '../testkit/portal.mjs';
import { lighthouseAudits } from './lighthouse.mjs';
import { BENCH_DIR, prepareBench } from './portal.mjs';
import { createRequire } from 'node:module';

// Common's CommonJS build: its ESM one is for bundlers (extensionless imports).
const { LOCALES, localizedPath } = createRequire(import.meta.url)('@hearth/common');

const RUNS = Number(process.env.BENCH_WEB_RUNS || 3);
/** The phone profile: Lighthouse's "slow 4G"-like figures the issue measured with. */
export const PHONE = { downloadKbps: 1600, uploadKbps: 750, latencyMs: 150, cpuSlowdown: 4, viewport: { width: 375, height: 812 } };
const TARGETS = { firstLoadJsBytes: 150 * 1024, lcpMs: 1500 };
/** The languages measured: every one the portal speaks, unless BENCH_LANGUAGES names some. */
const ASKED = process.env.BENCH_LANGUAGES?.split(',');
const LANGUAGES = ASKED ? LOCALES.filter((l) => ASKED.includes(l)) : LOCALES;
/** A page's name in the results: the English one bare (as before), another language's with its tag. */
const pageName = (name, locale) => (locale === 'en' ? name : `${name} ${locale}`);
const PUBLIC_PAGES = ['home', 'news', 'contacts'];
const PAGES = [
  ...PUBLIC_PAGES.flatMap((name) =>
    LANGUAGES.map((locale) => ({ name: pageName(name, locale), path: localizedPath(`/${name}`, locale), signedIn: false })),
  ),
  // A signed-in page has one address; it is measured in the page's starting language.
  { name: 'resources', path: '/resources', signedIn: true },
];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const started = performance.now();
const log = (line) => console.log(`[bench:web ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** @type {Awaited<ReturnType<typeof prepareBench>> | undefined} */
let bench;

/** Signs in through the portal's login page (not measured) and leaves the page on /home. */
async function signIn(page, baseUrl, password) {
  // The server-rendered Login button works once the app has taken the page over.
  await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
  await page
    .getByRole('button', { name: 'Login', exact: true })
    .or(page.getByRole('link', { name: 'Login', exact: true }))
    .first()
    .click();
  await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
  await page.getByLabel('User Name', { exact: true }).fill('tenant');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth-callback'), { timeout: 30_000 });
  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('link', { name: 'Logout' }))
    .first()
    .waitFor({ timeout: 30_000 });
}

/** One cold, throttled load of `target`: LCP and bytes on the wire. */
async function measure(browser, baseUrl, target, password) {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    if (target.signedIn) await signIn(page, baseUrl, password);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: (PHONE.downloadKbps * 1000) / 8,
      uploadThroughput: (PHONE.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    const types = new Map();
    /** @type {{ js: number, total: number, requests: number, byType: Record<string, number>, scripts: string[] }} */
    const bytes = { js: 0, total: 0, requests: 0, byType: {}, scripts: [] };
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, { type: event.type, url: event.response.url }));
    cdp.on('Network.loadingFinished', (event) => {
      const { type = 'Other', url = '' } = types.get(event.requestId) ?? {};
      bytes.total += event.encodedDataLength;
      bytes.requests += 1;
      bytes.byType[type] = (bytes.byType[type] ?? 0) + event.encodedDataLength;
      if (type === 'Script') {
        bytes.js += event.encodedDataLength;
        bytes.scripts.push(`${new URL(url).pathname} ${event.encodedDataLength}`);
      }
    });
    await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'load', timeout: 60_000 });
    // Settled: no request for a while (the screen's API reads, lazy chunks, images).
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    // The last candidate the browser recorded (buffered entries of this document).
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            const element = /** @type {(PerformanceEntry & { element?: Element }) | undefined} */ (last)?.element;
            resolve({
              at: last?.startTime ?? 0,
              element: element
                ? `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('src') || '').trim().slice(0, 40)}"`
                : '',
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve({ at: 0, element: '' }), 2000);
        }),
    );
    const nav = await page.evaluate(() => {
      const n = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      return { ttfbMs: n.responseStart, domContentLoadedMs: n.domContentLoadedEventEnd, loadMs: n.loadEventEnd };
    });
    const title = await page.title();
    return {
      lcpMs: Math.round(lcp.at),
      lcpElement: lcp.element,
      jsBytes: bytes.js,
      totalBytes: bytes.total,
      requests: bytes.requests,
      bytesByType: bytes.byType,
      scripts: bytes.scripts,
      ...nav,
      title,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  bench = await prepareBench({ name: 'bench-web', log });
  const { workDir, defer, distDir } = bench;
  const password = `Bench-${crypto.randomBytes(9).toString('base64url')}1!`;
  const env = {
    DATA_DIR: workDir,
    NODE_ENV: 'production',
    DATABASE_CLIENT: 'sqlite',
    SEED_DEMO: 'true',
    DEMO_PASSWORD: password,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
  };
  const logFile = path.join(workDir, 'portal.log');
  log(`starting the portal (data dir ${workDir})`);
  const portal = await startPortal({ distDir, env, logFile });
  defer(() => portal.stop());
  log(`portal up at ${portal.url}`);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  defer(() => browser.close());
  // One unmeasured load: the server's caches (settings, news) are warm, as on a live portal.
  await measure(browser, portal.url, { path: '/home', signedIn: false }, password).catch(() => {});

  const pages = {};
  for (const target of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await measure(browser, portal.url, target, password);
      runs.push(run);
      log(
        `${target.path} run ${i + 1}: LCP ${run.lcpMs} ms (${run.lcpElement}), JS ${(run.jsBytes / 1024).toFixed(1)} KB, total ${(run.totalBytes / 1024).toFixed(1)} KB, "${run.title}"`,
      );
    }
    pages[target.name] = {
      path: target.path,
      signedIn: target.signedIn,
      lcpMs: median(runs.map((r) => r.lcpMs)),
      jsBytes: median(runs.map((r) => r.jsBytes)),
      totalBytes: median(runs.map((r) => r.totalBytes)),
      runs,
    };
  }
  const targets = {};
  const publicNames = PAGES.filter((p) => !p.signedIn).map((p) => p.name);
  for (const name of publicNames) {
    targets[`${name}.firstLoadJs`] = {
      limit: TARGETS.firstLoadJsBytes,
      value: pages[name].jsBytes,
      pass: pages[name].jsBytes <= TARGETS.firstLoadJsBytes,
    };
  }
  for (const name of [...publicNames, 'resources']) {
    targets[`${name}.lcp`] = { limit: TARGETS.lcpMs, value: pages[name].lcpMs, pass: pages[name].lcpMs <= TARGETS.lcpMs };
  }

  let lighthouse;
  if (process.env.BENCH_LIGHTHOUSE !== 'false') {
    const [newest] = await (await fetch(`${portal.url}/api/news/active`)).json();
    lighthouse = await lighthouseAudits({
      baseUrl: portal.url,
      paths: LANGUAGES.flatMap((locale) =>
        ['/home', '/news', `/news/${newest.id}`, '/contacts', '/notices', '/records'].map((p) => localizedPath(p, locale)),
      ),
      port: await freePort(),
      runs: Number(process.env.LIGHTHOUSE_RUNS || 1),
      chromiumPath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      chromiumArgs: CHROMIUM_ARGS,
      log,
    });
    for (const [pagePath, audit] of Object.entries(lighthouse)) {
      for (const [key, budget] of Object.entries(audit.budgets)) targets[`lighthouse ${pagePath} ${key}`] = budget;
    }
  }
  const result = { at: new Date().toISOString(), profile: PHONE, runs: RUNS, loadAverage: os.loadavg(), pages, lighthouse, targets };
  const out = path.join(BENCH_DIR, 'results', 'web.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

  console.log('\npage            LCP (ms)   JS on wire (KB)   total (KB)');
  for (const p of Object.values(pages)) {
    console.log(
      `${p.path.padEnd(16)}${String(p.lcpMs).padStart(8)}${(p.jsBytes / 1024).toFixed(1).padStart(18)}${(p.totalBytes / 1024).toFixed(1).padStart(13)}`,
    );
  }
  console.log('\ntargets:');
  for (const [name, t] of Object.entries(targets))
    console.log(
      `  ${name.padEnd(44)} ${String(t.value).padStart(8)} ${t.atMost === false ? '>=' : '<='} ${t.limit}  ${t.pass ? 'PASS' : 'FAIL'}`,
    );
  console.log(`\nwritten to ${path.relative(process.cwd(), out)}`);
}

try {
  await main();
} finally {
  await bench?.cleanup();
}
