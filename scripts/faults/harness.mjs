// @ts-check
/**
 * The fault suite's harness (npm run test:faults): the reporter, the runner, portal processes,
 * small tmpfs mounts, a write-load generator and a throwaway PostgreSQL cluster. 127.0.0.1 only,
 * every loop bounded.
 *
 * A scenario file (scripts/faults/<name>.mjs) exports `scenarios`, a list of
 *
 *   { name: string, sqlite?: true, run(h: Harness): Promise<void> }
 *
 * run in the order scripts/test-faults.mjs lists them. A scenario reports through `h.check(name,
 * ok, detail)` (one pass/fail line each), `h.figure(key, value)` (measured figures) and
 * `h.skip(name, reason)` (a clear line when the machine cannot do it, e.g. no root for `mount`).
 * Whatever it starts it hands to `h.cleanups` (portals started with `h.portal()` are already
 * there). A scenario that throws fails one check and the next one runs. Scenarios on SQLite
 * (`sqlite: true`) share one portal, `h.sqlite()`: started on first use on a tmpfs data folder
 * (when mounting is allowed), with the demo accounts; a scenario that restarts it puts the new
 * one in `portal`. It is stopped after the last scenario that says `sqlite: true`.
 *
 * The report: a line per check, the figures as JSON (FAULTS_JSON_REPORT, default
 * .tmp/faults-report.json), exit code 1 on a failed check.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Browser, signIn as providerSignIn } from '../../testkit/oidc.mjs';
import { serverDist, startPortal } from '../../testkit/portal.mjs';
import { freePort } from '../../testkit/processes.mjs';
import { CMS, ROOT } from '../lib.mjs';

/** The demo accounts' password in every portal the suite starts (SEED_DEMO). */
export const PASSWORD = 'Fault-Test-9!pass';
export const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));
const isRoot = process.getuid?.() === 0;

/**
 * @typedef {object} Scenario
 * @property {string} name
 * @property {true} [sqlite] it uses the shared SQLite portal (h.sqlite())
 * @property {(h: Harness) => Promise<void>} run
 */

/**
 * @typedef {object} Portal a portal process the suite started
 * @property {string} url
 * @property {number} pid
 * @property {() => Promise<void>} stop
 * @property {string} name
 * @property {string} dataDir
 * @property {string} distDir the compiled portal it runs
 * @property {number} bootSeconds
 */

/**
 * @typedef {object} SharedSqlite the SQLite portal the SQLite scenarios share
 * @property {Portal} portal the running one (a scenario that restarts it puts the new one here)
 * @property {Record<string, string>} env what it was started with (DATA_DIR and TMPDIR included)
 * @property {string | null} token the demo director's access token
 * @property {boolean} tmpMounted the upload temp folder is a 4 MB tmpfs
 * @property {boolean} dataMounted the data folder is a 96 MB tmpfs
 */

/**
 * @typedef {object} Answer what `call` got back (status 0: no answer, `text` says why)
 * @property {number} status
 * @property {string} text
 * @property {Headers} [headers]
 * @property {number} at
 * @property {number} ms
 */

/**
 * One HTTP call with a timeout; never throws.
 * @param {string} url
 * @param {string} method
 * @param {string} pathname
 * @param {{ token?: string | null, json?: unknown, body?: BodyInit, headers?: Record<string, string>, timeoutMs?: number }} [options]
 * @returns {Promise<Answer>}
 */
