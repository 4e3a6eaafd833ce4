// Fault test: two portals on one PostgreSQL database behind a proxy, as docker-compose.two.yml runs
// them (its settings and deploy/Caddyfile's are read here and mirrored), restarted one after the
// other under load (docs/requirements.md §12):
//  - the compose file: two replicas, no shared volume, STORAGE=database, a proxy checking /_ready;
//  - SIGTERM A, start A again, then the same for B, under 50 connections of mixed reads and writes
//    through a small proxy that, like Caddy there, skips a portal whose /_ready is not 200 and tries
//    the other one ONLY when a connection is refused: 0 failed requests, every acknowledged write in
//    the database, /_ready 503 before the listener closes, exit code 0;
//  - /_ready follows the database: 503 while it refuses connections, 200 again when it is back.
// 127.0.0.1 only; every loop is bounded.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';
import { freshPostgresDatabase } from '../../testkit/postgres.mjs';
import { freePort } from '../../testkit/processes.mjs';
import { ROOT } from '../lib.mjs';
import { signIn } from './harness.mjs';

const { Messages } = createRequire(import.meta.url)('@hearth/common');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const CONNECTIONS = 50;
const REPLICAS = ['portal-a', 'portal-b'];

// ------------------------------------------------------------------ the compose file, read

/** `${NAME:-default}` → default, `${NAME:?message}` and `${NAME}` → the test's value of NAME. */
function interpolate(value, given) {
  return String(value).replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name, kind, rest) =>
    name in given ? given[name] : kind === '-' ? rest : '',
  );
}

/** Caddy durations (250ms, 1s, 10s) in milliseconds. */
const durationMs = (text) => Number(text.match(/^(\d+)(ms|s)$/)[1]) * (text.endsWith('ms') ? 1 : 1000);

function readDeployment() {
  const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.two.yml'), 'utf8'));
  const caddyfile = fs.readFileSync(path.join(ROOT, 'deploy', 'Caddyfile'), 'utf8');
  const directive = (name) => caddyfile.match(new RegExp(`^\\s*${name}\\s+(.+)$`, 'm'))?.[1].trim();
  return {
    compose,
    proxy: {
      upstreams:
        directive('reverse_proxy')
          ?.replace(/\s*\{$/, '')
          .split(/\s+/) ?? [],
      healthUri: directive('health_uri'),
      healthIntervalMs: durationMs(directive('health_interval') ?? '0s'),
      healthTimeoutMs: durationMs(directive('health_timeout') ?? '5s'),
      tryDurationMs: durationMs(directive('lb_try_duration') ?? '0s'),
      tryIntervalMs: durationMs(directive('lb_try_interval') ?? '250ms'),
      retriesOnlyRefusals: !/retry_match|lb_retries/.test(caddyfile),
    },
  };
}

function checkDeployment({ compose, proxy }, check) {
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
    'compose for two: both replicas on PostgreSQL with STORAGE=database and the same settings',
    replicas.every((r) => r?.environment?.STORAGE === 'database' && r?.environment?.DATABASE_CLIENT === 'postgres') &&
      JSON.stringify(replicas[0]?.environment) === JSON.stringify(replicas[1]?.environment),
  );
  check(
    'compose for two: the proxy sends to both replicas, checks /_ready and retries refused connections only',
    REPLICAS.every((name) => proxy.upstreams.includes(`${name}:1337`)) &&
      proxy.healthUri === '/_ready' &&
      proxy.tryDurationMs > 0 &&
      proxy.retriesOnlyRefusals,
    JSON.stringify(proxy),
  );
  // However slowly a stopping portal answers, the proxy sees its 503 (or its check times out) before the listener closes.
  check(
    "compose for two: a stopping portal's drain delay outlasts the proxy's health interval and timeout together",
    drainDelayMs > proxy.healthIntervalMs + proxy.healthTimeoutMs,
    `STOP_DRAIN_DELAY_MS ${drainDelayMs} ms, health check every ${proxy.healthIntervalMs} ms with a ${proxy.healthTimeoutMs} ms timeout`,
  );
}

// ------------------------------------------------------------------ the proxy (Caddy's part, in Node)

/**
 * Round robin over the upstreams whose /_ready answered 200 at the last health check; a refused
 * connection is tried again (another upstream, after tryIntervalMs) until tryDurationMs; any other
 * error is a 502, counted as a failed request by the caller.
 */
