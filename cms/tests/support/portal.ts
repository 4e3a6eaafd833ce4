/**
 * Boots a real portal (Strapi with everything of src/) on its own data folder and database,
 * listening on a free loopback port. No mocks: tests talk to it over HTTP.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';

const CMS_DIR = path.resolve(__dirname, '..', '..');
// Strapi is loaded as CommonJS, the way it runs in production.
const { createStrapi } = createRequire(__filename)('@strapi/strapi') as typeof import('@strapi/strapi');

export interface TestPortal {
  strapi: Core.Strapi;
  url: string;
  dataDir: string;
  /** fetch against the portal, with a JSON body and bearer token when given. */
  request(method: string, pathname: string, options?: RequestOptions): Promise<Response>;
  stop(): Promise<void>;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function freshPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `hearth_test_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        // FORCE ends our own leftover connections; a server process we may not signal (an
        // autovacuum worker, on a server whose test user is no superuser) is waited out instead.
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (error) {
            if (attempt >= 10) throw error;
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

export async function startPortal(env: Record<string, string> = {}): Promise<TestPortal> {
  const distDir = process.env.HEARTH_TEST_DIST;
  if (!distDir) throw new Error('HEARTH_TEST_DIST is not set: run the tests through vitest.config.mts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-test-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let dropDatabase = async () => {};

  const settings: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL || 'error',
    NODE_ENV: 'test',
    // Tests play the reverse proxy: X-Forwarded-For simulates distinct client addresses.
    TRUST_PROXY: 'true',
    ...env,
  };
  if (process.env.TEST_DATABASE_URL) {
    const db = await freshPostgresDatabase(process.env.TEST_DATABASE_URL);
    settings.DATABASE_CLIENT = 'postgres';
    settings.DATABASE_URL = db.url;
    dropDatabase = db.drop;
  } else {
    settings.DATABASE_CLIENT = 'sqlite';
  }
  Object.assign(process.env, settings);

  const strapi = await createStrapi({ appDir: CMS_DIR, distDir, autoReload: false, serveAdminPanel: false }).load();
  await new Promise<void>((resolve) => strapi.server.listen(port, '127.0.0.1', () => resolve()));

  return {
    strapi,
    url,
    dataDir,
    async request(method, pathname, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body = options.body;
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      }
      return fetch(url + pathname, { method, headers, body, redirect: 'manual' });
    },
    async stop() {
      // Strapi's destroy() removes every process listener, including the test worker's own.
      const events = ['message', 'disconnect', 'error', 'uncaughtException', 'unhandledRejection', 'exit', 'beforeExit', 'SIGTERM', 'SIGINT'] as const;
      const saved = events.map((event) => [event, process.listeners(event as 'message')] as const);
      await strapi.destroy();
      for (const [event, listeners] of saved) for (const listener of listeners) process.on(event as 'message', listener);
      // Restoring the listeners does not re-ref the IPC channel Node unref'd with them: do it, or the
      // idle worker may exit before vitest's next message ("Worker exited unexpectedly").
      (process as unknown as { channel?: { ref?: () => void } }).channel?.ref?.();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