export async function call(url, method, pathname, { token, json, body, headers = {}, timeoutMs = 10_000 } = {}) {
  /** @type {Record<string, string>} */
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (json !== undefined) h['content-type'] = 'application/json';
  const started = Date.now();
  try {
    const response = await fetch(url + pathname, {
      method,
      headers: h,
      body: json !== undefined ? JSON.stringify(json) : body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, text, headers: response.headers, at: started, ms: Date.now() - started };
  } catch (error) {
    return { status: 0, text: String(/** @type {Error} */ (error)?.message ?? error), at: started, ms: Date.now() - started };
  }
}

/**
 * Signs in through the portal's own OpenID Connect flow (login form, PKCE), as a browser does.
 * @param {string} url
 * @param {string} username
 * @returns {Promise<{ status: number, token: string | null }>}
 */
export async function signIn(url, username, password = PASSWORD) {
  try {
    return { status: 200, token: (await providerSignIn(new Browser({ url }), username, password)).access_token };
  } catch (error) {
    return { status: Number(/answered (\d+)/.exec(String(/** @type {Error} */ (error)?.message))?.[1] ?? 0), token: null };
  }
}

/** An FAQ as the admin screens send it. @param {string} question */
export const faq = (question) => ({ id: 0, question, answer: 'Written by the fault tests.', details: [{ sequence: 1, body: 'detail' }] });

/**
 * Concurrent FAQ adds until stop() or `limit` writes; remembers every acknowledged question, and
 * the unanswered ones with their Idempotency-Key (to send again).
 * @param {string} url
 * @param {string} token
 * @param {{ concurrency?: number, limit?: number, prefix: string }} options
 */
export function writeLoad(url, token, { concurrency = 6, limit = 2000, prefix }) {
  /** @type {Set<string>} */
  const acknowledged = new Set();
  /** @type {{ question: string, key: string }[]} */
  const unanswered = [];
  /** @type {Record<number, number>} */
  const statuses = {};
  let n = 0;
  let running = true;
  const worker = async () => {
    while (running && n < limit) {
      const question = `${prefix}-${n++}`;
      const key = `fault-${crypto.randomUUID()}`;
      const r = await call(url, 'POST', '/api/faq/add', {
        token,
        json: faq(question),
        headers: { 'Idempotency-Key': key },
        timeoutMs: 5000,
      });
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      if (r.status === 200) acknowledged.add(question);
      if (r.status === 0) {
        unanswered.push({ question, key });
        await sleep(100);
      }
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, worker));
  return {
    acknowledged,
    unanswered,
    statuses,
    stop: async () => {
      running = false;
      await done;
    },
    sent: () => n,
  };
}

/**
 * The stored FAQ questions that start with `prefix`, in the order the API lists them.
 * @param {string} url
 * @param {string} token
 * @param {string} prefix
 * @returns {Promise<string[]>}
 */
export async function storedQuestionList(url, token, prefix) {
  const r = await call(url, 'GET', '/api/faq', { token });
  if (r.status !== 200) throw new Error(`GET /api/faq answered ${r.status}: ${r.text.slice(0, 200)}`);
  return JSON.parse(r.text)
    .map((/** @type {{ question: string }} */ f) => f.question)
    .filter((/** @type {string} */ q) => q.startsWith(prefix));
}

/**
 * An upload through the API as the admin screens send it.
 * @param {string} url
 * @param {string} token
 * @param {string} area
 * @param {Buffer} content
 * @param {string} fileName
 */
export async function upload(url, token, area, content, fileName, type = 'application/pdf') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), fileName);
  return call(url, 'POST', `/api/file/${area}`, { token, body: form, timeoutMs: 30_000 });
}

/**
 * Evaluates `expression` (with `d`, the portal's SQLite database, open beside the running portal) in a child process.
 * @param {string} dataDir
 * @param {string} expression
 */
export function sqlite(dataDir, expression) {
  const script = `const D=require(require.resolve('better-sqlite3',{paths:[${JSON.stringify(CMS)}]}));const d=new D(${JSON.stringify(path.join(dataDir, 'portal.db'))});d.pragma('busy_timeout=5000');console.log(JSON.stringify(${expression}))`;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  try {
    return JSON.parse(r.stdout.trim());
  } catch {
    return r.stderr.trim().split('\n')[0];
  }
}

/**
 * Fills a mounted folder to its last byte; returns a function that frees it again.
 * @param {string} dir
 */
export function fill(dir) {
  const file = path.join(dir, '.filler');
  const fd = fs.openSync(file, 'w');
  for (const size of [1024 * 1024, 4096, 64]) {
    const chunk = Buffer.alloc(size, 1);
    try {
      for (;;) fs.writeSync(fd, chunk);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOSPC') throw error;
    }
  }
  fs.closeSync(fd);
  return () => fs.rmSync(file, { force: true });
}

/** The newest PostgreSQL server binaries installed (Debian's layout), or null. */
function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, /** @type {string} */ (versions.at(-1)), 'bin') : null;
}

/** @typedef {ReturnType<typeof createHarness>} Harness */

