/**
 * Boots a real portal (Strapi with everything of src/) on its own data folder and database,
 * listening on a free loopback port. No mocks: tests talk to it over HTTP.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import { freePort } from '../../../testkit/processes.mjs';
import { freshPostgresDatabase } from '../../../testkit/postgres.mjs';
import { startMailbox, type Mailbox } from '../../../testkit/mailbox.mjs';
import { databaseStore } from '../../src/api/file/store/database';
import { diskStore } from '../../src/api/file/store/disk';
import type { FileStore, StoredArea } from '../../src/api/file/store/types';

const CMS_DIR = path.resolve(__dirname, '..', '..');
// Strapi is loaded as CommonJS, the way it runs in production.
const { createStrapi } = createRequire(__filename)('@strapi/strapi') as typeof import('@strapi/strapi');

export interface TestPortal {
  strapi: Core.Strapi;
  url: string;
  dataDir: string;
  /** Where this portal keeps uploaded files: DATA_DIR, or the database (STORAGE, default database on PostgreSQL). */
  store: FileStore;
  /** A stored file's bytes, or null. */
  storedBytes(area: StoredArea, name: string): Promise<Buffer | null>;
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

/** The board roles a fresh portal seeds (cms/src/seed/essentials.ts), in their order. */
export const SEEDED_BOARD_ROLES = ['President', 'Vice-President', 'Treasurer', 'Secretary', 'Director at large', 'Social Committee Chair'];

/** What the stand-in web app's index.html says: a page load that got the web app contains it. */
export const WEB_SHELL_MARK = 'Hearth test shell';

export interface PortalOptions {
  /** The compiled portal to start, when not this run's own (the bench's plugin folder, say). */
  distDir?: string;
  /**
   * Serve a stand-in for the built web app (WEB_DIST_DIR in the data folder): an index.html
   * carrying WEB_SHELL_MARK, plus these files by path (true: index.html alone).
   */
  webShell?: true | Record<string, string | Uint8Array>;
}

function writeWebShell(dir: string, files: Record<string, string | Uint8Array>) {
  const shell = `<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div><!-- ${WEB_SHELL_MARK} --></body></html>`;
  for (const [name, content] of Object.entries({ 'index.html': shell, ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return { WEB_DIST_DIR: dir };
}

export async function startPortal(env: Record<string, string> = {}, options: PortalOptions = {}): Promise<TestPortal> {
  const distDir = options.distDir ?? process.env.HEARTH_TEST_DIST;
  if (!distDir) throw new Error('HEARTH_TEST_DIST is not set: run the tests through vitest.config.mts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-test-'));
  const web = options.webShell ? writeWebShell(path.join(dataDir, 'web'), options.webShell === true ? {} : options.webShell) : {};
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
    // stop() is strapi.destroy(): no proxy to tell, so no drain delay (graceful-stop.test.ts sets one).
    STOP_DRAIN_DELAY_MS: '0',
    ...web,
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

  const store =
    (settings.STORAGE ?? (settings.DATABASE_CLIENT === 'postgres' ? 'database' : 'disk')) === 'database'
      ? databaseStore(strapi.db.connection)
      : diskStore(dataDir);
  return {
    strapi,
    url,
    dataDir,
    store,
    async storedBytes(area, name) {
      if (!(await store.stat(area, name))) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of store.read(area, name)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
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
      const events = [
        'message',
        'disconnect',
        'error',
        'uncaughtException',
        'unhandledRejection',
        'exit',
        'beforeExit',
        'SIGTERM',
        'SIGINT',
      ] as const;
      const saved = events.map((event) => [event, process.listeners(event as 'message')] as const);
      try {
        await strapi.destroy();
      } finally {
        for (const [event, listeners] of saved) for (const listener of listeners) process.on(event as 'message', listener);
        // Restoring the listeners does not re-ref the IPC channel Node unref'd with them: do it, or the
        // idle worker may exit before vitest's next message ("Worker exited unexpectedly").
        (process as unknown as { channel?: { ref?: () => void } }).channel?.ref?.();
      }
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type MailedPortal = TestPortal & { mailbox: Mailbox };

/** A portal that sends its mail over real SMTP to a mailbox of its own; stop() stops both. */
export async function startPortalWithMail(env: Record<string, string> = {}): Promise<MailedPortal> {
  const mailbox = await startMailbox();
  const portal = await startPortal({ ...mailbox.env, ...env });
  return {
    ...portal,
    mailbox,
    async stop() {
      try {
        await portal.stop();
      } finally {
        await mailbox.stop();
        for (const name of Object.keys(mailbox.env)) delete process.env[name];
      }
    },
  };
}

/**
 * Waits for the outbox to send what was queued so far of a module's own e-mail (an account e-mail,
 * a receipt, a booking's; docs/architecture.md "Mail: one outbox"): rounds run until none of these
 * is waiting or being sent (a round already woken by the request is let finish first). Requests
 * never wait for SMTP.
 */
export async function sendQueuedMail(portal: TestPortal): Promise<void> {
  const outbox = portal.strapi.service('api::notice.notice');
  const due = async () =>
    Number(
      (
        await portal.strapi.db
          .connection('hearth_notice_outbox')
          .whereIn('status', ['pending', 'sending'])
          .whereIn('kind', outbox.ownMailKinds())
          .where('next_attempt_at', '<=', Date.now())
          .count({ n: '*' })
          .first()
      )?.n,
    );
  for (let round = 0; round < 100 && (await due()) > 0; round++) await outbox.runNow();
}
