/** This process's notice rounds: announce, gather digests, deliver (docs/requirements.md §10). */
import { AsyncResource } from 'node:async_hooks';
import { nowMs } from '../../../platform/clock';
import { announce, dueItems } from './announce';
import { claimBatch, deliver } from './deliver';
import { buildDigests } from './digests';
import type { NoticeDeps } from './store';

/** A round sends at most this many batches back to back while they come full (a backlog). */
const BATCHES_PER_ROUND = 5;

/**
 * One round: announce what the modules' sources say is due (news, documents, votes' moments), gather due digests, let
 * the modules queue what came due (the bookings' e-mails), send a batch, and the next while they
 * come full (at most BATCHES_PER_ROUND). Answers how many the last batch claimed.
 */
async function runRound(deps: NoticeDeps): Promise<number> {
  const now = nowMs();
  const site = await deps.siteName();
  for (const item of await dueItems(deps.senders.sources(), now)) await announce(deps.knex, item, now, site);
  await buildDigests(deps.knex, now, site);
  for (const moduleRound of deps.senders.rounds()) await moduleRound();
  let claimed = 0;
  for (let batches = 0; batches < BATCHES_PER_ROUND; batches++) {
    const claimedAt = nowMs();
    const batch = await claimBatch(deps.knex, deps.worker, claimedAt, deps.settings, deps.senders.ownKinds());
    claimed = batch.length;
    const sentAll = await deliver(deps, batch, claimedAt);
    if (!sentAll || claimed < deps.settings.batchSize) break;
  }
  return claimed;
}

/**
 * Runs rounds every `intervalMs` (sooner after a wake()) until stopped; a round that fails (the
 * database away) is logged and the next one tries again. A round that claimed a full batch is
 * followed at once by the next (a backlog goes out as fast as the server takes it); a round that
 * claimed nothing lets the idle SMTP connections go (`idle`).
 */
export function startDispatcher(deps: NoticeDeps & { idle(): void }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  // Bound to the context the dispatcher started in: a wake() from a write's after() must not
  // carry that write's (finished) transaction into the round.
  const schedule = AsyncResource.bind((ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void round(), ms);
    timer.unref?.();
  });
  const round = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    let claimed = 0;
    running = (async () => {
      try {
        claimed = await runRound(deps);
        if (!claimed) deps.idle();
      } catch (error) {
        if (!stopped) deps.log.error(`[notices] round failed: ${error instanceof Error ? error.message : error}`);
      }
    })();
    await running;
    running = undefined;
    if (again || claimed >= deps.settings.batchSize) {
      again = false;
      schedule(0);
    } else schedule(deps.settings.intervalMs);
  };
  schedule(0);
  return {
    /** A write that may have made an item visible: run a round now rather than at the next interval. */
    wake: () => schedule(0),
    /**
     * Runs a round now and waits for it (tests, and stop's last round). A round already running may have
     * read the outbox before the caller's write: it is let finish, and a round of the caller's own follows.
     */
    runNow: async () => {
      while (running) await running;
      return round();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
export type Dispatcher = ReturnType<typeof startDispatcher>;
