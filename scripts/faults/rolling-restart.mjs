// @ts-check
// Fault test: two portals on one PostgreSQL database behind the real proxy, as docker-compose.two.yml
// runs them (docs/requirements.md §12): its settings are read and mirrored as processes, and the
// proxy is HAProxy itself — the version compose pins, Debian's package here — run with the very
// file compose mounts (deploy/haproxy.cfg), only its addresses given through the environment.
//  - three rolling restarts (SIGTERM A, start A again, then B) under 30 keep-alive loops (30%
//    writes, 40% signed-in reads, 30% public reads): 0 failed requests, every acknowledged write
//    in the database exactly once, /_ready 503 before the listener closes, exit code 0;
//  - SIGKILL of one portal under the same load: only writes in flight at the kill fail (reads are
//    sent again, writes never), every acknowledged write stored once;
//  - a stand-in upstream that reads a request and drops the connection: a write reaches it once,
//    a read at most `retries` + 1 times;
//  - /_ready follows the database: 503 while it refuses connections, 200 again when it is back.
// 127.0.0.1 only; every loop is bounded.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';
import { freshPostgresDatabase } from '../../testkit/postgres.mjs';
import { freePort } from '../../testkit/processes.mjs';
import { ROOT } from '../lib.mjs';
import { signIn } from './harness.mjs';

const { Messages } = createRequire(import.meta.url)('@hearth/common');
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const LOOPS = 30;
const ROUNDS = 3;
const REPLICAS = ['portal-a', 'portal-b'];
const PROXY_CONFIG = path.join(ROOT, 'deploy', 'haproxy.cfg');

// ------------------------------------------------------------------ the compose file and proxy configuration, read

/** `${NAME:-default}` → default, `${NAME:?message}` and `${NAME}` → the test's value of NAME. */
function interpolate(value, given) {
  return String(value).replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name, kind, rest) =>
    name in given ? given[name] : kind === '-' ? rest : '',
  );
}

/** HAProxy durations (500ms, 1s, 2s) in milliseconds. */
const durationMs = (/** @type {string} */ text) => {
  const match = /^(\d+)(ms|s)?$/.exec(text);
  if (!match) throw new Error(`not a duration: ${text}`);
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
};