/** The harness of one run: its work folder, report, cleanups, mounts and shared SQLite portal. */
function createHarness() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-faults-'));
  /** @type {{ startedAt: string, checks: { name: string, ok: boolean, detail: string }[], figures: Record<string, unknown>, skipped: { name: string, reason: string }[], seconds?: number, passed?: number, failed?: number }} */
  const results = { startedAt: new Date().toISOString(), checks: [], figures: {}, skipped: [] };
  /** @type {(() => unknown)[]} */
  const cleanups = [];
  /** @type {string[]} */
  const mounts = [];
  /** @type {Promise<import('../../testkit/portal.mjs').ServerDist> | undefined} */
  let dist;
  /** @type {Promise<SharedSqlite> | undefined} */
  let shared;

  const h = {
    work,
    results,
    cleanups,
    mounts,
    log: (/** @type {string} */ line) => console.log(`[faults] ${line}`),
    /** @param {string} name @param {unknown} ok */
    check(name, ok, detail = '') {
      results.checks.push({ name, ok: Boolean(ok), detail });
      console.log(`${ok ? '  ✔' : '  ✖'} ${name}${detail ? ` — ${detail}` : ''}`);
    },
    /** @param {string} name @param {string} reason */
    skip(name, reason) {
      results.skipped.push({ name, reason });
      console.log(`  - skipped: ${name} (${reason})`);
    },
    /** @param {string} key @param {unknown} value */
    figure(key, value) {
      results.figures[key] = value;
    },

    /**
     * Starts the built portal (demo content, production mode, SQLite unless `env` says otherwise).
     * @param {string} name its log file's name in the work folder
     * @param {Record<string, string>} env DATA_DIR at least
     * @param {{ timeoutMs?: number, port?: number }} [options] `port`: the same port again after a
     *   kill, so tokens (issuer = PUBLIC_URL) stay valid
     * @returns {Promise<Portal>}
     */
    async portal(name, env, { timeoutMs = 240_000, port } = {}) {
      // One compile for every portal, those started side by side included.
      dist ??= serverDist(h.log).then((d) => (cleanups.push(d.cleanup), d));
      const { distDir } = await dist;
      const started = Date.now();
      const p = await startPortal({
        distDir,
        logFile: path.join(work, `${name}.log`),
        timeoutMs,
        port,
        env: {
          NODE_ENV: 'production',
          SEED_DEMO: 'true',
          DEMO_PASSWORD: PASSWORD,
          LOG_LEVEL: 'warn',
          PUBLIC_CACHE_CHECK_MS: '250',
          DATABASE_CLIENT: 'sqlite',
          ...env,
        },
      });
      cleanups.push(() => p.stop());
      return { ...p, name, dataDir: env.DATA_DIR, distDir, bootSeconds: (Date.now() - started) / 1000 };
    },

    /**
     * A tmpfs of `sizeMb` on `dir` (root only): null when mounted, else why not.
     * @param {string} dir
     * @param {number} sizeMb
     */
    tryMount(dir, sizeMb) {
      fs.mkdirSync(dir, { recursive: true });
      if (!isRoot) return 'not running as root';
      const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], { encoding: 'utf8' });
      if (r.status !== 0) return (r.stderr || r.error?.message || 'mount failed').trim().split('\n')[0];
      mounts.push(dir);
      return null;
    },
    /** @param {string} dir */
    remountReadOnly(dir) {
      spawnSync('mount', ['-o', 'remount,ro', dir]);
    },
    /** @param {string} dir */
    unmount(dir) {
      spawnSync('umount', ['-l', dir]);
      const i = mounts.indexOf(dir);
      if (i >= 0) mounts.splice(i, 1);
    },

    /**
     * The SQLite portal the SQLite scenarios share, started on first use: uploads are parsed into
     * a 4 MB tmpfs TMPDIR and the data folder is a 96 MB tmpfs (when mounting is allowed), so
     * both can be filled.
     * @returns {Promise<SharedSqlite>}
     */
    sqlite() {
      shared ??= (async () => {
        const tmp = path.join(work, 'tmp');
        const tmpWhy = h.tryMount(tmp, 4);
        if (tmpWhy) h.log(`upload temp folder not on a small tmpfs (${tmpWhy})`);
        const dataDir = path.join(work, 'sqlite');
        const dataWhy = h.tryMount(dataDir, 96);
        const env = { DATABASE_CLIENT: 'sqlite', DATA_DIR: dataDir, TMPDIR: tmp };
        const portal = await h.portal('sqlite', env, { port: await freePort() });
        h.figure('sqlite.bootSeconds', portal.bootSeconds);
        const director = await signIn(portal.url, 'director');
        h.check('the demo director signs in (OpenID Connect code flow)', Boolean(director.token), `status ${director.status}`);
        return { portal, env, token: director.token, tmpMounted: !tmpWhy, dataMounted: !dataWhy };
      })();
      return shared;
    },
    /** Stops the shared SQLite portal (if it was started), so later scenarios have the cores. */
    async stopSqlite() {
      if (shared) await (await shared).portal.stop();
    },

    /**
     * A throwaway PostgreSQL cluster on a free port (role `hearth`, databases `hearth` and
     * `hearth_restore`), removed at the end; null when PostgreSQL is not installed.
     */
    async postgresCluster() {
      const bin = findPgBin();
      if (!bin) return null;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-faults-pg-'));
      const port = await freePort();
      const asPg = (/** @type {string} */ cmd, /** @type {string[]} */ args) =>
        isRoot
          ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
          : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
      if (isRoot) execFileSync('chown', ['postgres:', dir]);
      asPg('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth-local=peer', '--auth-host=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
      const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=on -c max_connections=100`;
      const start = () => asPg('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/server.log`, '-w', '-t', '60', 'start', '-o', options]);
      const stop = (mode = 'fast') => asPg('pg_ctl', ['-D', `${dir}/data`, '-m', mode, '-w', 'stop']);
      start();
      asPg('psql', [
        '-q',
        '-h',
        dir,
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-c',
        'CREATE ROLE hearth LOGIN CREATEDB',
        '-c',
        'CREATE DATABASE hearth OWNER hearth',
        '-c',
        'CREATE DATABASE hearth_restore OWNER hearth',
      ]);
      cleanups.push(() => {
        try {
          stop('immediate');
        } catch {
          // already stopped
        }
        fs.rmSync(dir, { recursive: true, force: true });
      });
      return { url: `postgres://hearth@127.0.0.1:${port}/hearth`, start, stop };
    },
  };
  return h;
}

