// @ts-check
/**
 * The owners' ledger at association scale (docs/api.md "Owners' accounts", bench/README.md "Ledger
 * at association scale"): a portal of its own on a fresh database, a roster of `BENCH_LEDGER_UNITS`
 * units (2,000) written straight into the tables with an owner on each (one of them registered and
 * verified, linked to the unit as the roster links a verified owner), then through the calls the web
 * app makes, signed in through the identity provider as a browser is:
 *  1. an administrator posts twelve monthly assessments (`POST /api/ledger/assessments/post`, the
 *     body and headers of the admin screen's form), one after the other: 24,000 charges; the time of
 *     each period, and `GET /_health` asked one at a time throughout the postings and for a few
 *     seconds before them (at rest);
 *  2. the last month's statements are issued (`POST /api/ledger/statements/issue`);
 *  3. the verified owner reads their unit's statement of that month
 *     (`GET /api/ledger/units/:id/statements/:period`) and the administrator the aging report of the
 *     whole roster (`GET /api/ledger/aging`), each one at a time in turn with `GET /_health`, so the
 *     ratio of their p50s is taken on the same machine at the same moments.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Browser, signIn } from '../testkit/oidc.mjs';
import { startPortal } from '../testkit/portal.mjs';
import { freshPostgresDatabase } from '../testkit/postgres.mjs';
import { openDatabase, seedAccounts, seedRoster } from './seed-volume.mjs';
import { inTurn, round2, sampler } from './vote-tools.mjs';

/** The association's units (`BENCH_LEDGER_UNITS`, 2,000), and the monthly periods posted to each. */
const UNITS = Number(process.env.BENCH_LEDGER_UNITS || 2000);
const PERIODS = 12;
/** A month's budget, shared by the entitlements: $500,000 (an association of 2,000 units, about $250 a unit). */
const MONTHLY_BUDGET_CENTS = 50_000_000;
const STREET = 'Harbourfront Towers';
const PASSWORD = 'Bench-Ledger-9!pass';
const ADMIN = 'ledger-admin';
const OWNER = 'ledger-owner';
const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Sophia', 'Elijah', 'Chloé', 'James', 'Émilie', 'Mateo'];
const LAST = ['Smith', 'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Nguyen', 'Garcia', 'Wilson', 'Bouchard', 'Lee', 'Martin', 'Brown'];

/** 'YYYY-MM' of the month `back` months before this one (UTC). */
const monthBefore = (back) => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? round2(sorted[Math.floor((sorted.length - 1) / 2)]) : NaN;
};

/**
 * @param {{ distDir: string, workDir: string, databaseUrl: string, keep: boolean, defer: (fn: () => unknown) => void, log: (line: string) => void, samples?: number }} options
 *   `samples`: timed statement reads (and as many `/_health`); the aging report gets a fifth of them
 */
