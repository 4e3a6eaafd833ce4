/**
 * The one write pipeline: every write the portal stores passes these steps, in this order, declared
 * here and nowhere else (docs/architecture.md, "A request to the API").
 *
 * Writes through the document service (the portal's calls and the Strapi admin panel alike), one
 * document-service middleware:
 *   1. rules        the type's rules service before(): refuses bad input before anything is written,
 *                   and adds the defaults the write then stores (docs/requirements.md, "States and transitions", "Validation")
 *   2. activity     an FAQ's detail lines are read before the write replaces them (the activity
 *                   record's lifecycles could not see them any more)
 *   3. write        Strapi's own; in its database lifecycles, a localized type's row written with no
 *                   locale is made English (content-languages.ts), then the activity record row is
 *                   inserted and
 *   4. cache        bump the cached answers' versions (public-cache.ts) of each written row's type:
 *                   its own when cached, and those of its `alsoStale` (content-registry.ts; the
 *                   roster's answer among them), once per version and transaction: the next read
 *                   sees the write
 *   5. idempotency  an add call's Idempotency-Key is marked created (idempotency.ts)
 *      1–5 run in one transaction: a refused or failed write leaves no row, no record, no stale
 *      cache version and no key that claims it was saved.
 *   6. sessions     a password write ends the account's other sessions (identity/sessions.ts):
 *                   after the write, so a refused one ends nothing
 *   7. follow-ups   the rules' after(), once committed: it may use other connections (director
 *                   privileges, admin-panel accounts), which SQLite's single one cannot give inside
 *                   a transaction
 *   8. notices      a news or document write wakes the e-mail notice rounds (docs/requirements.md,
 *                   "E-mail notices"), once committed, so the round sees the item
 *
 * Writes with `strapi.db.query` (roles, passwords, admin-panel accounts, the roster's links) never
 * meet the document service: they pass the database lifecycles only, which is why steps 3 and 4 are
 * kept there (activity/record.ts, `cacheLifecycles` below) and not in the middleware — both kinds
 * pass the lifecycles exactly once, inside the write's transaction when one is open.
 *
 * Writes to a module's plain `hearth_*` table (docs/architecture.md, "Storage") pass the same steps
 * in the owning module's service: 1 its rules, before it writes; 2–3 its rows and `tableWritten`
 * below, the activity record, in the write's transaction; 8 the notice rounds woken once it commits.
 * The plain-table writes that skip a step, and why — this list and nowhere else:
 *   - a vote's ballots and tallies (vote/services/vote.ts): the record says which unit took part
 *     (its participation), never a ballot's choices or a tally, which would unseal the secret ballot
 *     (docs/requirements.md, "Votes": the secret ballot)
 *   - the owners' ledger (ledger/services/ledger.ts): each transaction is itself an immutable
 *     record naming who posted it, when and why, and is never changed afterwards
 *   - the identity tables (sessions and tokens, signing keys, two-factor secrets, link tokens, rate
 *     limits): credentials and counters, never in the record; two-factor's turning on or off is
 *     recorded under the account (activity/store.ts `recordAccountChange`)
 *   - the portal's own bookkeeping: idempotency keys, public-cache versions, the activity record
 *     itself, stored upload bytes (the row that names the file records it), panel links, the notice
 *     outbox, its recipients, announcements, preferences and meeting deliveries (the mail machinery's
 *     state, shown by the notice counts and delivery lists), the logins report's rows (the report is
 *     itself the record)
 *   No plain table's rows show in a cached answer: none has step 4.
 */
import type { Core } from '@strapi/strapi';
import { activityRecorder } from './activity/record';
import { englishByDefault } from './content-languages';
import { insertEntries } from './activity/store';
import type { ActivityDraft } from './activity/diff';
import { CACHED_VIEWS, CONTENT, contentList } from './content-registry';
import { markCreated } from './idempotency';
import { publicCache } from './public-cache';
import { rulesOf, type WriteContext } from './resource-api';
import { serviceOf, type Provides } from './services';

