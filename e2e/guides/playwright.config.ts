/** The guides generator (`npm run guides -w e2e`): the journeys' settings and portal, generate.ts only. */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

export default defineConfig({
  ...base,
  testDir: __dirname,
  testMatch: 'generate.ts',
  globalSetup: path.join(__dirname, '..', 'support', 'global-setup.ts'),
  outputDir: path.join(__dirname, '..', 'test-results', 'guides'),
  retries: 0,
  // One file: one worker, so the global setup starts one portal.
  workers: 1,
  timeout: 240_000,
  // A control that never appears fails the step in seconds, not at the test's end.
  use: { ...base.use, actionTimeout: 20_000 },
});