export async function measureLedger({ distDir, workDir, databaseUrl, keep, defer, log, samples = 200 }) {
  const env = { DATA_DIR: path.join(workDir, 'ledger'), NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  /** @type {{ sqlite?: string, pg?: string }} */
  let database = { sqlite: path.join(workDir, 'ledger', 'portal.db') };
  if (databaseUrl) {
    const pg = await freshPostgresDatabase(databaseUrl, 'hearth_bench_ledger');
    if (!keep) defer(pg.drop);
    Object.assign(env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: pg.url });
    database = { pg: pg.url };
  } else Object.assign(env, { DATABASE_CLIENT: 'sqlite' });
  log(`ledger: a portal of its own on a fresh ${database.pg ? 'PostgreSQL' : 'SQLite'} database`);
  const portal = await startPortal({ distDir, env, logFile: path.join(workDir, 'ledger-portal.log') });
  defer(() => portal.stop());
  const db = await openDatabase(database);
  defer(() => db.close());
  const runStarted = performance.now();
  const loadAverageAtStart = os.loadavg().map(round2);

  // The accounts (bcrypt's lowest cost: sign-ins are not measured) and the roster, before anyone
  // signs in: the roster's per-account cache holds nothing yet that these rows would leave stale.
  const person = (i) => ({ firstName: FIRST[i % FIRST.length], lastName: LAST[Math.floor(i / FIRST.length) % LAST.length] });
  const unitNumber = (i) => String(101 + Math.floor(i / 50) * 100 + (i % 50));
  const [, owner] = await seedAccounts(
    db,
    [
      {
        username: ADMIN,
        ...person(1),
        email: `${ADMIN}@example.org`,
        unitNumber: '1',
        streetName: 'Management Office',
        userType: 'owner',
        roles: ['admin'],
        authenticated: true,
      },
      {
        username: OWNER,
        ...person(0),
        email: `${OWNER}@example.org`,
        unitNumber: unitNumber(0),
        streetName: STREET,
        userType: 'owner',
        roles: ['owner'],
        authenticated: true,
      },
    ],
    PASSWORD,
    { rounds: 4 },
  );
  const units = await seedRoster(
    db,
    Array.from({ length: UNITS }, (_, i) => ({
      number: unitNumber(i),
      street: STREET,
      entitlement: Number((0.35 + (i % 13) * 0.0125).toFixed(4)),
      owner:
        i === 0
          ? { ...person(0), email: owner.email, profileId: owner.profileId }
          : { ...person(i), email: `owner${String(i + 1).padStart(5, '0')}@example.org` },
    })),
  );
  const ownedUnit = units[0];
  log(
    `ledger: ${units.length} units on the roster, an owner on each; ${OWNER} verified on unit ${ownedUnit.number} (${Math.round(performance.now() - runStarted)} ms)`,
  );

  const token = async (username) => (await signIn(new Browser(portal), username, PASSWORD)).access_token;
  let adminToken = await token(ADMIN);
  const ownerToken = await token(OWNER);
  /** A write as the web app sends it (web/src/shared/api/client.ts): JSON, a bearer token, an Idempotency-Key per submission. */
  const post = async (apiPath, body) => {
    const started = performance.now();
    const response = await fetch(portal.url + apiPath, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${adminToken}`,
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const ms = round2(performance.now() - started);
    if (response.status !== 201) throw new Error(`POST ${apiPath} answered ${response.status}: ${text.slice(0, 300)}`);
    return { ms, answer: JSON.parse(text), bytes: Buffer.byteLength(text) };
  };

  const health = () => fetch(`${portal.url}/_health`);
  log('ledger: GET /_health alone (5 s)');
  const healthAtRest = sampler(health, 5);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const atRest = await healthAtRest.stop();

  // 1. Twelve months, oldest first, ending last month (so the last one's statements may be issued).
  const periods = Array.from({ length: PERIODS }, (_, k) => monthBefore(PERIODS - k));
  log(`ledger: posting ${PERIODS} monthly assessments (${periods[0]} to ${periods.at(-1)}) to ${UNITS} units, /_health asked meanwhile`);
  const healthDuring = sampler(health, 5);
  /** @type {{ period: string, ms: number, posted: number, answerBytes: number }[]} */
  const postings = [];
  /** @type {Awaited<ReturnType<ReturnType<typeof sampler>['stop']>>} */
  let during;
  try {
    for (const period of periods) {
      // The admin screen's form: period, kind, the amount in cents, the memo (empty); no due day (the period's first).
      const { ms, answer, bytes } = await post('/api/ledger/assessments/post', {
        period,
        kind: 'assessment',
        amountCents: MONTHLY_BUDGET_CENTS,
        memo: '',
      });
      postings.push({ period, ms, posted: answer.posted, answerBytes: bytes });
      log(`ledger: ${period} posted to ${answer.posted} units in ${ms} ms`);
    }
  } finally {
    // Stopped however the postings end: a sampler left running would keep the bench alive.
    during = await healthDuring.stop();
  }
  const charges = Number(await db.scalar(`SELECT COUNT(*) FROM hearth_ledger_transactions WHERE kind = 'charge'`));
  const rest = postings.slice(1).map((p) => p.ms);

  // 2. The last month's statements, issued (a fresh token: the provider's last 10 minutes).
  adminToken = await token(ADMIN);
  const statementPeriod = periods.at(-1);
  log(`ledger: issuing the statements of ${statementPeriod}`);
  const issued = await post('/api/ledger/statements/issue', { period: statementPeriod });
  log(`ledger: ${issued.answer.issued} statements issued (${issued.answer.mailed} mailed) in ${issued.ms} ms`);

  // 3. The owner's statement and the aging report, each in turn with /_health.
  const statementPath = `/api/ledger/units/${ownedUnit.id}/statements/${statementPeriod}`;
  log(`ledger: ${samples} reads of ${statementPath} (the verified owner) and of /_health, one at a time, in turn`);
  const [statementOne, healthBesideStatement] = await inTurn(
    { url: portal.url + statementPath, headers: { authorization: `Bearer ${ownerToken}` } },
    { url: `${portal.url}/_health`, headers: {} },
    samples,
  );
  const agingSamples = Math.max(10, Math.round(samples / 5));
  const agingPath = `/api/ledger/aging?asOf=${new Date().toISOString().slice(0, 10)}`;
  adminToken = await token(ADMIN);
  log(`ledger: ${agingSamples} reads of ${agingPath} (the administrator) and of /_health, one at a time, in turn`);
  const [agingOne, healthBesideAging] = await inTurn(
    { url: portal.url + agingPath, headers: { authorization: `Bearer ${adminToken}` } },
    { url: `${portal.url}/_health`, headers: {} },
    agingSamples,
    10,
  );
  const agingAnswer = await (await fetch(portal.url + agingPath, { headers: { authorization: `Bearer ${adminToken}` } })).json();
  await portal.stop();

  const ok =
    postings.length === PERIODS &&
    postings.every((p) => p.posted === UNITS) &&
    charges === UNITS * PERIODS &&
    statementOne.status === 200 &&
    agingOne.status === 200 &&
    agingAnswer.units?.length === UNITS;
  return {
    units: UNITS,
    periods: PERIODS,
    monthlyBudgetCents: MONTHLY_BUDGET_CENTS,
    seconds: round2((performance.now() - runStarted) / 1000),
    loadAverageAtStart,
    loadAverageAtEnd: os.loadavg().map(round2),
    postings: {
      each: postings,
      chargesPosted: charges,
      firstMs: postings[0]?.ms ?? NaN,
      restMs: { min: round2(Math.min(...rest)), median: median(rest), max: round2(Math.max(...rest)) },
      totalSeconds: round2(postings.reduce((t, p) => t + p.ms, 0) / 1000),
    },
    health: { atRest, duringPostings: during, p99Ratio: round2(during.p99 / atRest.p99) },
    statementsIssued: { period: statementPeriod, ...issued.answer, ms: issued.ms },
    statement: {
      path: statementPath,
      readAs: 'the unit’s verified owner',
      oneAtATime: statementOne,
      healthInTurn: healthBesideStatement,
      ratioP50: round2(statementOne.p50 / healthBesideStatement.p50),
    },
    aging: {
      path: agingPath,
      readAs: 'an administrator',
      unitsListed: agingAnswer.units?.length ?? 0,
      totalCents: agingAnswer.totals?.totalCents ?? null,
      oneAtATime: agingOne,
      healthInTurn: healthBesideAging,
      ratioP50: round2(agingOne.p50 / healthBesideAging.p50),
    },
    pass: ok,
  };
}

/** The figures as lines for the table. @param {Awaited<ReturnType<typeof measureLedger>>} l */
export function ledgerLines(l) {
  const p = l.postings;
  const s = (x) => `p50 ${x.p50} / p95 ${x.p95} / p99 ${x.p99} / max ${x.max} ms (${x.samples})`;
  return [
    `ledger at association scale (${l.units} units, ${l.periods} monthly assessments), ${l.seconds} s — ${l.pass ? 'all posted and read' : 'FAIL'}`,
    `  postings: ${p.chargesPosted} charges in ${p.totalSeconds} s; first period ${p.firstMs} ms, the other ${l.periods - 1}: min ${p.restMs.min} / median ${p.restMs.median} / max ${p.restMs.max} ms`,
    `  /_health at rest:              ${s(l.health.atRest)}`,
    `  /_health while periods post:   ${s(l.health.duringPostings)}; p99 ${l.health.p99Ratio}x at rest`,
    `  statements of ${l.statementsIssued.period} issued: ${l.statementsIssued.issued} (${l.statementsIssued.mailed} mailed) in ${l.statementsIssued.ms} ms`,
    `  GET ${l.statement.path} (owner): ${s(l.statement.oneAtATime)}, ${l.statement.oneAtATime.responseBytes} B; /_health in turn p50 ${l.statement.healthInTurn.p50} ms: ${l.statement.ratioP50}x`,
    `  GET ${l.aging.path} (administrator, ${l.aging.unitsListed} units): ${s(l.aging.oneAtATime)}, ${l.aging.oneAtATime.responseBytes} B; /_health in turn p50 ${l.aging.healthInTurn.p50} ms: ${l.aging.ratioP50}x`,
  ];
}
