/**
 * The one clock of the periodic work that is not mail (docs/architecture.md, "Work without a
 * request"; the e-mails keep the notice dispatcher's rounds). Each job registers once, at bootstrap,
 * by name and period; `start` ends the registrations. Each of a job's rounds is claimed in the
 * database: a row per job names when its next round is due, and a process runs the round only when
 * its conditional UPDATE moves that time on (`WHERE name = ? AND next_run_at <= now`), so of the
 * processes sharing a database one runs a given round, on SQLite and PostgreSQL alike. The first
 * round is due at the first start; a process started later waits for the row's time. A round whose
 * process dies midway is not run again before the next one: the jobs are sweeps, which the next
 * round does whole. `stop` (the portal's destroy) clears every timer and waits for a round under way.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

const SCHEDULE_TABLE = 'hearth_scheduled_jobs';
/** When a round could not be claimed (the database away), the next try comes this soon, or at the period. */
const RETRY_MS = 60_000;
/** The longest delay setTimeout keeps (about 24 days). */
const LONGEST_PERIOD_MS = 2 ** 31 - 1;

export interface SchedulerOptions {
  knex: () => Knex;
  log: { error(message: string): void };
  /** The time rounds fall due by (tests move it); the timers wait real time. */
  now?: () => number;
}

interface Job {
  name: string;
  periodMs: number;
  run: () => Promise<unknown>;
  timer?: NodeJS.Timeout;
  running?: Promise<boolean>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createScheduler({ knex, log, now = Date.now }: SchedulerOptions) {
  const jobs = new Map<string, Job>();
  let state: 'registering' | 'started' | 'stopped' = 'registering';
  const rows = () => knex()(SCHEDULE_TABLE);

  const schedule = (job: Job, ms: number) => {
    clearTimeout(job.timer);
    job.timer = undefined;
    if (state !== 'started') return;
    job.timer = setTimeout(() => void attempt(job), Math.max(0, Math.min(ms, job.periodMs)));
    job.timer.unref();
  };

  /** Runs the job's round if this process claims it; answers whether it did. */
  const claimAndRun = async (job: Job): Promise<boolean> => {
    const at = now();
    const claimed = await rows()
      .where('name', job.name)
      .andWhere('next_run_at', '<=', at)
      .update({ next_run_at: at + job.periodMs, last_run_at: at });
    if (!claimed) return false;
    try {
      await job.run();
    } catch (error) {
      log.error(`[scheduler] ${job.name}: ${messageOf(error)}`);
    }
    return true;
  };

  /** One try at the job's round (one at a time per job), then the timer for the time its row names. */
  const attempt = async (job: Job): Promise<boolean> => {
    while (job.running) await job.running;
    if (state !== 'started') return false;
    job.running = claimAndRun(job).catch((error) => {
      if (state === 'started') log.error(`[scheduler] ${job.name} not claimed: ${messageOf(error)}`);
      return false;
    });
    const ran = await job.running;
    job.running = undefined;
    const row = await rows()
      .where('name', job.name)
      .first('next_run_at')
      .catch(() => undefined);
    const wait = row ? Number(row.next_run_at) - now() : 0;
    schedule(job, wait > 0 ? wait : RETRY_MS);
    return ran;
  };

  return {
    /** Bootstrap, before start: the job `name` runs `run` once every `periodMs`, in one process of those sharing the database. */
    register(name: string, periodMs: number, run: () => Promise<unknown>): void {
      if (state !== 'registering')
        throw new Error(`[scheduler] job "${name}" registered after the scheduler started: register at bootstrap`);
      if (jobs.has(name)) throw new Error(`[scheduler] job "${name}" registered twice`);
      if (!/^[a-z0-9-]{1,64}$/.test(name)) throw new Error(`[scheduler] job name "${name}": 1-64 lowercase letters, digits and -`);
      if (!Number.isInteger(periodMs) || periodMs < 1 || periodMs > LONGEST_PERIOD_MS)
        throw new Error(`[scheduler] job "${name}": a period of 1 to ${LONGEST_PERIOD_MS} ms`);
      jobs.set(name, { name, periodMs, run });
    },

    /** Bootstrap, last: each job's row made if missing (its first round due now), then its timer. */
    async start(): Promise<void> {
      if (state !== 'registering') throw new Error(`[scheduler] started twice`);
      state = 'started';
      const at = now();
      for (const job of jobs.values())
        await rows()
          .insert({ name: job.name, period_ms: job.periodMs, next_run_at: at, last_run_at: null })
          .onConflict('name')
          .merge(['period_ms']);
      for (const job of jobs.values()) schedule(job, 0);
    },

    /** Tries every job's round now and waits for them (tests); answers the jobs this process ran. */
    async runDue(): Promise<string[]> {
      const all = [...jobs.values()];
      const ran = await Promise.all(all.map(attempt));
      return all.filter((_, i) => ran[i]).map((job) => job.name);
    },

    /** The jobs whose next try is on a timer (none once stopped). */
    scheduled(): string[] {
      return [...jobs.values()].filter((job) => job.timer).map((job) => job.name);
    },

    /** Destroy: no round starts any more; a round under way finishes. */
    async stop(): Promise<void> {
      state = 'stopped';
      for (const job of jobs.values()) schedule(job, 0);
      await Promise.all([...jobs.values()].map((job) => job.running));
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;

const schedulers = new WeakMap<Core.Strapi, Scheduler>();

/** This portal process's scheduler, on its database connection. */
export function schedulerOf(strapi: Core.Strapi): Scheduler {
  let scheduler = schedulers.get(strapi);
  if (!scheduler) {
    scheduler = createScheduler({ knex: () => strapi.db.connection, log: { error: (message) => strapi.log.error(message) } });
    schedulers.set(strapi, scheduler);
  }
  return scheduler;
}
