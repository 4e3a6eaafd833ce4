/**
 * The one scheduler of the periodic jobs (cms/src/platform/scheduler.ts), against a real portal and its
 * database: the portal's jobs are registered and claimed at start; two schedulers on two connections
 * to one database (two portal processes) run each job's round once between them; a job is registered
 * once and before the start; a stopped scheduler runs nothing more and keeps no timer; no other
 * repeating timer is set in the server.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduler, type Scheduler } from '../../src/platform/scheduler';
import { startPortal, type TestPortal } from '../support/portal';
import { sourceFiles } from '../support/source-scan';
import { withSecondPortal } from '../support/second-portal';

const HOUR_MS = 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { error: () => undefined };

let portal: TestPortal;
let stopped = false;
const knex = () => portal.strapi.db.connection;
const jobRows = (names: string[]) => knex()('hearth_scheduled_jobs').whereIn('name', names).orderBy('name');

// The running portal's own copy of the module (its schedulers are the ones its bootstrap filled).
const { schedulerOf } = createRequire(__filename)(
  path.join(process.env.HEARTH_TEST_DIST ?? '', 'src/platform/scheduler.js'),
) as typeof import('../../src/platform/scheduler');

beforeAll(async () => {
  portal = await startPortal();
}, 120_000);

afterAll(async () => {
  if (!stopped) await portal?.stop();
});

describe('the one scheduler', () => {
  it("registers the portal's jobs and claims their first round at start", async () => {
    const names = ['activity-pruning', 'idempotency-key-pruning', 'ledger-late-fees', 'request-photo-sweep'];
    expect(schedulerOf(portal.strapi).scheduled().sort()).toEqual(names);
    let rows = await jobRows(names);
    for (let i = 0; i < 100 && rows.some((row) => row.last_run_at === null); i++, rows = await jobRows(names)) await sleep(50);
    expect(rows.map((row) => [row.name, Number(row.period_ms)])).toEqual([
      ['activity-pruning', 12 * HOUR_MS],
      ['idempotency-key-pruning', 24 * HOUR_MS],
      ['ledger-late-fees', 6 * HOUR_MS],
      ['request-photo-sweep', 6 * HOUR_MS],
    ]);
    for (const row of rows) {
      expect(row.last_run_at).not.toBeNull();
      expect(Number(row.next_run_at)).toBe(Number(row.last_run_at) + Number(row.period_ms));
    }
  });

  it('is the only clock that repeats in the server (no setInterval elsewhere)', () => {
    expect(
      sourceFiles('cms/src')
        .filter((f) => /\bsetInterval\s*\(/.test(f.text))
        .map((f) => f.file),
    ).toEqual([]);
  });

  it('refuses a job registered twice, or after the start, with a clear error', async () => {
    const scheduler = createScheduler({ knex, log: quiet });
    scheduler.register('test-twice', HOUR_MS, async () => undefined);
    expect(() => scheduler.register('test-twice', HOUR_MS, async () => undefined)).toThrow('[scheduler] job "test-twice" registered twice');
    expect(() => schedulerOf(portal.strapi).register('test-late', HOUR_MS, async () => undefined)).toThrow(
      '[scheduler] job "test-late" registered after the scheduler started: register at bootstrap',
    );
    expect(() => scheduler.register('Bad name', HOUR_MS, async () => undefined)).toThrow(/job name/);
    expect(() => scheduler.register('test-no-period', 0, async () => undefined)).toThrow(/a period of/);
    await scheduler.stop();
  });

  it('runs each round once when two portal processes share the database', async () => {
    // The second process: its own connection (pool) to the same database.
    const second: Knex = knexFactory({ ...knex().client.config });
    let clock = Date.now() + 1000 * HOUR_MS; // far from the portal's own rows
    let round = 0;
    const runs: { job: string; round: number; by: string }[] = [];
    const instance = (by: string, connection: () => Knex): Scheduler => {
      const scheduler = createScheduler({ knex: connection, log: quiet, now: () => clock });
      for (const [job, period] of [
        ['test-shared-a', HOUR_MS],
        ['test-shared-b', 2 * HOUR_MS],
      ] as const)
        scheduler.register(job, period, async () => {
          runs.push({ job, round, by });
          await sleep(20); // the other process tries while this round runs
        });
      return scheduler;
    };
    const one = instance('one', knex);
    const two = instance('two', () => second);
    try {
      await Promise.all([one.start(), two.start()]);
      for (round = 0; round < 4; round++) {
        if (round > 0) clock += 2 * HOUR_MS; // both jobs due again
        // One barrier: both processes try every job at the same moment.
        const ran = await Promise.all([one.runDue(), two.runDue()]);
        for (const job of ['test-shared-a', 'test-shared-b']) {
          expect(runs.filter((r) => r.job === job && r.round === round)).toHaveLength(1);
          expect(ran.flat().filter((name) => name === job).length).toBeLessThanOrEqual(1);
        }
      }
      expect(runs).toHaveLength(8);
      const rows = await jobRows(['test-shared-a', 'test-shared-b']);
      expect(rows.map((row) => Number(row.next_run_at) - clock)).toEqual([HOUR_MS, 2 * HOUR_MS]);
      // Not yet due: neither process runs it.
      expect([...(await one.runDue()), ...(await two.runDue())]).toEqual([]);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
      await second.destroy();
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a second portal process on the same PostgreSQL database runs none of the rounds the first ran',
    async () => {
      const names = ['activity-pruning', 'idempotency-key-pruning', 'ledger-late-fees', 'request-photo-sweep'];
      const before = await jobRows(names);
      expect(before.every((row) => row.last_run_at !== null)).toBe(true);
      await withSecondPortal(portal, {}, async () => {
        await sleep(500); // its scheduler's first tries (timers of 0 ms after its start)
        // Its start found every round already run: the rows still name the first process's rounds.
        expect(await jobRows(names)).toEqual(before);
        expect(await schedulerOf(portal.strapi).runDue()).toEqual([]);
      });
    },
    240_000,
  );

  it('runs no job once stopped, and keeps no timer', async () => {
    const scheduler = createScheduler({ knex, log: quiet });
    let runs = 0;
    scheduler.register('test-stop', 50, async () => void runs++);
    await scheduler.start();
    for (let i = 0; i < 100 && runs < 2; i++) await sleep(25);
    expect(runs).toBeGreaterThanOrEqual(2); // the timers run it every period
    await scheduler.stop();
    expect(scheduler.scheduled()).toEqual([]);
    const seen = runs;
    await sleep(300);
    expect(runs).toBe(seen);
    expect(await scheduler.runDue()).toEqual([]);
    expect(() => scheduler.register('test-stop-late', 50, async () => undefined)).toThrow(/after the scheduler started/);
  });

  it("clears the portal's timers when the portal stops", async () => {
    expect(schedulerOf(portal.strapi).scheduled()).toHaveLength(4);
    stopped = true;
    await portal.stop();
    expect(schedulerOf(portal.strapi).scheduled()).toEqual([]);
  });
});
