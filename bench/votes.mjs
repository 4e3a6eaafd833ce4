// @ts-check
/**
 * Votes at association scale (docs/requirements.md §16, bench/README.md "Votes at 10,000 units"),
 * through the calls the web app makes, signed in as a browser is; `BENCH_VOTE_UNITS` units
 * (10,000), a tenth of them owners online:
 *  1. the roster imported by an administrator (`POST /api/units/import`, the preview and then the
 *     import, as the roster screen sends them; files of at most 5,000 units, the import's limit),
 *     while `GET /_health` and a booking write (`POST /api/bookings`, a staff block) are asked one
 *     after the other throughout, and for a few seconds before it (their baseline); the owners
 *     online registered before it (accounts seeded in the tables), so the import verifies and links them;
 *  2. those owners sign in through the identity provider; on one open secret vote they all read it
 *     at the same instant (`GET /api/votes/:id`), then all cast a ballot at the same instant (one
 *     barrier each, a socket per request opened beforehand): every ballot must be 201 and counted;
 *  3. the other units vote on paper (`POST /api/votes/:id/paper-ballots`, as an administrator
 *     enters them, 4 at a time: the first tenth against the last), the vote is closed (every unit
 *     counted, every online receipt counted (`POST /api/votes/:id/receipt-check`), the recount agreeing), and a director
 *     reads its results (`GET /api/votes/:id/results`) one at a time (in turn with `/_health`) and under a board's load,
 *     beside `GET /_health`.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { atOnce } from '../testkit/at-once.mjs';
import { Browser, signIn } from '../testkit/oidc.mjs';
import { load } from './measure.mjs';
import { seedAccounts } from './seed-volume.mjs';
import { inTurn, pool, round2, sampler, stats } from './vote-tools.mjs';

/** The association's units (`BENCH_VOTE_UNITS`, 10,000), and the owners online among them (`BENCH_VOTE_VOTERS`, one unit in ten). */
const UNITS = Number(process.env.BENCH_VOTE_UNITS || 10_000);
const VOTERS = Math.min(UNITS, Number(process.env.BENCH_VOTE_VOTERS || Math.round(UNITS / 10)));
const EVERY = Math.max(1, Math.floor(UNITS / VOTERS));
/** The import's limit per file (docs/requirements.md §15: more units are refused): larger rosters come in several files. */
const UNITS_PER_FILE = 5000;
const STREET = 'Harbourfront Towers';
const PASSWORD = 'Bench-Voter-9!pass';
const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Sophia', 'Elijah', 'Chloé', 'James', 'Émilie', 'Mateo'];
const LAST = ['Smith', 'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Nguyen', 'Garcia', 'Wilson', 'Bouchard', 'Lee', 'Martin', 'Brown'];
const COLOURS = ['red', 'green', 'blue'];
/** Targets (bench/README.md "Votes at 10,000 units"): ratios within one run, never timed assertions. */
const VOTE_TARGETS = { othersDuringImportP99Ms: 1000, ballotsVsReadsP95: 4, paperLastVsFirst: 1.2, resultsVsHealthP50: 10 };

/**
 * The local day 'YYYY-MM-DD' `days` after today in the zone, counted in calendar days: adding
 * `days` x 24 h to the clock gave the same day twice across the autumn clock change when run in the
 * local day's last hour (two bookings on one day: a 409).
 */
const dayIn = (zone, days) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** The roster's owner on line `i` (0-based), and whether they registered before the import. */
const ownerOf = (i) => ({
  unitNumber: String(101 + Math.floor(i / 50) * 100 + (i % 50)),
  firstName: FIRST[i % FIRST.length],
  lastName: LAST[Math.floor(i / FIRST.length) % LAST.length],
  email: `owner${String(i + 1).padStart(5, '0')}@example.org`,
  entitlement: (0.35 + (i % 13) * 0.0125).toFixed(4),
  registered: i % EVERY === 0 && i / EVERY < VOTERS,
});

