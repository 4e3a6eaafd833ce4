// @ts-check
/**
 * Votes at association scale (docs/requirements.md §16, bench/README.md "Votes at association
 * scale"), through the calls the web app makes:
 *  1. a 2,000-unit roster imported in one go by an administrator (`POST /api/units/import`, the
 *     preview and then the import, as the roster screen sends them); 200 of its owners registered
 *     before it (accounts seeded in the tables, not verified), so the import verifies and links them;
 *  2. those 200 owners sign in through the identity provider, then cast a ballot on one open secret
 *     vote at the same instant (one barrier, a socket per ballot opened beforehand): every answer
 *     must be 201 and the units voted 200;
 *  3. the other 1,800 units vote on paper (`POST /api/votes/:id/paper-ballots`, as an administrator
 *     enters them), the vote is closed (2,000 units counted, the 200 online receipts among those
 *     published, the recount agreeing), and a director reads its results (`GET /api/votes/:id/results`)
 *     one at a time and under a board's load, beside `GET /_health`.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { atOnce } from '../testkit/at-once.mjs';
import { Browser, signIn } from '../testkit/oidc.mjs';
import { load } from './measure.mjs';
import { seedAccounts } from './seed-volume.mjs';

const UNITS = 2000;
const VOTERS = 200;
const STREET = 'Harbourfront Towers';
const PASSWORD = 'Bench-Voter-9!pass';
const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Sophia', 'Elijah', 'Chloé', 'James', 'Émilie', 'Mateo'];
const LAST = ['Smith', 'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Nguyen', 'Garcia', 'Wilson', 'Bouchard', 'Lee', 'Martin', 'Brown'];
const COLOURS = ['red', 'green', 'blue'];

const round2 = (n) => Math.round(n * 100) / 100;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: round2(percentile(sorted, 50)),
    p95: round2(percentile(sorted, 95)),
    max: round2(sorted.at(-1) ?? NaN),
  };
};
const hashOf = (receipt) => crypto.createHash('sha256').update(String(receipt).replace(/-/g, '')).digest('hex');

/** The roster's owner on line `i` (0-based), and whether they registered before the import. */
const ownerOf = (i) => ({
  unitNumber: String(101 + Math.floor(i / 20) * 100 + (i % 20)),
  firstName: FIRST[i % FIRST.length],
  lastName: LAST[Math.floor(i / FIRST.length) % LAST.length],
  email: `owner${String(i + 1).padStart(4, '0')}@example.org`,
  entitlement: (0.35 + (i % 13) * 0.0125).toFixed(4),
  registered: i % (UNITS / VOTERS) === 0,
});

/** The roster file an administrator exports from their books: unit, street, entitlement, owner names, owner emails. */
function rosterCsv() {
  const lines = ['unit,street,entitlement,owner names,owner emails'];
  for (let i = 0; i < UNITS; i++) {
    const o = ownerOf(i);
    lines.push(`${o.unitNumber},${STREET},${o.entitlement},${o.firstName} ${o.lastName},${o.email}`);
  }
  return lines.join('\r\n') + '\r\n';
}

