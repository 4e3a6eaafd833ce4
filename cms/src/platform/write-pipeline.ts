/**
 * The one write pipeline: every write the portal stores passes these steps, in this order, declared
 * here and nowhere else (docs/architecture.md, "A request to the API").
 *
 * Writes through the document service (the portal's calls and the Strapi admin panel alike), one
 * document-service middleware:
 *   1. rules        the type's rules service before(): refuses bad input before anything is written,
 *                   and adds the defaults the write then stores (docs/requirements.md §4, §5)
 *   2. activity     an FAQ's detail lines are read before the write replaces them (the activity
 *                   record's lifecycles could not see them any more)
 *   3. write        Strapi's own; its database lifecycles insert the activity record row
 *   4. cache        the public-read cache versions of the type (and of types whose answers show it)
 *                   are bumped: the next read sees the write
 *   5. idempotency  an add call's Idempotency-Key is marked created (idempotency.ts)
 *      1–5 run in one transaction: a refused or failed write leaves no row, no record, no stale
 *      cache version and no key that claims it was saved.
 *   6. sessions     a password write ends the account's other sessions (identity/sessions.ts):
 *                   after the write, so a refused one ends nothing
 *   7. follow-ups   the rules' after(), once committed: it may use other connections (director
 *                   privileges, admin-panel accounts), which SQLite's single one cannot give inside
 *                   a transaction
 *   8. notices      a news or document write wakes the e-mail notice rounds (docs/requirements.md
 *                   §10), once committed, so the round sees the item
 *
 * Writes with `strapi.db.query` (roles, passwords, admin-panel accounts) never meet the document
 * service: they pass the database lifecycles only, which is why the activity record is kept there
 * (activity/record.ts) and not in step 3's middleware — both kinds pass the lifecycles exactly once.
 *
 * Writes to a module's plain `hearth_*` table (docs/architecture.md, "Storage") pass the same steps
 * in the owning module's service: 1 its rules, before it writes; 2–3 its rows and `tableWritten`
 * below, the activity record, in the write's transaction; 8 the notice rounds woken once it commits.
 * The plain-table writes that skip a step, and why — this list and nowhere else:
 *   - a vote's ballots and tallies (vote/services/vote.ts): the record says which unit took part
 *     (its participation), never a ballot's choices or a tally, which would unseal the secret ballot
 *     (docs/requirements.md §16)
 *   - the identity tables (sessions and tokens, signing keys, two-factor secrets, link tokens, rate
 *     limits): credentials and counters, never in the record; two-factor's turning on or off is
 *     recorded under the account (activity/store.ts `recordAccountChange`)
 *   - the portal's own bookkeeping: idempotency keys, public-cache versions, the activity record
 *     itself, stored upload bytes (the row that names the file records it), panel links, the notice
 *     outbox, its recipients, announcements, preferences and meeting deliveries (the mail machinery's
 *     state, shown by the notice counts and delivery lists), the logins report's rows (the report is
 *     itself the record)
 */
import type { Core } from '@strapi/strapi';
import { activityRecorder } from './activity/record';
import { insertEntries } from './activity/store';
import type { ActivityDraft } from './activity/diff';
import { CONTENT, contentList } from './content-registry';
import { markCreated } from './idempotency';
import { publicCache } from './public-cache';
import { rulesOf, type WriteContext } from './resource-api';
import { endSessionsAfterPasswordWrite, setsPassword } from '../identity/sessions';

const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft']);

/** Content whose answers are cached (public-cache.ts), and the cached types whose answers show its rows (`alsoStale`). */
const STALE_AFTER_WRITE: Record<string, string[]> = Object.fromEntries(
  contentList().map((c) => [c.uid, [...(c.cached ? [c.uid] : []), ...(c.alsoStale ?? []).map((key) => CONTENT[key].uid)]]),
);

/** Content whose writes may make an e-mail notice due. */
const NOTIFYING = new Set<string>(contentList().flatMap((c) => (c.notices ? [c.uid] : [])));

export function registerWritePipeline(strapi: Core.Strapi): void {
  const activity = activityRecorder(strapi);
  strapi.db.lifecycles.subscribe(activity.lifecycles);

  strapi.documents.use(async (context, next) => {
    if (!WRITE_ACTIONS.has(context.action)) return next();
    const rules = rulesOf(strapi, context.uid);
    const stale = STALE_AFTER_WRITE[context.uid] ?? [];
    // The rules' view of the write: the same params object, so their defaults reach the write.
    const write: WriteContext = { uid: context.uid, action: context.action, params: context.params };

    const steps = async (trx?: Parameters<typeof markCreated>[0]) => {
      await rules?.before?.(write); // 1
      const written = await activity.withComponentsBefore(context, async () => next()); // 2, 3
      for (const uid of stale) await publicCache(strapi).bump(uid); // 4
      if (trx) await markCreated(trx); // 5
      return written;
    };
    // Types with neither rules nor cached answers (accounts, the logins report's rows) have no step
    // 1, 4 or 5 and no add call: their write is Strapi's own, without a transaction of ours.
    const written = rules || stale.length ? await strapi.db.transaction(({ trx }) => steps(trx)) : await steps();

    if (setsPassword(context)) await endSessionsAfterPasswordWrite(strapi, written); // 6
    const followUps = async () => {
      await rules?.after?.(write, written); // 7
      if (NOTIFYING.has(context.uid)) strapi.service('api::notice.notice').wake(); // 8
    };
    if (rules?.after || NOTIFYING.has(context.uid)) await onCommit(strapi, followUps, `${context.uid} ${context.action}`);
    return written;
  });
}

/** Runs now when no outer transaction is open, else once it commits (a failure then is logged: the write stands). */
async function onCommit(strapi: Core.Strapi, work: () => Promise<void>, what: string): Promise<void> {
  if (!strapi.db.inTransaction()) return work();
  await strapi.db.transaction(async ({ onCommit: committed }) => {
    committed(() => void work().catch((error) => strapi.log.error(`[hearth] after ${what}: ${error}`)));
  });
}

/**
 * Step 2 of a plain table's write (see above): the activity record's entries for the rows the owning
 * module's service has just written, inside its transaction when one is open.
 */
export async function tableWritten(strapi: Core.Strapi, entries: ActivityDraft[]): Promise<void> {
  await insertEntries(strapi, entries);
}
