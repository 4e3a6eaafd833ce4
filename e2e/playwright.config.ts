import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from '@playwright/test';

const SUPPORT = pathToFileURL(path.resolve(__dirname, '..', 'testkit', 'processes.mjs')).href;

/** A port the OS says is free now (asked in a child process: the config is evaluated synchronously). */
const freePort = () =>
  execFileSync(process.execPath, [
    '--input-type=module',
    '-e',
    'const { freePort } = await import(process.argv[1]); process.stdout.write(String(await freePort()));',
    SUPPORT,
  ]).toString();

// The portal under test: started by the global setup on a random loopback port, unless
// E2E_PORTAL_URL points at one already running. The choice is made here, in the runner's
// process, and passed through the environment so every worker sees the same one.
if (!process.env.PORTAL_URL) {
  if (process.env.E2E_PORTAL_URL) process.env.PORTAL_URL = process.env.E2E_PORTAL_URL.replace(/\/+$/, '');
  else {
    process.env.E2E_PORTAL_PORT ||= freePort();
    process.env.PORTAL_URL = `http://127.0.0.1:${process.env.E2E_PORTAL_PORT}`;
    process.env.E2E_START_PORTAL = 'true';
  }
}

const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One portal shared by every journey: one worker keeps journeys from racing on its data.
  workers: Number(process.env.E2E_WORKERS || 1),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.PORTAL_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
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