/** The roster files an administrator exports from their books: unit, street, entitlement, owner names, owner emails. */
function rosterFiles() {
  const files = [];
  for (let from = 0; from < UNITS; from += UNITS_PER_FILE) {
    const lines = ['unit,street,entitlement,owner names,owner emails'];
    for (let i = from; i < Math.min(UNITS, from + UNITS_PER_FILE); i++) {
      const o = ownerOf(i);
      lines.push(`${o.unitNumber},${STREET},${o.entitlement},${o.firstName} ${o.lastName},${o.email}`);
    }
    files.push(lines.join('\r\n') + '\r\n');
  }
  return files;
}

/**
 * @param {{ portal: { url: string }, db: any, signInAdmin: () => Promise<string>, log: (line: string) => void, duration: number, readers?: number, samples?: number }} options
 *   `signInAdmin`: an administrator's token, fresh from the identity provider (they last 10 minutes)
 *   `readers`: connections reading the results at once under load (a board and its administrators)
 *   `db`: the portal's database (bench/seed-volume.mjs openDatabase)
 */
export async function measureVotes({ portal, db, signInAdmin, log, duration, readers = 5, samples = 200 }) {
  let token = await signInAdmin();
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

  const runStarted = performance.now();
  const loadAverageAtStart = os.loadavg().map(round2);
  // Owners who registered before the roster lists them (the tables, as seed-volume writes them), and a director.
  const owners = [];
  for (let i = 0; i < UNITS; i++) {
    const o = ownerOf(i);
    if (o.registered)
      owners.push({
        username: `voter${String(owners.length + 1).padStart(5, '0')}`,
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
  // bcrypt's lowest cost: a thousand sign-ins take seconds, not minutes (the provider checks any cost; sign-ins are not measured).
  await seedAccounts(db, [...owners, director], PASSWORD, { rounds: 4 });
  const accountsMs = Math.round(performance.now() - runStarted);
  log(`votes: ${owners.length} owner accounts and a director seeded in ${accountsMs} ms`);

  // What other users send meanwhile: /_health, and a booking write (a staff block, each in an hour of its own).
  const ALL_DAY = Object.fromEntries(
    ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, { open: '00:00', close: '24:00' }]),
  );
  const created = await fetch(`${portal.url}/api/amenities`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench lounge',
      openingHours: ALL_DAY,
      slotMinutes: 60,
      minMinutes: 60,
      maxMinutes: 1440,
      minNoticeHours: 0,
      maxNoticeDays: 400,
      cancelCutoffHours: 0,
      bufferMinutes: 0,
    }),
  });
  const amenity = await created.json();
  if (!created.ok) throw new Error(`POST /api/amenities answered ${created.status}: ${JSON.stringify(amenity).slice(0, 300)}`);
  let slot = 0;
  const bookingWrite = () => {
    // Hours 04:00 to 23:00 (no clock change skips them), 19 a day, from the day after tomorrow.
    const k = slot++;
    if (k >= 390 * 19) return null;
    const day = dayIn(amenity.timeZone, 2 + Math.floor(k / 19));
    const hour = 4 + (k % 19);
    const at = (h) => `${day}T${String(h).padStart(2, '0')}:00`;
    return fetch(`${portal.url}/api/bookings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amenityId: amenity.id, start: at(hour), end: at(hour + 1), block: true }),
    });
  };
  const health = () => fetch(`${portal.url}/_health`);
  const othersSampled = async (ms) => {
    const h = sampler(health, 25);
    const b = sampler(bookingWrite, 100);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { health: await h.stop(), bookingWrite: await b.stop() };
  };
  log('votes: /_health and booking writes alone (5 s)');
  const othersIdle = await othersSampled(5000);

  // 1. The roster, as the roster screen sends it: the preview, then the import, file by file.
  const files = rosterFiles();
  // node:http, not fetch: a long import must not meet fetch's 300 s wait for the answer's headers.
  const upload = async (file, dryRun) => {
    const boundary = `bench${crypto.randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="roster.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      Buffer.from(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const t = performance.now();
    const { status, text } = await new Promise((resolve, reject) => {
      const request = http.request(`${portal.url}/api/units/import?dryRun=${dryRun}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      });
      request.on('response', (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
      });
      request.on('error', reject);
      request.end(body);
    });
    const ms = Math.round(performance.now() - t);
    if (status !== 200) throw new Error(`roster import (dryRun=${dryRun}) answered ${status}: ${text.slice(0, 300)}`);
    return { ms, report: JSON.parse(text) };
  };
  const healthDuring = sampler(health, 25);
  const bookingsDuring = sampler(bookingWrite, 100);
  const importStarted = performance.now();
  const imports = [];
  /** @type {{ health: any, bookingWrite: any }} */
  let othersDuring;
  try {
    for (const [n, file] of files.entries()) {
      log(`votes: roster file ${n + 1} of ${files.length}: preview and import (${Math.round(file.length / 1024)} KB)`);
      const preview = await upload(file, true);
      const imported = await upload(file, false);
      imports.push({ fileBytes: Buffer.byteLength(file), previewMs: preview.ms, importMs: imported.ms, report: imported.report });
      log(`votes: file ${n + 1} imported in ${imported.ms} ms`);
    }
  } finally {
    // Stopped however the import ends: a sampler left running would keep the bench alive.
    othersDuring = { health: await healthDuring.stop(), bookingWrite: await bookingsDuring.stop() };
  }
  const importSeconds = round2((performance.now() - importStarted) / 1000);
  const roster = /** @type {any[]} */ (await call('GET', '/api/units')).filter((u) => u.street === STREET);
  const linked = roster.reduce((n, u) => n + u.members.filter((m) => m.relation === 'owner' && m.registered).length, 0);
  const rosterOk =
    imports.every((i) => i.report.applied) &&
    imports.reduce((n, i) => n + i.report.created, 0) === UNITS &&
    roster.length === UNITS &&
    linked === VOTERS;
  log(
    `votes: imported in ${importSeconds} s: ${roster.length} units on the roster, ${linked} registered owners linked; ` +
      `meanwhile /_health p99 ${othersDuring.health.p99} ms (max ${othersDuring.health.max}), ` +
      `booking writes p99 ${othersDuring.bookingWrite.p99} ms (max ${othersDuring.bookingWrite.max}) ${JSON.stringify(othersDuring.bookingWrite.statuses)}`,
  );
  if (!rosterOk)
    throw new Error(
      `roster import: ${JSON.stringify(imports.map((i) => i.report)).slice(0, 300)}; ${roster.length} units, ${linked} linked`,
    );

  // 2. The owners sign in (a few browsers at a time), then one secret vote, open now.
  const signInStarted = performance.now();
  const tokens = new Array(owners.length);
  await pool(owners.length, 8, async (i) => {
    tokens[i] = (await signIn(new Browser(portal), owners[i].username, PASSWORD)).access_token;
  });
  const signInSeconds = round2((performance.now() - signInStarted) / 1000);
  let directorToken = (await signIn(new Browser(portal), director.username, PASSWORD)).access_token;
  log(`votes: ${owners.length} owners and the director signed in through the provider in ${signInSeconds} s`);
  token = await signInAdmin();

  const vote = await call('POST', '/api/votes', {
    expect: 201,
    body: {
      title: 'Annual general meeting: budget and lobby',
      description: 'The budget for next year and the colour of the lobby.',
      questions: [
        { text: 'Approve the budget?', kind: 'yesNo' },
        { text: 'Which colour for the lobby?', kind: 'oneOf', options: COLOURS },
      ],
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      counting: 'unit',
      quorum: 0.5,
      secret: true,
      resultsShown: 'atClose',
      resultsToResidents: false,
      changeable: false,
    },
  });
  const answersOf = (i) => [i % 2 ? 'yes' : 'no', COLOURS[i % 3]];
  const fromAddress = (i) => ({ 'X-Forwarded-For': `10.77.${i >> 8}.${(i & 255) + 1}` });
  const countStatuses = (answers) => {
    /** @type {Record<string, number>} */
    const out = {};
    for (const a of answers) out[a.status] = (out[a.status] ?? 0) + 1;
    return out;
  };

  // The baseline: every owner reads the vote at the same instant, as its screen does.
  log(`votes: ${owners.length} reads of GET /api/votes/${vote.id} at the same instant`);
  const reads = await atOnce(
    portal.url,
    tokens.map((bearer, i) => ({ method: 'GET', path: `/api/votes/${vote.id}`, token: bearer, headers: fromAddress(i) })),
  );
  log(`votes: ${owners.length} ballots at the same instant on secret vote ${vote.id}`);
  const burst = await atOnce(
    portal.url,
    tokens.map((bearer, i) => ({
      method: 'POST',
      path: `/api/votes/${vote.id}/ballots`,
      token: bearer,
      json: { answers: answersOf(i) },
      headers: fromAddress(i),
    })),
  );
  const statuses = countStatuses(burst);
  const during = await call('GET', `/api/votes/${vote.id}`, { bearer: directorToken });
  const burstOk = statuses[201] === VOTERS && during.participation.units === VOTERS;
  const ballotMs = stats(burst.map((a) => a.ms));
  const readMs = stats(reads.map((a) => a.ms));
  log(
    `votes: ballots ${JSON.stringify(statuses)} p50 ${ballotMs.p50} / p95 ${ballotMs.p95} ms; reads ${JSON.stringify(countStatuses(reads))} ` +
      `p50 ${readMs.p50} / p95 ${readMs.p95} ms; units voted ${during.participation.units}`,
  );

  // 3. The other units vote on paper, entered by an administrator; then the vote is closed.
  const voted = new Set(burst.filter((a) => a.status === 201).map((a) => Number(a.body.unitId)));
  const paperUnits = roster.filter((u) => !voted.has(u.id));
  const window = Math.max(1, Math.round(paperUnits.length / 9));
  log(`votes: ${paperUnits.length} paper ballots (4 at a time)`);
  const paperStarted = performance.now();
  const paperTimes = new Array(paperUnits.length);
  await pool(paperUnits.length, 4, async (i) => {
    // A fresh administrator's token now and then: entering thousands takes longer than one lasts.
    if (i > 0 && i % 1000 === 0) token = await signInAdmin();
    const t = performance.now();
    await call('POST', `/api/votes/${vote.id}/paper-ballots`, {
      expect: 201,
      body: { unitId: paperUnits[i].id, answers: answersOf(i + 1) },
    });
    paperTimes[i] = performance.now() - t;
  });
  const paperSeconds = round2((performance.now() - paperStarted) / 1000);
  token = await signInAdmin();
  directorToken = (await signIn(new Browser(portal), director.username, PASSWORD)).access_token;
  await call('POST', `/api/votes/${vote.id}/close`, { bearer: directorToken, body: { reason: 'The meeting voted.' } });

  const resultsPath = `/api/votes/${vote.id}/results`;
  const firstRead = performance.now();
  const results = await call('GET', resultsPath, { bearer: directorToken });
  const firstReadMs = round2(performance.now() - firstRead);
  const recount = await call('GET', `/api/votes/${vote.id}/recount`);
  // Every online ballot in the count, as its voter checks it with the receipt.
  const online = burst.filter((a) => a.status === 201);
  let receiptsCounted = 0;
  await pool(online.length, 8, async (i) => {
    const check = await call('POST', `/api/votes/${vote.id}/receipt-check`, {
      bearer: directorToken,
      body: { receipt: online[i].body.receipt },
    });
    if (check.counted === true) receiptsCounted += 1;
  });
  const unitsPerQuestion = results.questions.map((q) => q.choices.reduce((n, c) => n + c.units, 0));
  const countOk =
    results.participation.units === UNITS &&
    results.paperBallots === paperUnits.length &&
    results.participation.units - results.paperBallots === VOTERS &&
    receiptsCounted === VOTERS &&
    unitsPerQuestion.every((n) => n === UNITS) &&
    recount.agrees === true;
  log(
    `votes: closed; results ${results.participation.units} units (${results.paperBallots} on paper), ` +
      `${receiptsCounted} of the ${VOTERS} online receipts counted, recount agrees: ${recount.agrees}`,
  );

  // 4. The results as a director reads them, beside /_health: one at a time, then under load.
  const directorHeaders = { authorization: `Bearer ${directorToken}` };
  log(`votes: ${samples} reads of ${resultsPath} and of /_health, one at a time, in turn`);
  const [resultsOne, healthOne] = await inTurn(
    { url: portal.url + resultsPath, headers: directorHeaders },
    { url: `${portal.url}/_health`, headers: {} },
    samples,
  );
  log(`votes: load ${resultsPath} and /_health (${readers} connections x ${duration} s each)`);
  const resultsLoad = await load({ url: portal.url + resultsPath, headers: directorHeaders, connections: readers, duration });
  const healthLoad = await load({ url: `${portal.url}/_health`, connections: readers, duration });

  const worstP99 = Math.max(othersDuring.health.p99, othersDuring.bookingWrite.p99);
  const paper = { first: stats(paperTimes.slice(0, window)), last: stats(paperTimes.slice(-window)) };
  const targets = {
    [`/_health and booking writes during the import: p99 <= ${VOTE_TARGETS.othersDuringImportP99Ms} ms`]: {
      value: worstP99,
      pass:
        worstP99 <= VOTE_TARGETS.othersDuringImportP99Ms &&
        Object.keys(othersDuring.bookingWrite.statuses).every((status) => status === '201'),
    },
    [`ballots at once p95 <= ${VOTE_TARGETS.ballotsVsReadsP95}x reads at once p95`]: {
      value: round2(ballotMs.p95 / readMs.p95),
      pass: burstOk && ballotMs.p95 <= VOTE_TARGETS.ballotsVsReadsP95 * readMs.p95,
    },
    [`paper ballots, last ${window} p50 <= ${VOTE_TARGETS.paperLastVsFirst}x first ${window} p50`]: {
      value: round2(paper.last.p50 / paper.first.p50),
      pass: paper.last.p50 <= VOTE_TARGETS.paperLastVsFirst * paper.first.p50,
    },
    [`results p50 <= ${VOTE_TARGETS.resultsVsHealthP50}x /_health p50`]: {
      value: round2(resultsOne.p50 / healthOne.p50),
      pass: resultsOne.p50 <= VOTE_TARGETS.resultsVsHealthP50 * healthOne.p50,
    },
  };

  return {
    units: UNITS,
    voters: VOTERS,
    seconds: round2((performance.now() - runStarted) / 1000),
    loadAverageAtStart,
    loadAverageAtEnd: os.loadavg().map(round2),
    accountsSeededMs: accountsMs,
    roster: {
      files: imports.map((i) => ({ ...i, report: { ...i.report, errors: i.report.errors.length } })),
      importSeconds,
      unitsAfter: roster.length,
      registeredOwnersLinked: linked,
      othersIdle,
      othersDuring,
      pass: rosterOk,
    },
    ballotsAtOnce: {
      voteId: vote.id,
      signInSeconds,
      statuses,
      answerMs: ballotMs,
      readsAtOnce: { statuses: countStatuses(reads), answerMs: readMs },
      unitsVotedAfter: during.participation.units,
      pass: burstOk,
    },
    paperBallots: { count: paperUnits.length, seconds: paperSeconds, window, eachMs: stats(paperTimes), ...paper },
    closedVote: {
      unitsVoted: results.participation.units,
      paperBallots: results.paperBallots,
      onlineReceiptsCounted: receiptsCounted,
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
    targets,
  };
}
