// npm run test:faults — fault injection against the built portal, 127.0.0.1 only, bounded loops.
//
//  sqlite    kill -9 under concurrent writes: acknowledged writes lost, seconds to restart
//  storage   a full (tmpfs) and a read-only documents folder, a full upload temp folder:
//            507 / 503 with the true message, never a 2xx for a partial file, nothing left behind
//            (needs `mount`, i.e. root; a clear skip line otherwise)
//  backup    backup of the running portal → restore into an empty folder → every document
//            byte-identical, the accounts sign in, a damaged archive and a non-empty target refused
//  postgres  (its own throwaway cluster; skipped when PostgreSQL is not installed)
//            two processes started together on an empty database, the database stopped 10 s
//            under load (503 + Retry-After, never 401 or driver text, seconds to recover),
//            kill -9 of the portal under concurrent writes
//
// Prints figures and a pass/fail line per check; writes everything as JSON
// (FAULTS_JSON_REPORT, default .tmp/faults-report.json) and exits non-zero on a failed check.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CMS, ROOT } from './lib.mjs';
import { backup, restore } from './backup.mjs';
import { serverDist, startPortal } from '../bench/portal.mjs';
import { freePort } from './test-support.mjs';
import { sharedStorageFaults } from './faults/shared-storage.mjs';

const PASSWORD = 'Fault-Test-9!pass';
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-faults-'));
const REPORT = path.resolve(process.env.FAULTS_JSON_REPORT || path.join(ROOT, '.tmp', 'faults-report.json'));
const results = { startedAt: new Date().toISOString(), checks: [], figures: {}, skipped: [] };
const log = (line) => console.log(`[faults] ${line}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const isRoot = process.getuid?.() === 0;
const mounts = [];
const cleanups = [];

function check(name, ok, detail = '') {
  results.checks.push({ name, ok: Boolean(ok), detail });
  console.log(`${ok ? '  ✔' : '  ✖'} ${name}${detail ? ` — ${detail}` : ''}`);
}
function skip(name, reason) {
  results.skipped.push({ name, reason });
  console.log(`  - skipped: ${name} (${reason})`);
}
const figure = (key, value) => {
  results.figures[key] = value;
};

// ------------------------------------------------------------------ portal processes

let dist;
async function portal(name, env, { timeoutMs = 240_000, port } = {}) {
  const dataDir = env.DATA_DIR;
  const started = Date.now();
  const p = await startPortal({
    distDir: dist.distDir,
    logFile: path.join(WORK, `${name}.log`),
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
      DATA_DIR: dataDir,
    },
  });
  cleanups.push(() => p.stop());
  return { ...p, name, dataDir, bootSeconds: (Date.now() - started) / 1000 };
}
/** Same port again after a kill, so tokens (issuer = PUBLIC_URL) stay valid. */
const startAt = (name, env, port) => portal(name, env, { port: Number(port) });

/** A browser's side of the portal's OpenID Connect flow: cookies, PKCE, the authorization request. */
function oidcSession(url) {
  const jar = new Map();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (response) => {
    for (const line of response.headers.getSetCookie?.() ?? []) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i).trim(), pair.slice(i + 1));
    }
  };
  const go = async (target, init = {}) => {
    const response = await fetch(new URL(target, url), {
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
      ...init,
      headers: { ...(init.headers ?? {}), cookie: cookieHeader() },
    });
    remember(response);
    return response;
  };
  const verifier = crypto.randomBytes(32).toString('base64url');
  const redirectUri = `${url}/auth-callback`;
  const authorizePath = `/oidc/auth?${new URLSearchParams({
    client_id: 'portal-web',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email api.read',
    resource: `${url}/api`,
    code_challenge: crypto.createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'faults',
    nonce: crypto.randomUUID(),
  })}`;
  const postLogin = (interactionPath, username, password) =>
    go(`${interactionPath}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }).toString(),
    });
  return { go, verifier, redirectUri, authorizePath, postLogin };
}