/**
 * Runs the scenarios in order, then the cleanups; writes the report and exits (1 on a failed check).
 * @param {Scenario[]} scenarios
 */
export async function runScenarios(scenarios) {
  const h = createHarness();
  const started = Date.now();
  h.log(`work folder ${h.work}`);
  const lastOnSqlite = scenarios.findLastIndex((s) => s.sqlite);
  try {
    for (const [i, scenario] of scenarios.entries()) {
      try {
        await scenario.run(h);
        if (i === lastOnSqlite) await h.stopSqlite();
      } catch (error) {
        h.check(
          `${scenario.name}: ran to the end`,
          false,
          String(/** @type {Error} */ (error)?.stack ?? error)
            .split('\n')
            .slice(0, 3)
            .join(' | '),
        );
      }
    }
  } finally {
    for (const dir of [...h.mounts]) h.unmount(dir);
    for (const cleanup of h.cleanups.reverse())
      await Promise.resolve()
        .then(cleanup)
        .catch(() => undefined);
  }
  const { results } = h;
  const report = path.resolve(process.env.FAULTS_JSON_REPORT || path.join(ROOT, '.tmp', 'faults-report.json'));
  results.seconds = (Date.now() - started) / 1000;
  results.passed = results.checks.filter((c) => c.ok).length;
  results.failed = results.checks.filter((c) => !c.ok).length;
  fs.mkdirSync(path.dirname(report), { recursive: true });
  fs.writeFileSync(report, JSON.stringify(results, null, 2));
  if (!results.failed) fs.rmSync(h.work, { recursive: true, force: true });
  else h.log(`logs kept in ${h.work}`);
  console.log(`\n[faults] figures: ${JSON.stringify(results.figures)}`);
  console.log(`[faults] report: ${report}`);
  console.log(`${results.passed} passed, ${results.failed} failed, ${results.skipped.length} skipped (${results.seconds.toFixed(0)} s)`);
  process.exit(results.failed ? 1 : 0);
}