async function startProxy(upstreams, { healthUri, healthIntervalMs, healthTimeoutMs, tryDurationMs, tryIntervalMs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 * CONNECTIONS });
  const healthy = new Set();
  /** @type {{ refusedRetried: number, errors: string[] }} */
  const stats = { refusedRetried: 0, errors: [] };
  let turn = 0;
  const checkHealth = () =>
    Promise.all(
      upstreams.map(async (u) => {
        const ok = await fetch(`http://127.0.0.1:${u.port}${healthUri}`, { signal: AbortSignal.timeout(healthTimeoutMs) }).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) healthy.add(u);
        else healthy.delete(u);
      }),
    );
  await checkHealth();
  const timer = setInterval(checkHealth, healthIntervalMs);
  const forward = (u, req, body) =>
    new Promise((resolve, reject) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: u.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'x-forwarded-for': '127.0.0.1' },
          agent,
        },
        resolve,
      );
      upstream.once('error', reject);
      upstream.end(body);
    });
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const deadline = Date.now() + tryDurationMs;
    for (;;) {
      const candidates = upstreams.filter((u) => healthy.has(u));
      const u = candidates[turn++ % Math.max(1, candidates.length)];
      try {
        if (!u) throw Object.assign(new Error('no upstream is ready'), { code: 'ECONNREFUSED' });
        const answer = await forward(u, req, body);
        const headers = { ...answer.headers };
        for (const hop of ['connection', 'keep-alive', 'transfer-encoding']) delete headers[hop];
        res.writeHead(answer.statusCode, headers);
        answer.pipe(res);
        answer.once('error', (error) => (stats.errors.push(`${u.name}: ${error.code ?? error.message} mid-answer`), res.destroy()));
        return;
      } catch (error) {
        if (error.code === 'ECONNREFUSED' && Date.now() < deadline) {
          stats.refusedRetried++;
          await sleep(tryIntervalMs);
          continue;
        }
        stats.errors.push(`${u?.name ?? 'none'}: ${error.code ?? error.message}`);
        res.writeHead(502).end(String(error.code ?? error.message));
        return;
      }
    }
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    stop: () => (clearInterval(timer), agent.destroy(), new Promise((resolve) => server.close(resolve))),
  };
}

// ------------------------------------------------------------------ load and probes

const faq = (question) => ({ id: 0, question, answer: 'Written by the rolling restart test.', details: [{ sequence: 1, body: 'detail' }] });

/** CONNECTIONS workers: one in five writes a FAQ (remembered when acknowledged), the others read. */
function mixedLoad(url, { director, owner }, prefix) {
  const acknowledged = [];
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
      const kind = i % 5;
      if (kind === 0) {
        const question = `${prefix}-${i}-${n}`;
        const status = await send('POST', '/api/faq/add', director, faq(question));
        if (status === 200) acknowledged.push(question);
        else failures.push({ call: 'POST /api/faq/add', status });
      } else {
        const [pathname, token] = [['/api/news/active'], ['/api/board/active', owner], ['/api/settings'], ['/api/profile', owner]][
          kind - 1
        ];
        const status = await send('GET', pathname, token);
        if (status !== 200) failures.push({ call: `GET ${pathname}`, status });
      }
      await sleep(20);
    }
  };
  const done = Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => worker(i)));
  return { acknowledged, failures, requests: () => requests, stop: async () => ((running = false), await done) };
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

// ------------------------------------------------------------------ the test

/**
 * `clusterUrl`: a PostgreSQL server whose user may create databases; `portal(name, env, { port })`
 * starts a built portal process ({ url, pid, exited }); `signIn(url, user)` → { token }.
 */
