#!/usr/bin/env node
// @ts-check
/**
 * npm run bench — see bench/README.md. One run, one fresh database, figures side by side:
 *  1. build what is missing; start the built portal once on a fresh DATA_DIR (creates the schema);
 *  2. stop it, bulk-seed 10,000 profiles / 200,000 logins / 2,000,000 page logs (seed-volume.mjs);
 *  3. start it again with the bench's plugin (Strapi's own find, public, same process) and
 *     the page-log rate limit lifted, plus a bare node:http server answering the same bytes;
 *  4. measure public reads (portal vs Strapi find vs bare), page-log writes and the logins report;
 *  5. write bench/results/latest.json and print the table with the ratios and the targets.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Browser, signIn } from '../testkit/oidc.mjs';
import { startPortal } from '../testkit/portal.mjs';
import { freshPostgresDatabase } from '../testkit/postgres.mjs';
import { distWithCoreFind } from './core-find-dist.cjs';
import { BENCH_DIR, prepareBench, startBareServer } from './portal.mjs';
import { ADMIN_PASSWORD, ADMIN_USERNAME, seedVolume, openDatabase } from './seed-volume.mjs';
import { load, loadInTurn, sequentialLatency } from './measure.mjs';
import { measureHostileBodies } from './hostile-bodies.mjs';
import { bookingLines, measureBookings } from './bookings.mjs';
import { measureVotes } from './votes.mjs';
import { voteLines } from './vote-tools.mjs';
import { measureOutbox, outboxLines } from './outbox.mjs';
import { ledgerLines, measureLedger } from './ledger.mjs';

const settings = {
  databaseUrl: process.env.BENCH_DATABASE_URL || '',
  duration: Number(process.env.BENCH_DURATION || 10),
  connections: Number(process.env.BENCH_CONNECTIONS || 50),
  scale: Number(process.env.BENCH_SCALE || 1),
  reportSamples: Number(process.env.BENCH_REPORT_SAMPLES || 15),
  logLevel: process.env.BENCH_LOG_LEVEL || 'warn',
  keep: process.env.BENCH_KEEP === 'true',
  /**
   * `bookings`: only the bookings at building scale (bench/bookings.mjs), into bench/results/bookings.json;
   * `votes`: only the votes at association scale (bench/votes.mjs), into bench/results/votes.json;
   * `reads`: everything but the votes at association scale (the reads and reports, minutes quicker);
   * `outbox`: only the outbox's throughput (bench/outbox.mjs), into bench/results/outbox.json;
   * `ledger`: only the ledger at association scale (bench/ledger.mjs), into bench/results/ledger.json.
   */
  only: process.env.BENCH_ONLY || '',
};
/** What the Resource API must reach (bench/README.md). */
const TARGETS = { publicVsStrapiFind: 30, publicVsBare: 0.5, reportAllMs: 300, signedInVsHealth: 0.5 };
/** Signed-in reads served from the versioned cache after the token check, measured beside /_health. */
const SIGNED_IN_READS = [
  { name: 'faqs', path: '/api/faq' },
  { name: 'activeBoard', path: '/api/board/active' },
  { name: 'boardRoles', path: '/api/boardrole' },
  { name: 'newsletters', path: '/api/document?docType=newsletters' },
  { name: 'minutes', path: '/api/document?docType=minutes' },
  { name: 'communityDocuments', path: '/api/document?docType=documents' },
];
/** The portal's public reads, and Strapi's generated find over the same rows (the bench's plugin, bench/core-find). */
const READS = [
  {
    name: 'news',
    portalPath: '/api/news/active',
    strapiFindPath: '/api/news-items?filters%5Bactive%5D%5B%24eq%5D=true&sort=itemDate%3Adesc&pagination%5BpageSize%5D=100',
  },
  {
    name: 'propertyManager',
    portalPath: '/api/propertymanager/current',
    strapiFindPath: '/api/property-managers?filters%5Bactive%5D%5B%24eq%5D=true',
  },
];
/** A visitor's page visit (docs/requirements.md "Resource API": POST /profile/logpage), as web/src/shared/auth/usePageVisit.ts sends it. */
const PAGE_LOG = { path: '/api/profile/logpage', body: { model: { id: 0, loginId: null, pageName: 'News' }, username: 'visitor' } };
/**
 * The page-log rate limit is per client (120 a minute per address, api/page-log/controllers).
 * Every write of the bench comes from its own client address (X-Forwarded-For, honoured with
 * TRUST_PROXY=true), so the limit never trips while its cost (one upsert per write) stays measured.
 */