/** Runs `task(i)` for i in [0, count) with at most `width` at a time. */
async function pool(count, width, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** One request at a time, `samples` times: p50/p95/max in ms (the first, a warm-up, not counted). */
async function oneAtATime(url, headers, samples) {
  const times = [];
  let status = 0;
  let bytes = 0;
  for (let i = 0; i <= samples; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    bytes = (await response.arrayBuffer()).byteLength;
    if (i > 0) times.push(performance.now() - started);
    status = response.status;
  }
  return { status, responseBytes: bytes, ...stats(times) };
}

/**
 * @param {{ portal: { url: string }, db: any, token: string, log: (line: string) => void, duration: number, readers?: number, samples?: number }} options
 *   `readers`: connections reading the results at once under load (a board and its administrators)
 *   `token`: an administrator's, from the identity provider; `db`: the portal's database (bench/seed-volume.mjs openDatabase)
 */
export async function measureVotes({ portal, db, token, log, duration, readers = 5, samples = 200 }) {
  /** @type {(method: string, path: string, options?: { body?: unknown, bearer?: string, expect?: number }) => Promise<any>} */
  const call = async (method, path, { body, bearer = token, expect = 200 } = {}) => {
    const response = await fetch(portal.url + path, {
      method,
      headers: { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== expect) throw new Error(`${method} ${path} answered ${response.status}, not ${expect}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };

  const loadAverageAtStart = os.loadavg().map(round2);
  // Owners who registered before the roster lists them (the tables, as seed-volume writes them), and a director.
  const started = performance.now();
  const owners = [];
  for (let i = 0; i < UNITS; i++) {
    const o = ownerOf(i);
    if (o.registered)
      owners.push({
        username: `voter${String(owners.length + 1).padStart(4, '0')}`,
        firstName: o.firstName,
        lastName: o.lastName,
        email: o.email,
        unitNumber: o.unitNumber,
        streetName: STREET,
        userType: 'owner',
        roles: [],
      });
  }
  const director = {
    username: 'bench-director',
    firstName: 'Bench',
    lastName: 'Director',
    email: 'bench-director@example.org',
    unitNumber: '1',
    streetName: 'Board Office',
    userType: 'owner',
    roles: ['director'],
  };
  await seedAccounts(db, [...owners, director], PASSWORD);
  const accountsMs = Math.round(performance.now() - started);
  log(`votes: ${owners.length} owner accounts and a director seeded in ${accountsMs} ms`);

  // 1. The roster, as the roster screen sends it: the preview, then the import.
  const file = rosterCsv();
  const upload = async (dryRun) => {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'roster.csv');
    const t = performance.now();
    const response = await fetch(`${portal.url}/api/units/import?dryRun=${dryRun}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const text = await response.text();
    const ms = Math.round(performance.now() - t);
    if (response.status !== 200) throw new Error(`roster import (dryRun=${dryRun}) answered ${response.status}: ${text.slice(0, 300)}`);
    return { ms, report: JSON.parse(text) };
  };
  log(`votes: roster preview of ${UNITS} units (${Math.round(file.length / 1024)} KB)`);
  const preview = await upload(true);
  log(`votes: preview in ${preview.ms} ms; importing`);
  const imported = await upload(false);
  const roster = /** @type {any[]} */ (await call('GET', '/api/units')).filter((u) => u.street === STREET);
  const linked = roster.reduce((n, u) => n + u.members.filter((m) => m.relation === 'owner' && m.registered).length, 0);
  const rosterOk = imported.report.applied && imported.report.created === UNITS && roster.length === UNITS && linked === VOTERS;
  log(`votes: import in ${imported.ms} ms: ${roster.length} units on the roster, ${linked} registered owners linked`);
  if (!rosterOk)
    throw new Error(`roster import: ${JSON.stringify(imported.report).slice(0, 300)}; ${roster.length} units, ${linked} linked`);

  // 2. The owners sign in (a few browsers at a time), then one secret vote, open now.
  const signInStarted = performance.now();
  const tokens = new Array(owners.length);
  await pool(owners.length, 4, async (i) => {
    tokens[i] = (await signIn(new Browser(portal), owners[i].username, PASSWORD)).access_token;
  });
  const signInSeconds = round2((performance.now() - signInStarted) / 1000);
  const directorToken = (await signIn(new Browser(portal), director.username, PASSWORD)).access_token;
  log(`votes: ${owners.length} owners and the director signed in through the provider in ${signInSeconds} s`);

  const createVote = async (title, secret) =>
    call('POST', '/api/votes', {
      expect: 201,
      body: {
        title,
        description: 'The budget for next year and the colour of the lobby.',
        questions: [
          { text: 'Approve the budget?', kind: 'yesNo' },
          { text: 'Which colour for the lobby?', kind: 'oneOf', options: COLOURS },
        ],
        opensAt: new Date(Date.now() - 60_000).toISOString(),
        closesAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
        counting: 'unit',
        quorum: 0.5,
        secret,
        resultsShown: 'atClose',
        resultsToResidents: false,
        changeable: false,
      },
    });
  const answersOf = (i) => [i % 2 ? 'yes' : 'no', COLOURS[i % 3]];
  const close = (voteId) => call('POST', `/api/votes/${voteId}/close`, { bearer: directorToken, body: { reason: 'The meeting voted.' } });

  // The 200 at the same instant, on one secret vote (the annual meeting's).
  const vote = await createVote('Annual general meeting: budget and lobby', true);
  log(`votes: ${owners.length} ballots at the same instant on secret vote ${vote.id}`);
  const burst = await atOnce(
    portal.url,
    tokens.map((bearer, i) => ({
      method: 'POST',
      path: `/api/votes/${vote.id}/ballots`,
      token: bearer,
      json: { answers: answersOf(i) },
      headers: { 'X-Forwarded-For': `10.77.${i >> 8}.${(i & 255) + 1}` },
    })),
  );
  const statuses = {};
  for (const a of burst) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const during = await call('GET', `/api/votes/${vote.id}`, { bearer: directorToken });
  const burstOk = statuses[201] === VOTERS && during.participation.units === VOTERS;
  log(
    `votes: answers ${JSON.stringify(statuses)} in ${round2(Math.max(...burst.map((a) => a.ms)))} ms; units voted ${during.participation.units}`,
  );

  // 3. The other 1,800 units vote on paper, entered by an administrator; then the vote is closed.
  const voted = new Set(burst.filter((a) => a.status === 201).map((a) => Number(a.body.unitId)));
  const paperUnits = roster.filter((u) => !voted.has(u.id));
  log(`votes: ${paperUnits.length} paper ballots (4 at a time)`);
  const paperStarted = performance.now();
  const paperTimes = new Array(paperUnits.length);
  await pool(paperUnits.length, 4, async (i) => {
    const t = performance.now();
    await call('POST', `/api/votes/${vote.id}/paper-ballots`, {
      expect: 201,
      body: { unitId: paperUnits[i].id, answers: answersOf(i + 1) },
    });
    paperTimes[i] = performance.now() - t;
  });
  const paperSeconds = round2((performance.now() - paperStarted) / 1000);
  await close(vote.id);

  const resultsPath = `/api/votes/${vote.id}/results`;
  const firstRead = performance.now();
  const results = await call('GET', resultsPath, { bearer: directorToken });
  const firstReadMs = round2(performance.now() - firstRead);
  const recount = await call('GET', `/api/votes/${vote.id}/recount`);
  const published = new Set(results.receipts ?? []);
  const receiptsPublished = burst.filter((a) => a.status === 201 && published.has(hashOf(a.body.receipt))).length;
  const unitsPerQuestion = results.questions.map((q) => q.choices.reduce((n, c) => n + c.units, 0));
  const countOk =
    results.participation.units === UNITS &&
    results.paperBallots === paperUnits.length &&
    results.participation.units - results.paperBallots === VOTERS &&
    receiptsPublished === VOTERS &&
    published.size === UNITS &&
    unitsPerQuestion.every((n) => n === UNITS) &&
    recount.agrees === true;
  log(
    `votes: closed; results ${results.participation.units} units (${results.paperBallots} on paper), ` +
      `${receiptsPublished} of the ${VOTERS} online receipts published, recount agrees: ${recount.agrees}`,
  );

  // The results as a director reads them, beside /_health: one at a time, then under load.
  const directorHeaders = { authorization: `Bearer ${directorToken}` };
  log(`votes: ${samples} reads of ${resultsPath} and of /_health, one at a time`);
  const resultsOne = await oneAtATime(portal.url + resultsPath, directorHeaders, samples);
  const healthOne = await oneAtATime(`${portal.url}/_health`, {}, samples);
  log(`votes: load ${resultsPath} and /_health (${readers} connections x ${duration} s each)`);
  const resultsLoad = await load({ url: portal.url + resultsPath, headers: directorHeaders, connections: readers, duration });
  const healthLoad = await load({ url: `${portal.url}/_health`, connections: readers, duration });

  return {
    units: UNITS,
    voters: VOTERS,
    loadAverageAtStart,
    loadAverageAtEnd: os.loadavg().map(round2),
    accountsSeededMs: accountsMs,
    roster: {
      fileBytes: Buffer.byteLength(file),
      previewMs: preview.ms,
      importMs: imported.ms,
      report: { applied: imported.report.applied, created: imported.report.created, errors: imported.report.errors.length },
      unitsAfter: roster.length,
      registeredOwnersLinked: linked,
      pass: rosterOk,
    },
    ballotsAtOnce: {
      voteId: vote.id,
      signInSeconds,
      statuses,
      answerMs: stats(burst.map((a) => a.ms)),
      unitsVotedAfter: during.participation.units,
      pass: burstOk,
    },
    paperBallots: {
      count: paperUnits.length,
      seconds: paperSeconds,
      eachMs: stats(paperTimes),
      first200Ms: stats(paperTimes.slice(0, 200)),
      last200Ms: stats(paperTimes.slice(-200)),
    },
    closedVote: {
      unitsVoted: results.participation.units,
      paperBallots: results.paperBallots,
      onlineReceiptsPublished: receiptsPublished,
      receipts: published.size,
      unitsPerQuestion,
      recountAgrees: recount.agrees,
      pass: countOk,
    },
    results: {
      path: resultsPath,
      firstReadMs,
      oneAtATime: resultsOne,
      healthOneAtATime: healthOne,
      ratioP50: round2(resultsOne.p50 / healthOne.p50),
      ratioP95: round2(resultsOne.p95 / healthOne.p95),
      load: resultsLoad,
      healthLoad,
      ratioRequestsPerSecond: round2(resultsLoad.requestsPerSecond / healthLoad.requestsPerSecond),
    },
  };
}

/** The figures as lines for the table. */
export function voteLines(v) {
  const r = v.results;
  const l = (x) => `${x.requestsPerSecond} req/s, p50 ${x.latencyMs.p50} / p99 ${x.latencyMs.p99} ms, non-2xx ${x.non2xx}`;
  return [
    `votes at association scale (${v.units} units, ${v.voters} owners online)`,
    `  roster import, ${v.units} units in one file: ${v.roster.importMs} ms (preview ${v.roster.previewMs} ms); ${v.roster.unitsAfter} units after, ${v.roster.registeredOwnersLinked} owners linked — ${v.roster.pass ? 'PASS' : 'FAIL'}`,
    `  ${v.voters} ballots at the same instant (secret vote): ${JSON.stringify(v.ballotsAtOnce.statuses)}, answered p50 ${v.ballotsAtOnce.answerMs.p50} / p95 ${v.ballotsAtOnce.answerMs.p95} / max ${v.ballotsAtOnce.answerMs.max} ms; units voted ${v.ballotsAtOnce.unitsVotedAfter} — ${v.ballotsAtOnce.pass ? 'PASS' : 'FAIL'}`,
    `  ${v.paperBallots.count} paper ballots in ${v.paperBallots.seconds} s, 4 at a time (each p50 ${v.paperBallots.eachMs.p50} / p95 ${v.paperBallots.eachMs.p95} ms; first 200 p50 ${v.paperBallots.first200Ms.p50} ms, last 200 p50 ${v.paperBallots.last200Ms.p50} ms)`,
    `  closed: ${v.closedVote.unitsVoted} units voted (${v.closedVote.paperBallots} on paper), ${v.closedVote.receipts} receipts published (${v.closedVote.onlineReceiptsPublished} of the online ones), recount agrees ${v.closedVote.recountAgrees} — ${v.closedVote.pass ? 'PASS' : 'FAIL'}`,
    `  GET ${r.path} one at a time: p50 ${r.oneAtATime.p50} / p95 ${r.oneAtATime.p95} ms, ${r.oneAtATime.responseBytes} B (first read ${r.firstReadMs} ms)`,
    `  GET /_health one at a time:       p50 ${r.healthOneAtATime.p50} / p95 ${r.healthOneAtATime.p95} ms; ratio p50 ${r.ratioP50}x, p95 ${r.ratioP95}x`,
    `  under load: results ${l(r.load)}; /_health ${l(r.healthLoad)}; ratio ${r.ratioRequestsPerSecond}x`,
  ];
}