async function rollingRestart({ clusterUrl, workDir, portal, signIn, check, figure, log }) {
  const deployment = readDeployment();
  checkDeployment(deployment, check);

  const database = await freshPostgresDatabase(clusterUrl, 'hearth_rolling');
  const ports = { 'portal-a': await freePort(), 'portal-b': await freePort() };
  const upstreams = REPLICAS.map((name) => ({ name, port: ports[name] }));
  const proxy = await startProxy(upstreams, deployment.proxy);
  const running = new Map();
  try {
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
      PUBLIC_URL: proxy.url,
      SMTP_HOST: '', // no mail catcher here: mail goes to files
      DATA_DIR: path.join(workDir, `rolling-${name}`), // each its own: nothing shared but the database
      DEMO_PASSWORD: 'Fault-Test-9!pass',
    });
    const started = await Promise.all(REPLICAS.map((name) => portal(`rolling-${name}`, envOf(name), { port: ports[name] })));
    REPLICAS.forEach((name, i) => running.set(name, started[i]));
    await Promise.all(started.map((p) => waitReady(p.url)));
    await sleep(deployment.proxy.healthIntervalMs + 500);

    const director = await signIn(proxy.url, 'director');
    const owner = await signIn(proxy.url, 'owner');
    if (!director.token || !owner.token) {
      check('rolling restart: the demo accounts sign in through the proxy', false, `director ${director.status}, owner ${owner.status}`);
      return;
    }
    const prefix = `rolling-${crypto.randomBytes(3).toString('hex')}`;
    const load = mixedLoad(proxy.url, { director: director.token, owner: owner.token }, prefix);
    await sleep(3000);

    const stops = [];
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
      const refused = after.find((s) => s.answer === 'ECONNREFUSED');
      const restartedAt = Date.now();
      const again = await portal(`rolling-${name}-restarted`, envOf(name), { port: ports[name] });
      running.set(name, again);
      const ready = await waitReady(again.url);
      const restartSeconds = (Date.now() - restartedAt) / 1000;
      stops.push({
        name,
        exit,
        stoppedSeconds,
        readyAnswered503BeforeClosingMs: first503 && refused ? refused.at - first503.at : null,
        // A probe the loaded machine did not answer in time (TIMEOUT) is no wrong answer; a reset connection is.
        otherAnswersBeforeClosing: after.filter((s) => s.at < (refused?.at ?? Infinity) && ![200, 503, 'TIMEOUT'].includes(s.answer))
          .length,
        restartSeconds,
        ready,
      });
      log(
        `${name}: SIGTERM → exit ${exit.code ?? exit.signal} in ${stoppedSeconds.toFixed(1)} s; up again in ${restartSeconds.toFixed(1)} s`,
      );
      // The proxy takes it back at its next health check; a moment of load on both before the next stop.
      await sleep(deployment.proxy.healthIntervalMs + 2000);
    }
    await load.stop();

    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const stored = new Set(
      (await client.query('SELECT DISTINCT question FROM faqs WHERE question LIKE $1', [`${prefix}-%`])).rows.map((r) => r.question),
    );
    await client.end();
    const lost = load.acknowledged.filter((q) => !stored.has(q));

    figure('postgres.rollingRestart', {
      connections: CONNECTIONS,
      requests: load.requests(),
      failed: load.failures.length,
      acknowledgedWrites: load.acknowledged.length,
      lostWrites: lost.length,
      refusedConnectionsRetriedByProxy: proxy.stats.refusedRetried,
      proxyErrors: proxy.stats.errors.length,
      stops,
    });
    const failureKinds = [...new Set(load.failures.map((f) => `${f.call} → ${f.status}`))].slice(0, 5).join('; ');
    check(
      `rolling restart under ${CONNECTIONS} connections: 0 failed requests`,
      load.failures.length === 0 && load.requests() > 0,
      `${load.requests()} requests, ${load.failures.length} failed${failureKinds ? ` (${failureKinds})` : ''}${proxy.stats.errors.length ? `; proxy: ${proxy.stats.errors.slice(0, 3).join(', ')}` : ''}`,
    );
    check(
      'rolling restart: every acknowledged write is in the database',
      lost.length === 0 && load.acknowledged.length > 0,
      `${load.acknowledged.length} acknowledged, ${lost.length} lost`,
    );
    check(
      'rolling restart: /_ready answers 503 at SIGTERM before the listener closes',
      stops.every((s) => (s.readyAnswered503BeforeClosingMs ?? 0) > 0 && s.otherAnswersBeforeClosing === 0),
      stops.map((s) => `${s.name} ${s.readyAnswered503BeforeClosingMs} ms`).join(', '),
    );
    check(
      'rolling restart: each portal exits 0 on SIGTERM and is ready again after its restart',
      stops.every((s) => s.exit.code === 0 && s.ready),
      stops.map((s) => `${s.name} exit ${s.exit.code ?? s.exit.signal} in ${s.stoppedSeconds.toFixed(1)} s`).join(', '),
    );

    await readinessFollowsDatabase(clusterUrl, database.name, [...running.values()], check);
  } finally {
    for (const p of running.values()) await p.stop();
    await proxy.stop();
    await database.drop().catch(() => undefined);
  }
}

/** @type {import('./harness.mjs').Scenario[]} */
export const scenarios = [
  {
    name: 'rolling restart of two portals behind a proxy',
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
