/**
 * Builds what is missing, then starts one real portal (node scripts/start.mjs) for each Playwright
 * worker, each with the test kit's mailbox of its own, its own temporary DATA_DIR and SQLite database
 * with the demo content, and waits for them. A worker's journeys run one after the other on its
 * portal (playwright.config.ts picks it), so two workers never race on one portal's data.
 * Returns the teardown that stops them all and removes their data.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailbox } from '../../testkit/mailbox.mjs';
import { portIsFree, stopProcess, waitUntilUp } from '../../testkit/processes.mjs';
import type { FullConfig } from '@playwright/test';
import { portalSlotVariables, portalSlots } from './portal-slots';

const ROOT = path.resolve(__dirname, '..', '..');

const randomPassword = () => `E2e-${crypto.randomBytes(9).toString('base64url')}-7a`;

/** One portal and its mailbox, up and answering; answers how to stop both and remove the data. */
async function startPortal(slot: number, url: string): Promise<() => Promise<void>> {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hearth-e2e-${slot}-`));
  const mailDir = path.join(dataDir, 'caught-mail');
  const mailbox = await startMailbox({ dir: mailDir });
  process.env[portalSlotVariables.mailDir(slot)] = mailDir;
  process.env[portalSlotVariables.dataDir(slot)] = dataDir;

  const port = Number(new URL(url).port);
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is taken: set E2E_PORTAL_PORT to a free port.`);
  const logFile = path.join(dataDir, 'portal.log');
  const log = fs.openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    NODE_ENV: 'production',
    DATABASE_CLIENT: 'sqlite',
    SEED_DEMO: 'true',
    ...mailbox.env,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'info',
    // The e-mail change journey signs in again without waiting 10 minutes for the sign-in to age.
    RECENT_LOGIN_SECONDS: '5',
    // Every journey signs in from 127.0.0.1: the per-address limit against password spraying (50 in 15 minutes) would stop the suite.
    RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', log, log], detached: true });
  // scripts/start.mjs starts Strapi as a process of its own: stop the whole group.
  const stopPortal = () => stopProcess(child, { group: true, graceMs: 10_000 });

  try {
    await waitUntilUp(`${url}/_health`, child, logFile, 240_000);
  } catch (error) {
    await stopPortal();
    await mailbox.stop();
    throw error;
  }
  console.log(`[e2e] portal ${slot} up at ${url} in ${((Date.now() - started) / 1000).toFixed(1)} s (data: ${dataDir})`);

  return async () => {
    await stopPortal();
    await mailbox.stop();
    if (process.env.E2E_KEEP_DATA) console.log(`[e2e] kept ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

export default async function globalSetup(config: FullConfig) {
  process.env.DEMO_PASSWORD ||= randomPassword();
  process.env.ADMIN_EMAIL ||= 'e2e-admin@hearth.local';
  process.env.ADMIN_PASSWORD ||= randomPassword();
  if (process.env.E2E_START_PORTAL !== 'true') return undefined; // E2E_PORTAL_URL: someone else runs it

  const started = Date.now();
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('node scripts/build.mjs failed');
  console.log(`[e2e] build checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Side by side: each start mostly waits on its own database and seed.
  const starts = await Promise.allSettled(portalSlots(config.workers).map(({ slot, url }) => startPortal(slot, url)));
  const stops = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
  const failed = starts.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