function readDeployment() {
  const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.two.yml'), 'utf8'));
  const lines = fs
    .readFileSync(PROXY_CONFIG, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
  const directive = (/** @type {string} */ name) => lines.find((line) => line.startsWith(`${name} `))?.slice(name.length + 1);
  const defaultServer = directive('default-server') ?? '';
  const word = (/** @type {string} */ name) => new RegExp(`\\b${name} (\\S+)`).exec(defaultServer)?.[1];
  return {
    compose,
    proxy: {
      servers: lines.filter((line) => line.startsWith('server ')).map((line) => line.split(/\s+/)[1]),
      healthCheck: directive('option httpchk'),
      checks: defaultServer.split(/\s+/).includes('check'),
      interMs: durationMs(word('inter') ?? '2s'),
      fastinterMs: durationMs(word('fastinter') ?? word('inter') ?? '2s'),
      fall: Number(word('fall') ?? 3),
      checkTimeoutMs: durationMs(directive('timeout check') ?? '2s'),
      serverClose: lines.includes('option http-server-close'),
      retries: Number(directive('retries') ?? 3),
      retryOn: directive('retry-on') ?? 'conn-failure',
      writesNotRetried: directive('http-request disable-l7-retry') === 'unless METH_GET || METH_HEAD',
    },
  };
}

/** The installed HAProxy's version ("2.6.12"), or null. */
function haproxyVersion() {
  try {
    return /HAProxy version (\d+\.\d+\.\d+)/.exec(execFileSync('haproxy', ['-v'], { encoding: 'utf8' }))?.[1] ?? null;
  } catch {
    return null;
  }
}

function checkDeployment({ compose, proxy }, check, version) {
  const services = compose.services ?? {};
  const replicas = REPLICAS.map((name) => services[name]);
  const drainDelayMs = Number(replicas[0]?.environment?.STOP_DRAIN_DELAY_MS ?? 2000);
  const namedVolumes = (service) => (service?.volumes ?? []).map((v) => String(v).split(':')[0]);
  const shared = namedVolumes(replicas[0]).filter((volume) => namedVolumes(replicas[1]).includes(volume));
  check(
    'compose for two: PostgreSQL, two portal replicas with no volume in common, a reverse proxy',
    Boolean(services.db && replicas.every(Boolean) && services.proxy) && shared.length === 0,
    shared.length ? `shared: ${shared.join(', ')}` : '',
  );
  check(
    'compose for two: both replicas on PostgreSQL with STORAGE=database, backups in the mounted volume, the same settings',
    replicas.every((r) => r?.environment?.STORAGE === 'database' && r?.environment?.DATABASE_CLIENT === 'postgres') &&
      JSON.stringify(replicas[0]?.environment) === JSON.stringify(replicas[1]?.environment) &&
      (replicas[0]?.volumes ?? []).includes(`portal-backups:${replicas[0]?.environment?.BACKUP_DIR}`),
  );
  const image = String(services.proxy?.image ?? '');
  const mounted = (services.proxy?.volumes ?? []).some((v) => String(v).startsWith('./deploy/haproxy.cfg:'));
  check(
    "compose for two: the proxy is the HAProxy version this test runs, with this test's configuration file",
    version !== null && image === `haproxy:${version}` && mounted,
    `compose ${image}, installed ${version ?? 'none (apt-get install haproxy)'}`,
  );
  check(
    'the proxy sends to both replicas, checks /_ready, a new connection per request, never sends a write again',
    REPLICAS.every((name) => proxy.servers.includes(name)) &&
      proxy.healthCheck === 'GET /_ready' &&
      proxy.checks &&
      proxy.serverClose &&
      proxy.writesNotRetried,
    JSON.stringify(proxy),
  );
  // However slowly a stopping portal answers, the proxy has taken it out before the listener closes.
  const takenOutMs = proxy.interMs + (proxy.fall - 1) * proxy.fastinterMs + proxy.checkTimeoutMs;
  check(
    "compose for two: a stopping portal's drain delay outlasts the proxy's failed checks that take it out",
    drainDelayMs > takenOutMs,
    `STOP_DRAIN_DELAY_MS ${drainDelayMs} ms; checks every ${proxy.interMs} ms, then every ${proxy.fastinterMs} ms, ${proxy.fall} to fail, ${proxy.checkTimeoutMs} ms timeout: ${takenOutMs} ms`,
  );
}

// ------------------------------------------------------------------ the proxy: HAProxy with deploy/haproxy.cfg

/**
 * HAProxy on 127.0.0.1:`port` (else a free one) with deploy/haproxy.cfg, its two servers at these addresses.
 * @param {string} logFile
 * @param {[string, string]} servers
 * @param {number} [fixedPort]
 */
async function startHaproxy(logFile, servers, fixedPort) {
  const port = fixedPort ?? (await freePort());
  const out = fs.openSync(logFile, 'a');
  const child = spawn('haproxy', ['-db', '-f', PROXY_CONFIG], {
    env: { ...process.env, PROXY_BIND: `127.0.0.1:${port}`, PORTAL_A: servers[0], PORTAL_B: servers[1] },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`haproxy did not start: ${fs.readFileSync(logFile, 'utf8').split('\n').slice(-5).join(' | ')}`);
    await sleep(100);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

// ------------------------------------------------------------------ load and probes

const faq = (question) => ({ id: 0, question, answer: 'Written by the rolling restart test.', details: [{ sequence: 1, body: 'detail' }] });

/**
 * LOOPS keep-alive loops: 3 in 10 write a FAQ (remembered when acknowledged), 4 read as a signed-in
 * owner, 3 read public content. Every request is recorded with when it was sent and answered.
 */
function mixedLoad(url, { director, owner }, prefix) {
  /** @type {string[]} */
  const acknowledged = [];
  /** @type {{ call: string, write: boolean, status: number | string, sentAt: number, answeredAt: number }[]} */
  const failures = [];
  let requests = 0;
  let running = true;
  const send = async (method, pathname, token, json) => {
    const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json ? { 'content-type': 'application/json' } : {}) };
    try {
      const response = await fetch(url + pathname, {
        method,
        headers,
        body: json ? JSON.stringify(json) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      return `${error.cause?.code ?? error.name}`;
    }
  };
  const worker = async (i) => {
    for (let n = 0; running; n++) {
      requests++;
      const kind = i % 10;
      const sentAt = Date.now();
      if (kind < 3) {
        const question = `${prefix}-${i}-${n}`;
        const status = await send('POST', '/api/faq/add', director, faq(question));
        if (status === 200) acknowledged.push(question);
        else failures.push({ call: 'POST /api/faq/add', write: true, status, sentAt, answeredAt: Date.now() });
      } else {
        const [pathname, token] =
          kind < 7
            ? [
                ['/api/profile', owner],
                ['/api/faq', owner],
              ][kind % 2]
            : [['/api/news/active'], ['/api/settings']][kind % 2];
        const status = await send('GET', pathname, token);
        if (status !== 200) failures.push({ call: `GET ${pathname}`, write: false, status, sentAt, answeredAt: Date.now() });
      }
      await sleep(20);
    }
  };
  const done = Promise.all(Array.from({ length: LOOPS }, (_, i) => worker(i)));
  return {
    acknowledged,
    failures,
    requests: () => requests,
    /** The counts so far, to tell one stretch of the run from another. */
    mark: () => ({ requests, failures: failures.length, acknowledged: acknowledged.length }),
    stop: async () => ((running = false), await done),
  };
}

/** How many times each acknowledged write is stored (0: lost, 2+: applied twice). */
async function storedCounts(databaseUrl, prefix) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT question, count(*)::int AS n FROM faqs WHERE question LIKE $1 GROUP BY question', [
      `${prefix}-%`,
    ]);
    return new Map(rows.map((r) => [r.question, r.n]));
  } finally {
    await client.end();
  }
}

