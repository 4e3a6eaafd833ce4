import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from '@playwright/test';
import { choosePortalAddresses, takeWorkersPortal } from './support/portal-slots';

const SUPPORT = pathToFileURL(path.resolve(__dirname, '..', 'testkit', 'processes.mjs')).href;

/** A port the OS says is free now (asked in a child process: the config is evaluated synchronously). */
const freePort = () =>
  execFileSync(process.execPath, [
    '--input-type=module',
    '-e',
    'const { freePort } = await import(process.argv[1]); process.stdout.write(String(await freePort()));',
    SUPPORT,
  ]).toString();

// The portals under test: one for each worker (support/portal-slots.ts), each started by the global
// setup on a random loopback port, unless E2E_PORTAL_URL points at one already running (then one
// worker, unless E2E_WORKERS says otherwise: its journeys would share that portal's data).
const WORKERS = Number(process.env.E2E_WORKERS || (process.env.E2E_PORTAL_URL || os.availableParallelism() < 2 ? 1 : 2));
if (process.env.E2E_PORTAL_URL) process.env.PORTAL_URL ||= process.env.E2E_PORTAL_URL.replace(/\/+$/, '');
else {
  choosePortalAddresses(WORKERS, freePort);
  process.env.E2E_START_PORTAL = 'true';
  takeWorkersPortal();
}

const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two on two cores: a worker's journeys have a portal of their own (support/portal-slots.ts).
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.PORTAL_URL,
    screenshot: 'only-on-failure',
    // Recording a trace slows every test; the retry of a failed test records one (retries: 1 in CI).
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 900 },
        launchOptions: {
          // Debian's chromium: browsers cannot be downloaded on these machines.
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