const PAGE_LOG_ENV = { TRUST_PROXY: 'true' };
let clientCounter = 0;
const nextClientAddress = () => {
  const n = ++clientCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const log = (line) => console.log(`[bench ${elapsed()}] ${line}`);

/** @type {Awaited<ReturnType<typeof prepareBench>> | undefined} */
let bench;

async function main() {
  bench = await prepareBench({ name: 'bench', log, keep: settings.keep });
  const { workDir, defer, distDir } = bench;
  const env = { DATA_DIR: workDir, NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: settings.logLevel };
  /** @type {{ sqlite?: string, pg?: string }} */
  let database = { sqlite: path.join(workDir, 'portal.db') };
  if (settings.databaseUrl) {
    const pg = await freshPostgresDatabase(settings.databaseUrl, 'hearth_bench');
    if (!settings.keep) defer(pg.drop);
    Object.assign(env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: pg.url });
    database = { pg: pg.url };
  } else {
    env.DATABASE_CLIENT = 'sqlite';
  }
  const logFile = path.join(workDir, 'portal.log');
  log(`data dir ${workDir}, database ${database.pg ? 'PostgreSQL' : 'SQLite'}; portal log: ${logFile}`);
  const measureOutboxHere = () => measureOutbox({ distDir, workDir, databaseUrl: settings.databaseUrl, keep: settings.keep, defer, log });
  if (settings.only === 'outbox') {
    const outbox = await measureOutboxHere();
    const outDir = path.join(BENCH_DIR, 'results');
    fs.mkdirSync(outDir, { recursive: true });
    const machine = { cpus: os.cpus().length, loadAverage: os.loadavg().map(round2), node: process.version };
    const result = { finishedAt: new Date().toISOString(), database: database.pg ? 'postgres' : 'sqlite', machine, outbox };
    fs.writeFileSync(path.join(outDir, 'outbox.json'), JSON.stringify(result, null, 2) + '\n');
    for (const line of outboxLines(outbox)) console.log(line);
    log('figures written to bench/results/outbox.json');
    if (!outbox.pass) process.exitCode = 1;
    return;
  }
  const measureLedgerHere = () => measureLedger({ distDir, workDir, databaseUrl: settings.databaseUrl, keep: settings.keep, defer, log });
  if (settings.only === 'ledger') {
    const ledger = await measureLedgerHere();
    const outDir = path.join(BENCH_DIR, 'results');
    fs.mkdirSync(outDir, { recursive: true });
    const machine = { cpus: os.cpus().length, loadAverage: os.loadavg().map(round2), node: process.version };
    const result = { finishedAt: new Date().toISOString(), database: database.pg ? 'postgres' : 'sqlite', machine, ledger };
    fs.writeFileSync(path.join(outDir, 'ledger.json'), JSON.stringify(result, null, 2) + '\n');
    for (const line of ledgerLines(ledger)) console.log(line);
    log('figures written to bench/results/ledger.json');
    if (!ledger.pass) process.exitCode = 1;
    return;
  }

  log('first start: schema and essentials');
  let portal = await startPortal({ distDir, env, logFile });
  await portal.stop();

  log(`seeding the volume${settings.scale !== 1 ? ` (scale ${settings.scale})` : ''}`);
  const seeded = await seedVolume({ ...database, scale: settings.scale, log });
  const db = await openDatabase(database);
  defer(() => db.close());

  // The compiled portal with the bench's plugin declared (Strapi's generated find), in the run's data folder.
  log("second start: with the bench's plugin (Strapi's find)");
  const withCoreFind = distWithCoreFind(distDir, workDir).distDir;
  portal = await startPortal({ distDir: withCoreFind, env: { ...env, ...PAGE_LOG_ENV }, logFile });
  defer(() => portal.stop());

  // Signed in first, as a portal in service has been: the provider's sign-in and the first writes
  // turn on every per-call context of the process, which every later request then carries
  // (cms/src/platform/call-scope.ts). Measured before that, the public reads would look faster.
  const providerToken = async () => (await signIn(new Browser(portal), ADMIN_USERNAME, ADMIN_PASSWORD)).access_token;
  const token = await providerToken();

  if (settings.only === 'bookings') {
    const bookings = await measureBookings({ portal, token, log, connections: settings.connections, duration: settings.duration });
    const outDir = path.join(BENCH_DIR, 'results');
    fs.mkdirSync(outDir, { recursive: true });
    const machine = { cpus: os.cpus().length, loadAverage: os.loadavg().map(round2), node: process.version };
    const result = { finishedAt: new Date().toISOString(), database: database.pg ? 'postgres' : 'sqlite', machine, bookings };
    fs.writeFileSync(path.join(outDir, 'bookings.json'), JSON.stringify(result, null, 2) + '\n');
    for (const line of bookingLines(bookings)) console.log(line);
    log('figures written to bench/results/bookings.json');
    return;
  }
  // A fresh token: at the end of a full run the first one may be older than the provider's 10 minutes.
  const measureVotesHere = async () => measureVotes({ portal, db, signInAdmin: providerToken, log, duration: settings.duration });
  if (settings.only === 'votes') {
    const votes = await measureVotesHere();
    const outDir = path.join(BENCH_DIR, 'results');
    fs.mkdirSync(outDir, { recursive: true });
    const machine = { cpus: os.cpus().length, loadAverage: os.loadavg().map(round2), node: process.version };
    const result = {
      finishedAt: new Date().toISOString(),
      totalSeconds: Math.round((performance.now() - started) / 1000),
      database: database.pg ? 'postgres' : 'sqlite',
      machine,
      votes,
    };
    fs.writeFileSync(path.join(outDir, 'votes.json'), JSON.stringify(result, null, 2) + '\n');
    for (const line of voteLines(votes)) console.log(line);
    log('figures written to bench/results/votes.json');
    if (!votes.roster.pass || !votes.ballotsAtOnce.pass || !votes.closedVote.pass) process.exitCode = 1;
    return;
  }

  // Public reads, asked as a browser asks (its Accept-Encoding). The bare server answers the
  // portal's answer byte for byte: the same status, headers and (compressed) body.
  const readHeaders = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const captured = {};
  for (const read of READS) {
    captured[read.name] = await rawAnswer(portal.url + read.portalPath, readHeaders);
    const find = await fetch(portal.url + read.strapiFindPath);
    await find.arrayBuffer();
    captured[read.name].strapiFindStatus = find.status;
    const c = captured[read.name];
    log(`${read.portalPath} -> ${c.status} (${c.body.length} B ${c.encoding}); Strapi find -> ${find.status}`);
  }
  const bare = await startBareServer({
    routes: Object.fromEntries(READS.filter((r) => captured[r.name].status === 200).map((r) => [r.portalPath, captured[r.name]])),
    workDir,
  });
  defer(() => bare.stop());

  const loadOptions = { connections: settings.connections, duration: settings.duration };
  const reads = {};
  for (const read of READS) {
    const c = captured[read.name];
    /** @type {Record<string, any>} */
    const entry = (reads[read.name] = {
      path: read.portalPath,
      strapiFindPath: decodeURIComponent(read.strapiFindPath),
      responseBytes: c.decodedBytes,
      wireBytes: c.body.length,
      contentEncoding: c.encoding,
    });
    if (c.status !== 200) {
      entry.missing = `${read.portalPath} answered ${c.status}: not measured`;
      log(entry.missing);
      continue;
    }
    log(`load ${read.portalPath} (portal)`);
    entry.portal = await load({ url: portal.url + read.portalPath, headers: readHeaders, ...loadOptions });
    if (c.strapiFindStatus === 200) {
      log(`load ${decodeURIComponent(read.strapiFindPath)} (Strapi find)`);
      entry.strapiFind = await load({ url: portal.url + read.strapiFindPath, headers: readHeaders, ...loadOptions });
    } else entry.strapiFindMissing = `Strapi find answered ${c.strapiFindStatus}`;
    log(`load ${read.portalPath} (bare node:http)`);
    entry.bare = await load({ url: bare.url + read.portalPath, headers: readHeaders, ...loadOptions });
    entry.ratios = {
      // A find that answered nothing within the run has no ratio (not an infinite one).
      portalVsStrapiFind: entry.strapiFind?.requestsPerSecond
        ? round2(entry.portal.requestsPerSecond / entry.strapiFind.requestsPerSecond)
        : null,
      portalVsBare: round2(entry.portal.requestsPerSecond / entry.bare.requestsPerSecond),
    };
  }

  // Reference: Strapi's own health route, an empty 204 through the whole middleware chain. What
  // the framework alone costs per request, whatever a route does.
  log('load GET /_health (Strapi middleware chain alone)');
  const middlewareChain = await load({ url: `${portal.url}/_health`, ...loadOptions });

  // Signed-in reads, side by side with /_health, with a token the identity provider issued (the
  // code flow with PKCE): it carries the session grant, so each read makes the grant lookup a real one makes.
  const signedIn = {};
  for (const read of SIGNED_IN_READS) {
    // As a browser asks: compressed answers accepted (what goes on the wire is reported too).
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const first = await fetch(portal.url + read.path, { headers: { authorization: headers.authorization } });
    const bytes = (await first.arrayBuffer()).byteLength;
    const items =
      first.status === 200
        ? countItems(await (await fetch(portal.url + read.path, { headers: { authorization: headers.authorization } })).json())
        : null;
    const wire = await rawAnswer(portal.url + read.path, headers);
    if (first.status !== 200) {
      signedIn[read.name] = { path: read.path, missing: `answered ${first.status}: not measured` };
      log(`${read.path} answered ${first.status}: not measured`);
      continue;
    }
    log(`load GET ${read.path} (signed in), in turn with GET /_health`);
    const [result, health] = await loadInTurn(
      { url: portal.url + read.path, headers, connections: loadOptions.connections },
      { url: `${portal.url}/_health`, connections: loadOptions.connections },
      { duration: loadOptions.duration, warmup: loadOptions.warmup },
    );
    signedIn[read.name] = {
      path: read.path,
      items,
      responseBytes: bytes,
      wireBytes: wire.body.length,
      contentEncoding: wire.encoding,
      portal: result,
      healthInTurn: { requestsPerSecond: health.requestsPerSecond, sliceRequestsPerSecond: health.sliceRequestsPerSecond },
      ratioVsHealth: round2(result.requestsPerSecond / health.requestsPerSecond),
    };
  }
  log('hostile bodies: parse cost of the largest accepted body, and other visitors under attack');
  const hostileBodies = await measureHostileBodies({ url: portal.url, token });

  // Page-log writes: as a visitor (no token, no cookie), counted in the table as well.
  const countPageLogs = async () => Number(await db.scalar('SELECT COUNT(*) FROM page_logs'));
  log(`load POST ${PAGE_LOG.path} (visitor page logs)`);
  const writeOptions = {
    url: portal.url + PAGE_LOG.path,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PAGE_LOG.body),
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextClientAddress() } }),
    connections: settings.connections,
  };
  await load({ ...writeOptions, duration: 2, warmup: 0 }); // warm-up, not counted
  const before = await countPageLogs();
  const writes = await load({ ...writeOptions, duration: settings.duration, warmup: 0 });
  // Writes still in flight when autocannon stops land after it: counted too, they were accepted in the window.
  await new Promise((r) => setTimeout(r, 1000));
  const written = (await countPageLogs()) - before;
  const pageLogWrites = { ...writes, rowsWritten: written, rowsPerSecond: Math.round(written / writes.durationSeconds) };

  // The logins report, as an admin: all profiles, the busiest profile, a typical one (a fresh
  // token: the provider's last 10 minutes).
  const reportToken = await providerToken();
  const report = {};
  for (const [name, profileId] of [
    ['allProfiles', 0],
    ['busiestProfile', seeded.ids.busiestProfileId],
    ['typicalProfile', seeded.ids.typicalProfileId],
  ]) {
    log(`report GET /api/reports/logins profileId ${profileId}`);
    const result = await sequentialLatency({
      url: `${portal.url}/api/reports/logins`,
      headers: { authorization: `Bearer ${reportToken}`, profileId: String(profileId) },
      samples: settings.reportSamples,
    });
    const { body, ...rest } = result;
    report[name] = { profileId, ...rest, shape: describeShape(body) };
  }

  const results = {
    finishedAt: new Date().toISOString(),
    totalSeconds: Math.round((performance.now() - started) / 1000),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadAverage: os.loadavg().map(round2), node: process.version },
    database: database.pg ? 'postgres' : 'sqlite',
    serverCode: bench.compiled ? 'compiled from cms/src for this run (cms/dist was older than the sources)' : 'cms/dist',
    settings: { connections: settings.connections, durationSeconds: settings.duration, scale: settings.scale, logLevel: settings.logLevel },
    volume: seeded.counts,
    seedMs: seeded.timings,
    ids: seeded.ids,
    reads,
    middlewareChain,
    hostileBodies,
    signedIn,
    pageLogWrites,
    report,
    bookings: await measureBookings({ portal, token, log, connections: settings.connections, duration: settings.duration }),
    votes: settings.only === 'reads' ? null : await measureVotesHere(),
    outbox: await measureOutboxHere(),
    ledger: await measureLedgerHere(),
    targets: checkTargets(reads, report, signedIn),
  };
  const outDir = path.join(BENCH_DIR, 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify(results, null, 2) + '\n');
  printTable(results);
  for (const line of bookingLines(results.bookings)) console.log(line);
  for (const line of outboxLines(results.outbox)) console.log(line);
  if (!results.outbox.pass) process.exitCode = 1;
  for (const line of ledgerLines(results.ledger)) console.log(line);
  if (!results.ledger.pass) process.exitCode = 1;
  if (results.votes) {
    for (const line of voteLines(results.votes)) console.log(line);
    if (!results.votes.roster.pass || !results.votes.ballotsAtOnce.pass || !results.votes.closedVote.pass) process.exitCode = 1;
  }
  log(`figures written to bench/results/latest.json`);
}