/** Signs in through the portal's own OpenID Connect flow (login form, PKCE) and returns the access token. */
async function signIn(url, username, password = PASSWORD) {
  const session = oidcSession(url);
  let response = await session.go(session.authorizePath);
  for (let hop = 0; hop < 12; hop++) {
    const location = response.headers.get('location');
    if (!location) return { status: response.status, token: null };
    if (location.startsWith(session.redirectUri)) {
      const code = new URL(location).searchParams.get('code');
      const token = await fetch(`${url}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: session.redirectUri,
          client_id: 'portal-web',
          code_verifier: session.verifier,
          resource: `${url}/api`,
        }),
      }).then((r) => r.json());
      return { status: 200, token: token.access_token ?? null };
    }
    response = await session.go(location);
    const pathname = new URL(location, url).pathname;
    if (response.status === 200 && /\/oidc\/interaction\/[\w-]+$/.test(pathname)) {
      response = await session.postLogin(pathname, username, password);
      if (response.status !== 303) return { status: response.status, token: null };
    }
  }
  return { status: 0, token: null };
}

/** The login page shown and its form ready to send (the interaction's path and cookies). */
async function openLoginPage(url) {
  const session = oidcSession(url);
  const first = await session.go(session.authorizePath);
  const interactionPath = new URL(first.headers.get('location'), url).pathname;
  await session.go(interactionPath);
  return { session, interactionPath };
}

async function call(url, method, pathname, { token, json, body, headers = {}, timeoutMs = 10_000 } = {}) {
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
    return { status: 0, text: String(error?.message ?? error), at: started, ms: Date.now() - started };
  }
}

const faq = (question) => ({ id: 0, question, answer: 'Written by the fault tests.', details: [{ sequence: 1, body: 'detail' }] });

/** Concurrent FAQ adds until stop() or `limit` writes; remembers every acknowledged question. */
function writeLoad(url, token, { concurrency = 6, limit = 2000, prefix }) {
  const acknowledged = new Set();
  const unanswered = [];
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
  return { acknowledged, unanswered, statuses, stop: async () => ((running = false), await done), sent: () => n };
}

async function storedQuestionList(url, token, prefix) {
  const r = await call(url, 'GET', '/api/faq', { token });
  if (r.status !== 200) throw new Error(`GET /api/faq answered ${r.status}: ${r.text.slice(0, 200)}`);
  return JSON.parse(r.text)
    .map((f) => f.question)
    .filter((q) => q.startsWith(prefix));
}
const storedQuestions = async (url, token, prefix) => new Set(await storedQuestionList(url, token, prefix));

async function killUnderWrites(label, p, env, token) {
  const port = new URL(p.url).port;
  const load = writeLoad(p.url, token, { prefix: `kill-${label}` });
  await sleep(3000);
  process.kill(p.pid, 'SIGKILL');
  const killedAt = Date.now();
  await load.stop();
  const restartStarted = Date.now();
  const again = await startAt(`${label}-restarted`, env, port);
  const restartSeconds = (Date.now() - restartStarted) / 1000;
  const stored = await storedQuestions(again.url, token, `kill-${label}`);
  const lost = [...load.acknowledged].filter((q) => !stored.has(q));
  const unacknowledgedStored = [...stored].filter((q) => !load.acknowledged.has(q)).length;
  // The client's side of a cut connection: send every unanswered write again with its key, once
  // a claim left by the killed process counts as abandoned (STALE_MS in cms/src/platform/idempotency.ts).
  await sleep(Math.max(0, killedAt + 21_000 - Date.now()));
  const retries = {};
  for (const { question, key } of load.unanswered) {
    const r = await call(again.url, 'POST', '/api/faq/add', { token, json: faq(question), headers: { 'Idempotency-Key': key } });
    retries[r.status] = (retries[r.status] ?? 0) + 1;
  }
  const afterRetries = await storedQuestionList(again.url, token, `kill-${label}`);
  const duplicates = afterRetries.length - new Set(afterRetries).size;
  const missingAfterRetries = load.unanswered.filter(({ question }) => !afterRetries.includes(question)).length;
  figure(`${label}.killUnderWrites`, {
    sent: load.sent(),
    acknowledged: load.acknowledged.size,
    lost: lost.length,
    storedWithoutAnswer: unacknowledgedStored,
    restartSeconds,
    statuses: load.statuses,
    retriedWithSameKey: retries,
    duplicatesAfterRetries: duplicates,
    missingAfterRetries,
  });
  log(
    `${label}: kill -9 after ${load.acknowledged.size} acknowledged writes: ${lost.length} lost, ${unacknowledgedStored} stored without an answer, restart ${restartSeconds.toFixed(1)} s`,
  );
  check(
    `${label}: kill -9 under concurrent writes loses no acknowledged write`,
    lost.length === 0 && load.acknowledged.size > 0,
    `${load.acknowledged.size} acknowledged, ${lost.length} lost`,
  );
  check(
    `${label}: unanswered writes retried with their Idempotency-Key are stored exactly once`,
    duplicates === 0 && missingAfterRetries === 0,
    `${load.unanswered.length} retried (${JSON.stringify(retries)}), ${duplicates} duplicates, ${missingAfterRetries} missing`,
  );
  return again;
}

// ------------------------------------------------------------------ storage

function tryMount(dir, sizeMb) {
  fs.mkdirSync(dir, { recursive: true });
  if (!isRoot) return 'not running as root';
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], { encoding: 'utf8' });
  if (r.status !== 0) return (r.stderr || r.error?.message || 'mount failed').trim().split('\n')[0];
  mounts.push(dir);
  return null;
}
function unmount(dir) {
  spawnSync('umount', ['-l', dir]);
  const i = mounts.indexOf(dir);
  if (i >= 0) mounts.splice(i, 1);
}

const pdf = (bytes, seed = 'x') => {
  const head = Buffer.from('%PDF-1.4\n');
  const filler = crypto.createHash('sha256').update(seed).digest();
  const out = Buffer.alloc(bytes);
  head.copy(out);
  for (let i = head.length; i < bytes; i += filler.length) filler.copy(out, i);
  return out;
};
async function upload(url, token, area, content, fileName, type = 'application/pdf') {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), fileName);
  return call(url, 'POST', `/api/file/${area}`, { token, body: form, timeoutMs: 30_000 });
}
const partialFiles = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.part')) : []);

async function storageFaults(p, token) {
  const community = path.join(p.dataDir, 'private', 'community');
  const why = tryMount(community, 4);
  if (why) {
    skip('storage: full and read-only documents folder', `cannot mount a small tmpfs: ${why}`);
    return;
  }
  try {
    // Full: 3 MB PDFs into 4 MB.
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await upload(p.url, token, 'community', pdf(3 * 1024 * 1024, `full-${i}`), `full-${i}.pdf`));
    const statuses = answers.map((a) => a.status);
    const stored = fs.readdirSync(community).filter((f) => !f.startsWith('.'));
    const complete = stored.every((f) => fs.statSync(path.join(community, f)).size === 3 * 1024 * 1024);
    const full = answers.filter((a) => a.status === 507);
    const fullMessageOk =
      full.length > 0 && full.every((a) => JSON.parse(a.text).error.message.startsWith('There is not enough storage space'));
    figure('storage.full', { statuses, storedFiles: stored.length, partialFiles: partialFiles(community).length });
    check(
      'storage full: uploads answer 507 with the storage message, never 2xx for a partial file',
      fullMessageOk && statuses.filter((s) => s === 200).length === stored.length && complete,
      `statuses ${statuses.join(',')}, ${stored.length} complete files`,
    );
    check('storage full: no partial file left behind', partialFiles(community).length === 0);
    const row = await call(p.url, 'POST', '/api/document/add', {
      token,
      json: { id: 0, docType: 'Document', title: 'Missing file', documentName: 'never-stored.pdf' },
    });
    check('a document row never points at a missing file', row.status === 400, `answered ${row.status}`);

    // Read-only.
    spawnSync('mount', ['-o', 'remount,ro', community]);
    const ro = await upload(p.url, token, 'community', pdf(100 * 1024, 'ro'), 'ro.pdf');
    figure('storage.readOnly', { status: ro.status, message: ro.text.slice(0, 200) });
    check(
      'read-only storage: 503 with a clear message',
      ro.status === 503 && /read-only or not writable/.test(ro.text),
      `answered ${ro.status}`,
    );
  } finally {
    unmount(community);
  }

  // Public pictures into a read-only folder: not the "only images" message.
  const news = path.join(p.dataDir, 'public', 'uploads', 'news');
  if (!tryMount(news, 1)) {
    try {
      spawnSync('mount', ['-o', 'remount,ro', news]);
      const image = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      const r = await upload(p.url, token, 'news', image, 'dot.png', 'image/png');
      check(
        'read-only picture folder: 503, not "Only gif, jpg or png images"',
        r.status === 503 && !/Only gif/.test(r.text),
        `answered ${r.status}`,
      );
    } finally {
      unmount(news);
    }
  }
}

/**
 * The upload temp folder full (the portal runs with TMPDIR on a 4 MB tmpfs): concurrent 3 MB
 * uploads overflow it while the request is parsed; an upload answered 2xx must be stored whole.
 */
async function tempFolderFull(p, token, tmpMounted) {
  if (!tmpMounted) {
    skip('storage: full upload temp folder', tmpMounted === false ? 'cannot mount a small tmpfs' : 'not mounted');
    return;
  }
  const size = 3 * 1024 * 1024;
  const answers = await Promise.all([0, 1, 2].map((i) => upload(p.url, token, 'newsletters', pdf(size, `tmp-${i}`), `tmp-${i}.pdf`)));
  const folder = path.join(p.dataDir, 'private', 'newsletter');
  const ok = answers.filter((a) => a.status === 200).map((a) => JSON.parse(a.text).fileNames[0]);
  const truncated = ok.filter((name) => fs.statSync(path.join(folder, name)).size !== size);
  const refusals = answers.filter((a) => a.status !== 200);
  const trueRefusals = refusals.every((a) => a.status === 507 && /not enough storage space/.test(a.text));
  figure('storage.tempFolderFull', { statuses: answers.map((a) => a.status), truncatedStored: truncated.length });
  check(
    'temp folder full: no 2xx for a truncated upload; refusals are 507',
    truncated.length === 0 && trueRefusals,
    `statuses ${answers.map((a) => a.status).join(',')}, ${truncated.length} truncated`,
  );
}

/** Evaluates `expression` (with `d`, the portal's SQLite database, open beside the running portal) in a child process. */
function sqlite(dataDir, expression) {
  const script = `const D=require(require.resolve('better-sqlite3',{paths:[${JSON.stringify(CMS)}]}));const d=new D(${JSON.stringify(path.join(dataDir, 'portal.db'))});d.pragma('busy_timeout=5000');console.log(JSON.stringify(${expression}))`;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  try {
    return JSON.parse(r.stdout.trim());
  } catch {
    return r.stderr.trim().split('\n')[0];
  }
}

/** Fills a mounted folder to its last byte; returns a function that frees it again. */
function fill(dir) {
  const file = path.join(dir, '.filler');
  const fd = fs.openSync(file, 'w');
  for (const size of [1024 * 1024, 4096, 64]) {
    const chunk = Buffer.alloc(size, 1);
    try {
      for (;;) fs.writeSync(fd, chunk);
    } catch (error) {
      if (error.code !== 'ENOSPC') throw error;
    }
  }
  fs.closeSync(fd);
  return () => fs.rmSync(file, { force: true });
}

/** The SQLite database's own disk full: 503 "temporarily unavailable" (API and login page), never a 500; back once freed. */
async function sqliteDiskFull(p, token, mounted) {
  if (!mounted) {
    skip('SQLite disk full', 'the data folder is not on a small tmpfs (mounting not permitted)');
    return;
  }
  // The WAL file's spare room would take a few writes first: start from a truncated WAL, as after a checkpoint.
  sqlite(p.dataDir, "d.pragma('wal_checkpoint(TRUNCATE)')");
  const free = fill(p.dataDir);
  const answers = [];
  let login;
  try {
    for (let i = 0; i < 40; i++) {
      answers.push(await call(p.url, 'POST', '/api/faq/add', { token, json: { ...faq(`disk-full-${i}`), answer: 'x'.repeat(4000) } }));
    }
    const session = oidcSession(p.url);
    const r = await session.go(session.authorizePath);
    login = { status: r.status, text: await r.text() };
  } finally {
    free();
  }
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const refused = answers.filter((a) => a.status !== 200);
  const trueAnswers = refused.every(
    (a) => a.status === 503 && a.text.includes('temporarily unavailable') && !/SQLITE|database or disk/i.test(a.text),
  );
  figure('sqlite.diskFull', { statuses, loginPage: login.status });
  check(
    'SQLite disk full: writes answer 503 "temporarily unavailable", no 500, no driver text',
    refused.length > 0 && trueAnswers,
    JSON.stringify(statuses),
  );
  check(
    'SQLite disk full: the login page is not "oops"',
    [303, 503].includes(login.status) && !/oops/i.test(login.text),
    `answered ${login.status}`,
  );
  const after = await call(p.url, 'POST', '/api/faq/add', { token, json: faq('disk-freed') });
  check('SQLite disk freed: writes work again', after.status === 200, `answered ${after.status}`);
}

// ------------------------------------------------------------------ backup and restore

async function backupRestore(p, token, env) {
  // Documents to carry over: two PDFs through the API.
  const originals = {};
  for (let i = 0; i < 2; i++) {
    const content = pdf(200 * 1024 + i, `backup-${i}`);
    const r = await upload(p.url, token, 'community', content, `backup-${i}.pdf`);
    if (r.status === 200) {
      const name = JSON.parse(r.text).fileNames[0];
      await call(p.url, 'POST', '/api/document/add', {
        token,
        json: { id: 0, docType: 'Document', title: `Backup ${i}`, documentName: name },
      });
    }
  }
  for (const area of ['community', 'newsletter', 'minutes']) {
    const dir = path.join(p.dataDir, 'private', area);
    for (const f of fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => !n.startsWith('.')) : []) {
      originals[`${area}/${f}`] = crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(dir, f)))
        .digest('hex');
    }
  }
  // A backup while writes go on.
  const load = writeLoad(p.url, token, { prefix: 'during-backup', concurrency: 2, limit: 400 });
  const started = Date.now();
  const made = await backup(path.join(WORK, 'backups'), { ...process.env, ...env, DATA_DIR: p.dataDir, DATABASE_CLIENT: 'sqlite' });
  const backupSeconds = (Date.now() - started) / 1000;
  await load.stop();
  figure('backup.sqlite', { seconds: backupSeconds, bytes: made.bytes, files: made.documents });
  log(
    `backup: ${made.archive} (${(made.bytes / 1024 / 1024).toFixed(1)} MB, ${made.documents} files) in ${backupSeconds.toFixed(1)} s under writes`,
  );

  // Refusals: damaged, foreign, non-empty target.
  const restoredDir = path.join(WORK, 'restored');
  const refused = async (archive, target, pattern, name) => {
    let message = '';
    try {
      await restore(archive, { ...process.env, DATA_DIR: target, DATABASE_CLIENT: 'sqlite', INIT_CWD: WORK });
    } catch (error) {
      message = error.message;
    }
    const untouched = !fs.existsSync(path.join(target, 'portal.db')) || target === p.dataDir;
    check(name, pattern.test(message) && !message.includes('\n') && untouched, message || 'it was not refused');
  };
  const damaged = path.join(WORK, 'damaged.tar.gz');
  const bytes = fs.readFileSync(made.archive);
  bytes[Math.floor(bytes.length / 2)] ^= 0xff;
  fs.writeFileSync(damaged, bytes);
  await refused(
    damaged,
    path.join(WORK, 'target-damaged'),
    /damaged|not a Hearth backup/,
    'restore refuses a damaged archive in one line, nothing restored',
  );
  const foreign = path.join(WORK, 'foreign.tar.gz');
  fs.mkdirSync(path.join(WORK, 'foreign'), { recursive: true });
  fs.writeFileSync(path.join(WORK, 'foreign', 'hello.txt'), 'hi');
  execFileSync('tar', ['-czf', foreign, '-C', path.join(WORK, 'foreign'), '.']);
  await refused(foreign, path.join(WORK, 'target-foreign'), /not a Hearth backup/, 'restore refuses a foreign archive in one line');
  await refused(made.archive, p.dataDir, /not empty/, 'restore refuses a non-empty target (the running portal untouched)');

  const r = await restore(made.archive, { ...process.env, DATA_DIR: restoredDir, DATABASE_CLIENT: 'sqlite', INIT_CWD: WORK });
  log(`restore: ${r.documents} files into ${restoredDir}`);
  const q = await portal('sqlite-restored', { ...env, DATA_DIR: restoredDir });
  try {
    let identical = 0;
    const different = [];
    const session = await signIn(q.url, 'owner');
    for (const [key, digest] of Object.entries(originals)) {
      const [area, fileName] = key.split('/');
      const d = await fetch(`${q.url}/api/file/download?area=${area}&fileName=${encodeURIComponent(fileName)}`, {
        headers: { authorization: `Bearer ${session.token}` },
      });
      const got = crypto
        .createHash('sha256')
        .update(Buffer.from(await d.arrayBuffer()))
        .digest('hex');
      if (d.status === 200 && got === digest) identical++;
      else different.push(`${key} (${d.status})`);
    }
    figure('restore.sqlite', { documents: Object.keys(originals).length, identical });
    check(
      'backup → restore: every document byte-identical',
      different.length === 0 && identical > 0,
      `${identical}/${Object.keys(originals).length}${different.length ? `; differ: ${different.slice(0, 3).join(', ')}` : ''}`,
    );
    const accounts = ['admin', 'director', 'owner', 'tenant', 'propmgr'];
    const signedIn = [];
    for (const username of accounts) if ((await signIn(q.url, username)).token) signedIn.push(username);
    check('backup → restore: every account signs in', signedIn.length === accounts.length, `${signedIn.length}/${accounts.length}`);
  } finally {
    await q.stop();
  }
}

// ------------------------------------------------------------------ PostgreSQL

function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1), 'bin') : null;
}

async function startCluster() {
  const bin = findPgBin();
  if (!bin) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-faults-pg-'));
  const port = await freePort();
  const asPg = (cmd, args, opts = {}) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe', ...opts })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe', ...opts });
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
}

async function postgresFaults() {
  const cluster = await startCluster();
  if (!cluster) {
    skip('PostgreSQL faults', 'PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb)');
    return;
  }
  const env = { DATABASE_CLIENT: 'postgres', DATABASE_URL: cluster.url, DATABASE_POOL_MAX: '10', DATABASE_CONNECTION_TIMEOUT: '5000' };

  // Two processes started together on the empty database.
  const started = Date.now();
  const [portA, portB] = [await freePort(), await freePort()];
  const both = await Promise.allSettled([
    portal('pg-a', { ...env, DATA_DIR: path.join(WORK, 'pg-a') }, { port: portA }),
    portal('pg-b', { ...env, DATA_DIR: path.join(WORK, 'pg-b') }, { port: portB }),
  ]);
  const up = both.filter((b) => b.status === 'fulfilled').map((b) => b.value);
  figure('postgres.concurrentFirstStart', { processes: 2, up: up.length, seconds: (Date.now() - started) / 1000 });
  check(
    'PostgreSQL: two processes started together on an empty database both come up',
    up.length === 2,
    both
      .filter((b) => b.status === 'rejected')
      .map((b) => String(b.reason?.message).split('\n')[0])
      .join('; '),
  );
  if (!up.length) return;
  const [a, b] = up;
  if (b) await sharedStorageFaults({ a, b, env, distDir: dist.distDir, signIn, call, upload, pdf, check, figure });
  if (b) {
    // Same secrets folder is not shared: tokens are signed with the database's key, so both accept them.
    await b.stop();
  }
  const session = await signIn(a.url, 'director');
  const owner = await signIn(a.url, 'owner');
  if (!session.token || !owner.token) {
    check('PostgreSQL: demo accounts sign in', false, `director ${session.status}, owner ${owner.status}`);
    return;
  }

  // The database stopped for 10 s under load.
  const samples = [];
  let running = true;
  const requests = [
    () => call(a.url, 'GET', '/api/profile', { token: owner.token, timeoutMs: 8000 }),
    () => call(a.url, 'GET', '/api/news/active', { timeoutMs: 8000 }),
    () => call(a.url, 'GET', '/api/faq', { token: session.token, timeoutMs: 8000 }),
    () => call(a.url, 'POST', '/api/faq/add', { token: session.token, json: faq(`outage-${crypto.randomUUID()}`), timeoutMs: 8000 }),
  ];
  const loader = async (i) => {
    while (running) {
      const kind = i % requests.length;
      const r = await requests[kind]();
      samples.push({
        kind,
        status: r.status,
        at: r.at,
        end: r.at + r.ms,
        retryAfter: r.headers?.get('retry-after'),
        leak: /ECONN|select |insert |the database system|pg_|knex/i.test(r.text),
      });
      await sleep(50);
    }
  };
  const loaders = Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(loader));
  const loginForm = await openLoginPage(a.url);
  await sleep(2000);
  const stoppedAt = Date.now();
  cluster.stop('fast');
  await sleep(2000);
  // The login page while the database is away: the same "temporarily unavailable" text, not "oops".
  const fresh = oidcSession(a.url);
  const loginPages = [await fresh.go(fresh.authorizePath), await loginForm.session.postLogin(loginForm.interactionPath, 'owner', PASSWORD)];
  const loginTexts = await Promise.all(loginPages.map(async (r) => ({ status: r.status, text: await r.text() })));
  figure(
    'postgres.loginPageWhileDown',
    loginTexts.map((r) => r.status),
  );
  check(
    'PostgreSQL down: the login page answers 503 "temporarily unavailable", never "oops"',
    loginTexts.every(
      (r) =>
        r.status === 503 &&
        r.text.includes('The portal is temporarily unavailable, please try again in a moment.') &&
        !/oops/i.test(r.text),
    ),
    loginTexts.map((r) => r.status).join(', '),
  );
  await sleep(8000);
  cluster.start();
  const backAt = Date.now();
  await sleep(6000);
  running = false;
  await loaders;
  const during = samples.filter((s) => s.at >= stoppedAt);
  const failures = during.filter((s) => s.status !== 200);
  const unauthorized = during.filter((s) => s.status === 401).length;
  const withoutRetry = during.filter((s) => s.status === 503 && s.retryAfter !== '2').length;
  const other = during.filter((s) => ![200, 503].includes(s.status)).length;
  const leaks = during.filter((s) => s.leak).length;
  const lastFailureEnd = Math.max(backAt, ...failures.filter((s) => s.at >= backAt - 1000).map((s) => s.end));
  const recoverSeconds = (lastFailureEnd - backAt) / 1000;
  const firstWrite = during.filter((s) => s.kind === 3 && s.status === 200 && s.at >= backAt).map((s) => s.end);
  const firstWriteSeconds = firstWrite.length ? (Math.min(...firstWrite) - backAt) / 1000 : null;
  const cachedServed = during.filter((s) => s.kind === 1 && s.status === 200 && s.at < backAt).length;
  figure('postgres.stopped10s', {
    requests: during.length,
    failed: failures.length,
    status503: failures.filter((s) => s.status === 503).length,
    unauthorized,
    other,
    leaks,
    withoutRetryAfter: withoutRetry,
    cachedPublicReadsServedWhileDown: cachedServed,
    secondsToRecover: recoverSeconds,
    secondsToFirstWrite: firstWriteSeconds,
  });
  log(
    `PostgreSQL stopped 10 s: ${during.length} requests, ${failures.length} failed (${unauthorized} × 401, ${other} other than 503), ${leaks} with driver text, last failure ${recoverSeconds.toFixed(2)} s and first write ${firstWriteSeconds?.toFixed(2)} s after it returned`,
  );
  check('PostgreSQL down: signed-in calls answer 503, never 401', unauthorized === 0 && failures.length > 0, `${unauthorized} × 401`);
  check(
    'PostgreSQL down: only 503 with Retry-After, no driver text',
    other === 0 && leaks === 0 && withoutRetry === 0,
    `${other} other statuses, ${leaks} leaks, ${withoutRetry} without Retry-After`,
  );
  check('PostgreSQL down: cached public reads keep answering', cachedServed > 0, `${cachedServed} served`);
  check(
    'PostgreSQL back: everything answers within 2 s',
    recoverSeconds <= 2 && firstWriteSeconds !== null && firstWriteSeconds <= 2,
    `last failure ${recoverSeconds.toFixed(2)} s, first write ${firstWriteSeconds?.toFixed(2)} s`,
  );

  // kill -9 of the portal under concurrent writes.
  const again = await killUnderWrites('postgres', a, { ...env, DATA_DIR: a.dataDir }, session.token);
  await again.stop();

  // backup of PostgreSQL → restore into another empty database.
  try {
    const made = await backup(path.join(WORK, 'backups-pg'), { ...process.env, ...env, DATA_DIR: a.dataDir });
    const target = {
      ...process.env,
      ...env,
      DATABASE_URL: cluster.url.replace(/\/hearth$/, '/hearth_restore'),
      DATA_DIR: path.join(WORK, 'pg-restored'),
      INIT_CWD: WORK,
    };
    await restore(made.archive, target);
    let refusedMessage = '';
    await restore(made.archive, { ...target, DATA_DIR: path.join(WORK, 'pg-restored-2') }).catch((e) => (refusedMessage = e.message));
    check(
      'PostgreSQL: backup → restore into an empty database; a non-empty database is refused',
      /not empty/.test(refusedMessage),
      refusedMessage,
    );
    figure('backup.postgres', { bytes: made.bytes, files: made.documents });
  } catch (error) {
    check('PostgreSQL: backup → restore', false, error.message);
  }
}

// ------------------------------------------------------------------ main

const started = Date.now();
try {
  dist = await serverDist(log);
  cleanups.push(() => dist.cleanup());
  log(`work folder ${WORK}`);

  // SQLite: writes under kill -9, storage faults, backup and restore.
  const sqliteEnv = { DATABASE_CLIENT: 'sqlite' };
  const port = await freePort();
  // Uploads are parsed into TMPDIR: a 4 MB tmpfs, so it can be filled (when mounting is allowed).
  const tmp = path.join(WORK, 'tmp');
  const tmpWhy = tryMount(tmp, 4);
  if (tmpWhy) log(`upload temp folder not on a small tmpfs (${tmpWhy})`);
  const dataWhy = tryMount(path.join(WORK, 'sqlite'), 96); // the data folder on a tmpfs too, to fill it
  let p = await startAt('sqlite', { ...sqliteEnv, DATA_DIR: path.join(WORK, 'sqlite'), TMPDIR: tmp }, port);
  figure('sqlite.bootSeconds', p.bootSeconds);
  const director = await signIn(p.url, 'director');
  check('the demo director signs in (OpenID Connect code flow)', Boolean(director.token), `status ${director.status}`);
  if (director.token) {
    p = await killUnderWrites('sqlite', p, { ...sqliteEnv, DATA_DIR: p.dataDir, TMPDIR: tmp }, director.token);
    const integrity = sqlite(p.dataDir, "d.pragma('integrity_check',{simple:true})");
    check('sqlite: integrity check clean after kill -9', integrity === 'ok', integrity);
    await tempFolderFull(p, director.token, tmpWhy ? false : true);
    await storageFaults(p, director.token);
    await sqliteDiskFull(p, director.token, !dataWhy);
    await backupRestore(p, director.token, sqliteEnv);
  }
  await p.stop();

  await postgresFaults();
} catch (error) {
  check(
    'fault tests ran to the end',
    false,
    String(error?.stack ?? error)
      .split('\n')
      .slice(0, 3)
      .join(' | '),
  );
} finally {
  for (const dir of [...mounts]) unmount(dir);
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch(() => undefined);
}

results.seconds = (Date.now() - started) / 1000;
results.passed = results.checks.filter((c) => c.ok).length;
results.failed = results.checks.filter((c) => !c.ok).length;
fs.mkdirSync(path.dirname(REPORT), { recursive: true });
fs.writeFileSync(REPORT, JSON.stringify(results, null, 2));
if (!results.failed) fs.rmSync(WORK, { recursive: true, force: true });
else log(`logs kept in ${WORK}`);
console.log(`\n[faults] figures: ${JSON.stringify(results.figures)}`);
console.log(`[faults] report: ${REPORT}`);
console.log(`${results.passed} passed, ${results.failed} failed, ${results.skipped.length} skipped (${results.seconds.toFixed(0)} s)`);
process.exit(results.failed ? 1 : 0);