/** What the pipeline asks of the outbox, which sits above it: a wake-up once a write is committed. */
interface NoticeRounds {
  wake(): void;
}

const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft']);

/**
 * Step 4: per content type, the cache versions its writes make stale — its own when its answers are
 * cached (public-cache.ts), and those of the answers that show its rows (`alsoStale`).
 */
const STALE_AFTER_WRITE: Record<string, string[]> = Object.fromEntries(
  contentList().flatMap((c) => {
    const versions = [
      ...(c.cached ? [c.uid] : []),
      ...(c.alsoStale ?? []).map((key) =>
        key in CACHED_VIEWS ? CACHED_VIEWS[key as keyof typeof CACHED_VIEWS] : CONTENT[key as keyof typeof CONTENT].uid,
      ),
    ];
    return versions.length ? [[c.uid, versions]] : [];
  }),
);

/** Content whose writes may make an e-mail notice due. */
const NOTIFYING = new Set<string>(contentList().flatMap((c) => (c.notices ? [c.uid] : [])));

/**
 * Step 6, given by the identity module at registration (the platform imports no module): whether a
 * write sets a password, and what follows one.
 */
export interface PasswordWrites {
  setsPassword(context: { uid: string; action: string; params?: unknown }): boolean;
  afterPasswordWrite(strapi: Core.Strapi, written: unknown): Promise<void>;
}

export function registerWritePipeline(strapi: Core.Strapi, passwords: PasswordWrites): void {
  const activity = activityRecorder(strapi);
  strapi.db.lifecycles.subscribe(englishByDefault(strapi)); // 3
  strapi.db.lifecycles.subscribe(activity.lifecycles); // 3
  strapi.db.lifecycles.subscribe(cacheLifecycles(strapi)); // 4

  strapi.documents.use(async (context, next) => {
    if (!WRITE_ACTIONS.has(context.action)) return next();
    const rules = rulesOf(strapi, context.uid);
    // The rules' view of the write: the same params object, so their defaults reach the write.
    const write: WriteContext = { uid: context.uid, action: context.action, params: context.params };

    const steps = async (trx?: Parameters<typeof markCreated>[0]) => {
      await rules?.before?.(write); // 1
      const written = await activity.withComponentsBefore(context, async () => next()); // 2, 3, 4
      if (trx) await markCreated(trx); // 5
      return written;
    };
    // Types without rules (accounts, the logins report's rows) have no step 1 or 5 and no add call:
    // their write is Strapi's own, in the document service's transaction, without one of ours.
    const written = rules ? await strapi.db.transaction(({ trx }) => steps(trx)) : await steps();

    if (passwords.setsPassword(context)) await passwords.afterPasswordWrite(strapi, written); // 6
    const followUps = async () => {
      await rules?.after?.(write, written); // 7
      if (NOTIFYING.has(context.uid)) serviceOf<Provides<NoticeRounds>>(strapi, 'api::notice.notice').wake(); // 8
    };
    if (rules?.after || NOTIFYING.has(context.uid)) await onCommit(strapi, followUps, `${context.uid} ${context.action}`);
    return written;
  });
}

/**
 * Step 4, as database lifecycles: every row written of a type in STALE_AFTER_WRITE, through the
 * document service or a direct query, bumps its versions in the write's transaction when one is
 * open (a rolled-back write bumps nothing), else at once after it. One transaction bumps each
 * version once, however many rows it writes (public-cache.ts, `bump`).
 */
function cacheLifecycles(strapi: Core.Strapi) {
  const bump = async (event: { model: { uid: string } }) => {
    for (const version of STALE_AFTER_WRITE[event.model.uid] ?? []) await publicCache(strapi).bump(version);
  };
  return {
    models: Object.keys(STALE_AFTER_WRITE),
    afterCreate: bump,
    afterCreateMany: bump,
    afterUpdate: bump,
    afterUpdateMany: bump,
    afterDelete: bump,
    afterDeleteMany: bump,
  };
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