/** GET /_ready straight to one portal, every 20 ms on a new connection, until the connection is refused. */
function readinessProbe(port) {
  const seen = [];
  const once = () =>
    new Promise((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/_ready', agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.once('error', (error) => resolve(/** @type {NodeJS.ErrnoException} */ (error).code));
      request.setTimeout(3000, () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    });
  const done = (async () => {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const answer = await once();
      seen.push({ at: Date.now(), answer });
      if (answer === 'ECONNREFUSED') return;
      await sleep(20);
    }
  })();
  return { seen, done };
}

/** How many times each answer came: { 200: 41, 503: 180, ECONNREFUSED: 1 }. */
const tally = (answers) => answers.reduce((counts, a) => ({ ...counts, [a]: (counts[a] ?? 0) + 1 }), {});

async function waitReady(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/_ready`, { signal: AbortSignal.timeout(3000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return true;
    await sleep(250);
  }
  return false;
}

/** The database refuses connections (and drops those open) for a moment: both portals' /_ready say so, then recover. */
async function readinessFollowsDatabase(clusterUrl, name, portals, check) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  let away;
  try {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    away = await Promise.all(
      portals.map((p) =>
        fetch(`${p.url}/_ready`, { signal: AbortSignal.timeout(5000) }).then(
          async (r) => ({ status: r.status, reason: (await r.json()).reason }),
          (error) => ({ status: 0, reason: error.message }),
        ),
      ),
    );
  } finally {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await admin.end();
  }
  const back = await Promise.all(portals.map((p) => waitReady(p.url, 30_000)));
  check(
    '/_ready follows the database: 503 "cannot reach its database" while it refuses connections, 200 again once it accepts them',
    away.every((a) => a.status === 503 && a.reason === Messages.notReadyDatabase) && back.every(Boolean),
    away.map((a) => `${a.status} ${a.reason}`).join(', '),
  );
}

/**
 * Two stand-in upstreams that answer /_ready 200 and drop the connection after reading any other
 * request, behind HAProxy with deploy/haproxy.cfg: how often a write and a read reach them.
 */
async function droppedConnections(workDir, proxy) {
  /** @type {string[]} */
  const seen = [];
  const servers = await Promise.all(
    [0, 1].map(
      () =>
        /** @type {Promise<net.Server>} */ (
          new Promise((resolve) => {
            const server = net.createServer((socket) => {
              socket.on('error', () => undefined);
              let head = '';
              socket.on('data', (chunk) => {
                head += chunk;
                if (!head.includes('\r\n\r\n')) return;
                const line = head.split('\r\n')[0];
                if (line.startsWith('GET /_ready')) socket.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
                else {
                  seen.push(line);
                  socket.destroy();
                }
              });
            });
            server.listen(0, '127.0.0.1', () => resolve(server));
          })
        ),
    ),
  );
  const addresses = /** @type {[string, string]} */ (servers.map((s) => `127.0.0.1:${/** @type {net.AddressInfo} */ (s.address()).port}`));
  const haproxy = await startHaproxy(path.join(workDir, 'haproxy-dropping.log'), addresses);
  try {
    await sleep(proxy.interMs * 2 + 500); // both checked up
    /** @param {string} method */
    const once = async (method) => {
      seen.length = 0;
      const status = await new Promise((resolve) => {
        const body = method === 'POST' ? JSON.stringify(faq('dropped')) : undefined;
        const request = http.request(
          `${haproxy.url}/api/faq${method === 'POST' ? '/add' : ''}`,
          { method, agent: false, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} },
          (response) => (response.resume(), resolve(response.statusCode)),
        );
        request.once('error', (error) => resolve(/** @type {NodeJS.ErrnoException} */ (error).code));
        request.end(body);
      });
      await sleep(200);
      return { status, received: seen.length };
    };
    return { write: await once('POST'), read: await once('GET') };
  } finally {
    await haproxy.stop();
    for (const server of servers) server.close();
  }
}

/**
 * README's backup and restore steps for docker-compose.two.yml, its settings mirrored as processes:
 * `npm run backup` in portal-a (BACKUP_DIR, the mounted volume), `createdb <name>_restored`, the
 * restore with PORTAL_DATABASE naming it (the compose file's DATABASE_URL) into a fresh data folder
 * (the `run` container's), a portal started on them; then the same restore again is refused.
 */
async function readmeBackupAndRestore({ clusterUrl, database, prefix, composedUrl, envOf, workDir, portal, check, figure }) {
  const { backup, restore } = await import('../backup.mjs');
  const made = await backup(undefined, envOf('portal-a'));
  const inBackupDir = path.dirname(made.archive) === envOf('portal-a').BACKUP_DIR;
  const name = `${database.name}_restored`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`); // README: docker compose exec db createdb -U hearth hearth_restored
  await admin.end();
  try {
    // The compose file's DATABASE_URL with PORTAL_DATABASE set, on this machine's cluster.
    const url = new URL(composedUrl({ PORTAL_DATABASE: name }));
    const cluster = new URL(clusterUrl);
    Object.assign(url, { host: cluster.host, username: cluster.username, password: cluster.password });
    const env = { ...envOf('portal-a'), DATABASE_URL: url.toString(), DATA_DIR: path.join(workDir, 'compose-restored'), INIT_CWD: workDir };
    await restore(made.archive, env);
    const [before, after] = await Promise.all([storedCounts(database.url, prefix), storedCounts(env.DATABASE_URL, prefix)]);
    const same = before.size === after.size && [...before].every(([q, n]) => after.get(q) === n);
    // On its own address (PUBLIC_URL is the proxy's, where the other portals answer).
    const restored = await portal('restored', Object.fromEntries(Object.entries(env).filter(([key]) => key !== 'PUBLIC_URL')), {});
    const ready = await waitReady(restored.url);
    const director = await signIn(restored.url, 'director');
    await restored.stop();
    let refusal = '';
    await restore(made.archive, { ...env, DATA_DIR: path.join(workDir, 'compose-restored-again') }).catch((e) => (refusal = e.message));
    figure('postgres.readmeRestore', { archiveBytes: made.bytes, faqs: after.size, ready, signedIn: Boolean(director.token) });
    check(
      "README's compose backup and restore: the backup in BACKUP_DIR, restored into a new database and a fresh folder, every row back, the portal serves it",
      inBackupDir && url.pathname === `/${name}` && same && after.size > 0 && ready && Boolean(director.token),
      `${made.archive}; ${after.size} FAQs of ${before.size}; ready ${ready}; director ${director.status}`,
    );
    check(
      'the same restore into the now used database is refused in one line with the commands to use instead',
      /is not empty .* `createdb .*_restored_restored` then `DATABASE_URL=\S+ npm run restore /.test(refusal) && !refusal.includes('\n'),
      refusal,
    );
  } finally {
    const cleanup = new pg.Client({ connectionString: clusterUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await cleanup.end();
  }
}

// ------------------------------------------------------------------ the test

/**
 * `clusterUrl`: a PostgreSQL server whose user may create databases; `portal(name, env, { port })`
 * starts a built portal process ({ url, pid, exited }); `signIn(url, user)` → { token }.
 */
async function rollingRestart({ clusterUrl, workDir, portal, signIn, check, figure, log }) {
  const deployment = readDeployment();
  const version = haproxyVersion();
  checkDeployment(deployment, check, version);
  if (!version) return;

  const dropped = await droppedConnections(workDir, deployment.proxy);
  figure('proxy.droppedConnections', dropped);
  check(
    'a portal that drops the connection after reading: a write reaches it once and fails (502), a read at most retries + 1 times',
    dropped.write.received === 1 &&
      dropped.write.status === 502 &&
      dropped.read.received >= 1 &&
      dropped.read.received <= deployment.proxy.retries + 1 &&
      dropped.read.status === 502,
    `write: ${dropped.write.received} time(s), ${dropped.write.status}; read: ${dropped.read.received} time(s), ${dropped.read.status}`,
  );

  const database = await freshPostgresDatabase(clusterUrl, 'hearth_rolling');
  const ports = { 'portal-a': await freePort(), 'portal-b': await freePort() };
  const running = new Map();
  /** @type {Awaited<ReturnType<typeof startHaproxy>> | undefined} */
  let proxy;
  try {
    const proxyPort = await freePort();
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    // The replicas' settings as compose gives them, with this machine's database, addresses and secrets.
    const secrets = Object.fromEntries(
      ['API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'].map((name) => [
        name,
        crypto.randomBytes(24).toString('base64'),
      ]),
    );
    const given = { ...secrets, APP_KEYS: `${crypto.randomBytes(16).toString('base64')},${crypto.randomBytes(16).toString('base64')}` };
    const composed = Object.fromEntries(
      Object.entries(deployment.compose.services['portal-a'].environment).map(([name, value]) => [name, interpolate(value, given)]),
    );
    const envOf = (name) => ({
      ...composed,
      DATABASE_URL: database.url,
      PUBLIC_URL: publicUrl,
      SMTP_HOST: '', // no mail catcher here: mail goes to files
      DATA_DIR: path.join(workDir, `rolling-${name}`), // each its own: nothing shared but the database
      BACKUP_DIR: path.join(workDir, 'backups'),
      DEMO_PASSWORD: 'Fault-Test-9!pass',
    });
    const started = await Promise.all(REPLICAS.map((name) => portal(`rolling-${name}`, envOf(name), { port: ports[name] })));
    REPLICAS.forEach((name, i) => running.set(name, started[i]));
    await Promise.all(started.map((p) => waitReady(p.url)));
    check(
      'compose for two: with all six secrets set, no portal writes a secrets.json',
      REPLICAS.every((name) => !fs.existsSync(path.join(envOf(name).DATA_DIR, 'secrets.json'))),
    );
    // HAProxy on the port PUBLIC_URL names (tokens carry it as their issuer).
    const proxyLog = path.join(workDir, 'haproxy.log');
    proxy = await startHaproxy(proxyLog, [`127.0.0.1:${ports['portal-a']}`, `127.0.0.1:${ports['portal-b']}`], proxyPort);
    await sleep(deployment.proxy.interMs * 2 + 500);

    const director = await signIn(proxy.url, 'director');
    const owner = await signIn(proxy.url, 'owner');
    if (!director.token || !owner.token) {
      check('rolling restart: the demo accounts sign in through the proxy', false, `director ${director.status}, owner ${owner.status}`);
      return;
    }
    const prefix = `rolling-${crypto.randomBytes(3).toString('hex')}`;
    const load = mixedLoad(proxy.url, { director: director.token, owner: owner.token }, prefix);
    await sleep(3000);

    const drainDelayMs = Number(composed.STOP_DRAIN_DELAY_MS ?? 2000);
    const stops = [];
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const before = load.mark();
      for (const name of REPLICAS) {
        const p = running.get(name);
        const probe = readinessProbe(ports[name]);
        await sleep(100);
        const signalledAt = Date.now();
        process.kill(p.pid, 'SIGTERM');
        const exit = await p.exited;
        const stoppedSeconds = (Date.now() - signalledAt) / 1000;
        await probe.done;
        const after = probe.seen.filter((s) => s.at >= signalledAt);
        const first503 = after.find((s) => s.answer === 503);
        const refusedIndex = after.findIndex((s) => s.answer === 'ECONNREFUSED');
        // A probe that connected as the listener closed, still in the kernel's accept queue, is reset by
        // the closing itself (no process can answer it): a reset right before the refusals, after the
        // drain delay, marks the closing; any other reset, or a 200 after the first 503, is wrong.
        const closingIndex =
          refusedIndex > 0 &&
          after[refusedIndex - 1].answer === 'ECONNRESET' &&
          first503 &&
          after[refusedIndex - 1].at - first503.at >= drainDelayMs - 1000
            ? refusedIndex - 1
            : refusedIndex;
        const refused = closingIndex >= 0 ? after[closingIndex] : undefined;
        const beforeClosing = after.slice(0, closingIndex >= 0 ? closingIndex : after.length);
        const wrongAnswers = beforeClosing.filter(
          (s) => !(s.answer === 503 || s.answer === 'TIMEOUT' || (s.answer === 200 && (!first503 || s.at < first503.at))),
        );
        const restartedAt = Date.now();
        const again = await portal(`rolling-${name}-${round}`, envOf(name), { port: ports[name] });
        running.set(name, again);
        const ready = await waitReady(again.url);
        const restartSeconds = (Date.now() - restartedAt) / 1000;
        stops.push({
          round,
          name,
          exit,
          stoppedSeconds,
          readyAnswered503BeforeClosingMs: first503 && refused ? refused.at - first503.at : null,
          // A probe the loaded machine did not answer in time (TIMEOUT) is no wrong answer; a reset connection is.
          otherAnswersBeforeClosing: wrongAnswers.length,
          answers: tally(after.map((s) => s.answer)),
          closedBy: refused?.answer ?? null,
          restartSeconds,
          ready,
        });
        log(
          `round ${round}, ${name}: SIGTERM → exit ${exit.code ?? exit.signal} in ${stoppedSeconds.toFixed(1)} s; up again in ${restartSeconds.toFixed(1)} s`,
        );
        // The proxy takes it back after two passed checks; a moment of load on both before the next stop.
        await sleep(deployment.proxy.interMs * 2 + 2000);
      }
      const now = load.mark();
      rounds.push({
        round,
        requests: now.requests - before.requests,
        failed: now.failures - before.failures,
        acknowledgedWrites: now.acknowledged - before.acknowledged,
      });
    }
    await load.stop();
    const counts = await storedCounts(database.url, prefix);
    const lost = load.acknowledged.filter((q) => !counts.has(q));
    const twice = [...counts.values()].filter((n) => n > 1).length;

    figure('postgres.rollingRestart', {
      loops: LOOPS,
      requests: load.requests(),
      failed: load.failures.length,
      acknowledgedWrites: load.acknowledged.length,
      lostWrites: lost.length,
      writesStoredTwice: twice,
      rounds,
      stops,
    });
    const failureKinds = [...new Set(load.failures.map((f) => `${f.call} → ${f.status}`))].slice(0, 5).join('; ');
    check(
      `${ROUNDS} rolling restarts under ${LOOPS} keep-alive loops through HAProxy: 0 failed requests`,
      load.failures.length === 0 && rounds.every((r) => r.requests > 0),
      `${rounds.map((r) => `round ${r.round}: ${r.requests} requests, ${r.failed} failed, ${r.acknowledgedWrites} acknowledged writes`).join('; ')}${failureKinds ? ` (${failureKinds})` : ''}`,
    );
    check(
      'rolling restart: every acknowledged write is in the database exactly once',
      lost.length === 0 && twice === 0 && load.acknowledged.length > 0,
      `${load.acknowledged.length} acknowledged, ${lost.length} lost, ${twice} stored twice`,
    );
    check(
      'rolling restart: /_ready answers 503 at SIGTERM before the listener closes',
      stops.every((s) => (s.readyAnswered503BeforeClosingMs ?? 0) > 0 && s.otherAnswersBeforeClosing === 0),
      stops
        .map(
          (s) =>
            `${s.name} ${s.readyAnswered503BeforeClosingMs} ms${s.otherAnswersBeforeClosing ? ` (answers ${JSON.stringify(s.answers)})` : ''}`,
        )
        .join(', '),
    );
    check(
      'rolling restart: each portal exits 0 on SIGTERM and is ready again after its restart',
      stops.every((s) => s.exit.code === 0 && s.ready),
      stops.map((s) => `${s.name} exit ${s.exit.code ?? s.exit.signal} in ${s.stoppedSeconds.toFixed(1)} s`).join(', '),
    );

    // A crash: SIGKILL of portal-b under the same load.
    const crashPrefix = `${prefix}-crash`;
    const crashLoad = mixedLoad(proxy.url, { director: director.token, owner: owner.token }, crashPrefix);
    await sleep(3000);
    const victim = running.get('portal-b');
    const killedAt = Date.now();
    process.kill(victim.pid, 'SIGKILL');
    await victim.exited;
    const diedAt = Date.now();
    running.delete('portal-b');
    await sleep(5000);
    await crashLoad.stop();
    const crashCounts = await storedCounts(database.url, crashPrefix);
    const crashLost = crashLoad.acknowledged.filter((q) => !crashCounts.has(q));
    const crashTwice = [...crashCounts.values()].filter((n) => n > 1).length;
    // In flight on the killed portal: sent before it was gone, answered after the kill. Reads are sent
    // again, so only writes may fail (a 502, or the connection closed: HAProxy passes the cut on).
    const notInFlight = crashLoad.failures.filter((f) => !(f.write && f.sentAt <= diedAt && f.answeredAt >= killedAt));
    const storedWithoutAnswer = [...crashCounts.keys()].filter((q) => !crashLoad.acknowledged.includes(q)).length;
    figure('postgres.crash', {
      loops: LOOPS,
      requests: crashLoad.requests(),
      failed: crashLoad.failures.length,
      failedInFlightWrites: crashLoad.failures.length - notInFlight.length,
      acknowledgedWrites: crashLoad.acknowledged.length,
      lostWrites: crashLost.length,
      writesStoredTwice: crashTwice,
      failedWritesStoredAnyway: storedWithoutAnswer,
    });
    check(
      'SIGKILL of one portal under load: only writes in flight on it fail (no read, none sent again), every acknowledged write stored once',
      notInFlight.length === 0 &&
        crashLoad.failures.length <= LOOPS &&
        crashLost.length === 0 &&
        crashTwice === 0 &&
        crashLoad.acknowledged.length > 0,
      `${crashLoad.requests()} requests, ${crashLoad.failures.length} failed (${crashLoad.failures.length - notInFlight.length} writes in flight${
        notInFlight.length
          ? `; others: ${notInFlight
              .slice(0, 3)
              .map(
                (f) =>
                  `${f.call} → ${f.status}, sent ${f.sentAt - killedAt} ms after the kill, answered ${f.answeredAt - killedAt} ms after`,
              )
              .join(', ')} (gone ${diedAt - killedAt} ms after the kill)`
          : ''
      }), ${crashLoad.acknowledged.length} acknowledged, ${crashLost.length} lost, ${crashTwice} stored twice, ${storedWithoutAnswer} failed writes stored anyway`,
    );

    await readinessFollowsDatabase(clusterUrl, database.name, [...running.values()], check);
    const template = deployment.compose.services['portal-a'].environment.DATABASE_URL;
    await readmeBackupAndRestore({
      clusterUrl,
      database,
      prefix,
      composedUrl: (/** @type {Record<string, string>} */ more) => interpolate(template, { ...given, POSTGRES_PASSWORD: 'x', ...more }),
      envOf,
      workDir,
      portal,
      check,
      figure,
    });
  } finally {
    for (const p of running.values()) await p.stop();
    await proxy?.stop();
    await database.drop().catch(() => undefined);
  }
}

/** @type {import('./harness.mjs').Scenario[]} */
export const scenarios = [
  {
    name: 'rolling restarts and a crash of two portals behind HAProxy',
    async run(h) {
      const cluster = await h.postgresCluster();
      if (!cluster) return h.skip('rolling restart', 'PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb)');
      await rollingRestart({
        clusterUrl: cluster.url,
        workDir: h.work,
        portal: h.portal,
        signIn,
        check: h.check,
        figure: h.figure,
        log: h.log,
      });
    },
  },
];