const round2 = (n) => Math.round(n * 100) / 100;

/** What Chromium and Firefox send. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Headers node:http writes itself on every answer, the bare server's too. */
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive']);

/**
 * An answer as it went on the wire: status, headers (but those node:http writes itself) and the
 * body still compressed; its decoded size beside it.
 */
async function rawAnswer(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'] ?? 'identity';
          const decoded = encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
          /** @type {[string, string][]} */
          const rawHeaders = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i];
            if (!PER_CONNECTION_HEADERS.has(name.toLowerCase())) rawHeaders.push([name, response.rawHeaders[i + 1]]);
          }
          resolve({ status: response.statusCode ?? 0, rawHeaders, body, encoding, decodedBytes: decoded.length });
        });
      })
      .on('error', reject);
  });
}

/** Items in a list answer (with their nested detail lines or roles). */
function countItems(value) {
  if (!Array.isArray(value)) return null;
  const nested = value.reduce(
    (n, item) => n + (Array.isArray(item?.details) ? item.details.length : Array.isArray(item?.roles) ? item.roles.length : 0),
    0,
  );
  return nested ? { items: value.length, nested } : { items: value.length };
}

/** A short description of the report's answer (its size matters as much as its time). */
function describeShape(body) {
  try {
    const value = JSON.parse(body.toString('utf8'));
    const list = Array.isArray(value) ? value : ([value?.rows, value?.data, value?.profiles].find(Array.isArray) ?? null);
    if (!list) return { type: typeof value, keys: value && typeof value === 'object' ? Object.keys(value).slice(0, 10) : [] };
    const logins = list.reduce((n, p) => n + (Array.isArray(p?.logins) ? p.logins.length : 0), 0);
    const pages = list.reduce(
      (n, p) =>
        n + (Array.isArray(p?.logins) ? p.logins.reduce((m, l) => m + (Array.isArray(l?.pagesVisited) ? l.pagesVisited.length : 0), 0) : 0),
      0,
    );
    const paging = Array.isArray(value) ? {} : { total: value.total, page: value.page, pageSize: value.pageSize, type: value.type };
    return { profiles: list.length, logins, pagesVisitedItems: pages, ...paging };
  } catch {
    return { type: 'not JSON' };
  }
}

function checkTargets(reads, report, signedIn = {}) {
  const out = {};
  for (const [name, entry] of Object.entries(signedIn)) {
    if (!entry.portal) continue;
    out[`${name} (signed in): >= ${TARGETS.signedInVsHealth}x /_health`] = {
      value: entry.ratioVsHealth,
      pass: entry.ratioVsHealth >= TARGETS.signedInVsHealth,
    };
  }
  for (const [name, entry] of Object.entries(reads)) {
    if (!entry.portal) continue;
    if (entry.strapiFind) {
      out[`${name}: portal >= ${TARGETS.publicVsStrapiFind}x Strapi find`] = {
        value: entry.ratios.portalVsStrapiFind,
        pass: entry.ratios.portalVsStrapiFind !== null && entry.ratios.portalVsStrapiFind >= TARGETS.publicVsStrapiFind,
      };
    }
    out[`${name}: portal >= ${TARGETS.publicVsBare}x bare node:http`] = {
      value: entry.ratios.portalVsBare,
      pass: entry.ratios.portalVsBare >= TARGETS.publicVsBare,
    };
  }
  if (report.allProfiles) {
    const ok = report.allProfiles.status === 200;
    out[`report, all profiles: p50 < ${TARGETS.reportAllMs} ms`] = {
      value: report.allProfiles.latencyMs.p50,
      pass: ok && report.allProfiles.latencyMs.p50 < TARGETS.reportAllMs,
      ...(ok ? {} : { status: report.allProfiles.status }),
    };
  }
  return out;
}

function printTable(results) {
  const rows = [];
  const row = (what, r, extra = '') =>
    rows.push([
      what,
      r ? String(r.requestsPerSecond) : '-',
      r ? String(r.latencyMs.p50) : '-',
      r ? String(r.latencyMs.p99) : '-',
      r ? String(r.non2xx + r.errors) : '-',
      extra,
    ]);
  for (const [name, entry] of Object.entries(results.reads)) {
    if (!entry.portal) {
      rows.push([`${entry.path}`, 'missing', '', '', '', entry.missing]);
      continue;
    }
    row(`GET ${entry.path}`, entry.portal, `${entry.responseBytes} B`);
    row(`  Strapi find ${name}`, entry.strapiFind, entry.strapiFind ? `${entry.strapiFind.bytesPerResponse} B` : entry.strapiFindMissing);
    row(`  bare node:http, same bytes`, entry.bare);
    rows.push([
      `  ratio portal / Strapi find`,
      entry.ratios.portalVsStrapiFind === null ? '-' : `${entry.ratios.portalVsStrapiFind}x`,
      '',
      '',
      '',
      `target >= ${TARGETS.publicVsStrapiFind}x`,
    ]);
    rows.push([`  ratio portal / bare`, `${entry.ratios.portalVsBare}x`, '', '', '', `target >= ${round2(TARGETS.publicVsBare)}x`]);
  }
  row(`GET /_health (Strapi chain, empty 204)`, results.middlewareChain, 'reference');
  for (const entry of Object.values(results.signedIn ?? {})) {
    if (!entry.portal) rows.push([`GET ${entry.path} (signed in)`, 'missing', '', '', '', entry.missing]);
    else
      row(
        `GET ${entry.path} (signed in)`,
        entry.portal,
        `${entry.ratioVsHealth}x /_health in turn (${entry.healthInTurn?.requestsPerSecond} req/s), ${entry.items?.items ?? '?'} items, ${entry.responseBytes} B (${entry.wireBytes} B ${entry.contentEncoding})`,
      );
  }
  const w = results.pageLogWrites;
  row(`POST /api/profile/logpage (visitor)`, w, `${w.rowsPerSecond} rows/s landed (${w.rowsWritten} rows)`);
  const header = ['', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', ''];
  const reportRows = Object.entries(results.report).map(([name, r]) => [
    `GET /api/reports/logins ${name} (profileId ${r.profileId})`,
    `status ${r.status}`,
    String(r.latencyMs.p50),
    `max ${r.latencyMs.max}`,
    '',
    `${r.samples} sequential, ${r.responseBytes} B`,
  ]);
  const all = [header, ...rows, ['', '', '', '', '', ''], ...reportRows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  console.log(
    `\nHearth benchmark — ${results.database}, ${results.volume.profiles} profiles / ${results.volume.logins} logins / ${results.volume.pageLogs} page logs, ${results.settings.connections} connections x ${results.settings.durationSeconds} s, ${results.machine.cpus} CPUs (load ${results.machine.loadAverage.join(' ')})\n`,
  );
  for (const r of all) console.log(r.map((cell, i) => (i === 0 || i === 5 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  console.log('\nTargets:');
  for (const [name, t] of Object.entries(results.targets))
    console.log(`  ${t.pass ? 'PASS' : 'MISS'}  ${name}: ${t.value}${t.status ? ` (status ${t.status})` : ''}`);
  const h = results.hostileBodies;
  console.log(
    `\nHostile bodies: the largest accepted JSON body (${Math.round(h.worstAcceptedBytes / 1024)} KB, nested to the bound) costs ${h.parseCostMs} ms to read; ` +
      `a visitor's GET /_health p99 ${h.visitorMs.idle.p99} ms alone, ${h.visitorMs.underAttack.p99} ms (max ${h.visitorMs.underAttack.max}) with bursts of ${h.attackers} such bodies (target: at most +100 ms).`,
  );
  console.log(
    `\nTotal ${results.totalSeconds} s. Absolute numbers depend on the machine and its other load; compare the ratios from one run.\n`,
  );
}

try {
  await main();
} catch (error) {
  console.error(`\n✖ bench failed: ${error.stack || error.message}\n`);
  process.exitCode = 1;
} finally {
  await bench?.cleanup();
}
