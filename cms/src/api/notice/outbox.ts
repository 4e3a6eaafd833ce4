/**
 * E-mail notices (docs/requirements.md §10): deciding who is told about a new item, and the
 * durable outbox that sends the e-mails. Everything is in the database, so any portal process
 * may do any step and a restart loses nothing:
 *
 *  1. announce: an item that became visible (news active with its publish day come, a document
 *     added) and has no announcement row gets one, with its recipients and (at once) their
 *     messages, in one transaction; the announcement's primary key lets one process win.
 *  2. digests: weekly-digest recipients whose week is over are gathered into one message per
 *     account and kind; each recipient row joins one message (a conditional UPDATE).
 *  3. deliver: a batch of due messages is claimed atomically (PostgreSQL: FOR UPDATE SKIP
 *     LOCKED; SQLite: its single writer) with a lease, each is sent and marked sent; a failure
 *     puts it back with a growing delay. Only a crash between the SMTP server's acceptance and
 *     the "sent" mark can send one twice; the fixed Message-ID lets mail systems see the copy.
 *
 * Written against knex alone (no Strapi), so one database can be worked by several dispatchers.
 */
import type { Knex } from 'knex';
import crypto from 'node:crypto';
import {
  DEFAULT_NOTICE_PREFERENCES,
  NOTICE_DELIVERY_LABELS,
  NOTICE_KINDS,
  NOTICE_PREFERENCES_PATH,
  UNSUBSCRIBE_PAGE_PATH,
  NoticeMail,
  canSeeMinutes,
  type DocType,
  type NoticeCount,
  type NoticeDelivery,
  type NoticeKind,
  type NoticePreferences,
} from '@hearth/common';
import { normaliseRoles } from '../../identity/accounts';
import { nowMs } from '../../identity/clock';

export const NOTICE_TABLES = {
  preferences: 'hearth_notice_preferences',
  announcements: 'hearth_notice_announcements',
  outbox: 'hearth_notice_outbox',
  recipients: 'hearth_notice_recipients',
} as const;
const { preferences: PREFERENCES, announcements: ANNOUNCEMENTS, outbox: OUTBOX, recipients: RECIPIENTS } = NOTICE_TABLES;

const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** Tuning, read when a dispatcher starts (README, "Configuration"). */
export const noticeSettings = () => ({
  /** Messages sent per round. */
  batchSize: envInt('NOTICE_BATCH_SIZE', 20),
  /** Time between rounds (ms). */
  intervalMs: envInt('NOTICE_INTERVAL_MS', 5000),
  /** The first retry's delay (ms); each later one doubles, up to retryMaxMs. */
  retryBaseMs: envInt('NOTICE_RETRY_BASE_MS', 60_000),
  retryMaxMs: envInt('NOTICE_RETRY_MAX_MS', 3_600_000),
  /** How long a claimed message is its claimer's: far more than one SMTP exchange (timeouts 10 s + 20 s). */
  leaseMs: envInt('NOTICE_LEASE_MS', 300_000),
});
export type NoticeSettings = ReturnType<typeof noticeSettings>;

export interface NoticeMailMessage {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  messageId: string;
}

export interface NoticeDeps {
  knex: Knex;
  /** Sends one e-mail; throws when it was not delivered (`permanent`: the server refused it for good). */
  send(message: NoticeMailMessage): Promise<void>;
  log: { error(message: string): void; warn(message: string): void };
  publicUrl: () => string;
  siteName: () => Promise<string>;
  /** Signs the unsubscribe links. */
  secret: string;
  settings: NoticeSettings;
  /** This dispatcher's name in claimed rows. */
  worker: string;
}

type Source = 'news' | 'document';

interface Item {
  source: Source;
  id: number;
  kind: NoticeKind;
  title: string;
  excerpt: string;
  link: string;
}

export interface OutboxRow {
  id: number | string;
  user_id: number;
  email: string;
  kind: NoticeKind;
  delivery: Exclude<NoticeDelivery, 'none'>;
  subject: string;
  body: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';
  attempts: number;
  unsubscribed_at: number | string | null;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
const isPostgres = (knex: Knex) => /^(pg|postgres)/.test(String(knex.client.config.client));

const KIND_BY_DOC_TYPE: Record<DocType, NoticeKind> = { Document: 'documents', Newsletter: 'newsletters', Minutes: 'minutes' };

/** A calendar day as yyyy-mm-dd, whichever way the driver answers a date column. */
function dayOf(value: unknown): string {
  if (value instanceof Date) {
    // node-postgres reads a date as local midnight.
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  if (typeof value === 'number') return new Date(value).toISOString().slice(0, 10);
  return String(value ?? '').slice(0, 10);
}

/** Plain text of at most `max` characters: tags dropped, spaces collapsed, cut at a word with an ellipsis. */
export function excerptOf(text: string, max = 200): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** The weekly digests go out on Mondays at 08:00 UTC: the first such moment after `now`. */
export function nextDigestTime(now: number): number {
  const d = new Date(now);
  const monday = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + ((8 - d.getUTCDay()) % 7), 8);
  return monday > now ? monday : monday + 7 * 86_400_000;
}

// ---- Preferences and recipients ------------------------------------------------------------

export async function preferencesOf(knex: Knex, userId: number): Promise<NoticePreferences> {
  const row = (await knex(PREFERENCES).where({ user_id: userId }).first()) as Partial<NoticePreferences> | undefined;
  return Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, row?.[kind] ?? DEFAULT_NOTICE_PREFERENCES[kind]])) as NoticePreferences;
}

export async function savePreferences(knex: Knex, userId: number, changes: Partial<NoticePreferences>): Promise<NoticePreferences> {
  const next = { ...(await preferencesOf(knex, userId)), ...changes };
  await knex(PREFERENCES)
    .insert({ user_id: userId, ...next, updated_at: nowMs() })
    .onConflict('user_id')
    .merge();
  return next;
}

interface Recipient {
  userId: number;
  email: string;
  delivery: Exclude<NoticeDelivery, 'none'>;
}

/**
 * The residents who want notices of a kind, with how: confirmed, not blocked accounts whose
 * address is verified; minutes only to those allowed to read them (common's canSeeMinutes).
 */
async function recipientsOf(knex: Knex, kind: NoticeKind): Promise<Recipient[]> {
  const rows = (await knex('up_users as u')
    .leftJoin(`${PREFERENCES} as p`, 'p.user_id', 'u.id')
    .leftJoin('profiles as pr', (join) => join.on('pr.user_id', '=', 'u.id').andOnNull('pr.removed_at'))
    .where('u.confirmed', true)
    .andWhere((q) => q.where('u.blocked', false).orWhereNull('u.blocked'))
    .andWhere((q) => q.where('u.email_unverified', false).orWhereNull('u.email_unverified'))
    .whereNotNull('u.email')
    .select('u.id', 'u.email', 'u.portal_roles', `p.${kind} as choice`, 'pr.authenticated')
    .orderBy('u.id')) as { id: number; email: string; portal_roles: unknown; choice: NoticeDelivery | null; authenticated: unknown }[];
  const out = new Map<number, Recipient>();
  for (const row of rows) {
    const delivery = row.choice ?? DEFAULT_NOTICE_PREFERENCES[kind];
    if (delivery === 'none' || out.has(row.id)) continue;
    if (kind === 'minutes') {
      const roles = normaliseRoles(typeof row.portal_roles === 'string' ? JSON.parse(row.portal_roles) : row.portal_roles);
      if (!canSeeMinutes(roles, Boolean(row.authenticated))) continue;
    }
    out.set(row.id, { userId: Number(row.id), email: row.email, delivery });
  }
  return [...out.values()];
}

// ---- 1. Announce -----------------------------------------------------------------------------

const notAnnounced = (knex: Knex, source: Source, table: string) => (q: Knex.QueryBuilder) =>
  q.select(knex.raw('1')).from(`${ANNOUNCEMENTS} as a`).where('a.source', source).andWhereRaw(`a.item_id = ${table}.id`);

/** Visible items without an announcement, oldest first. */
async function dueItems(knex: Knex, now: number, publicUrl: string, limit = 20): Promise<Item[]> {
  const today = new Date(now).toISOString().slice(0, 10);
  const news = (await knex('news_items')
    .where('active', true)
    .whereNull('archived_at')
    .where('publish_date', '<=', today)
    .whereNotExists(notAnnounced(knex, 'news', 'news_items'))
    .orderBy('id')
    .limit(limit)
    .select('id', 'title', 'body')) as { id: number; title: string; body: string }[];
  const documents = (await knex('documents')
    .whereNull('archived_at')
    .whereNotExists(notAnnounced(knex, 'document', 'documents'))
    .orderBy('id')
    .limit(limit)
    .select('id', 'title', 'doc_type', 'document_date')) as { id: number; title: string; doc_type: DocType; document_date: unknown }[];
  return [
    ...news.map((n) => ({
      source: 'news' as const,
      id: Number(n.id),
      kind: 'news' as const,
      title: n.title,
      excerpt: excerptOf(n.body ?? ''),
      link: `${publicUrl}/news`,
    })),
    ...documents.map((d) => {
      const kind = KIND_BY_DOC_TYPE[d.doc_type] ?? 'documents';
      return {
        source: 'document' as const,
        id: Number(d.id),
        kind,
        title: d.title,
        excerpt: NoticeMail.documentExcerpt(kind, dayOf(d.document_date)),
        link: `${publicUrl}/resources`,
      };
    }),
  ];
}

/**
 * Records the item as announced and queues its notices, in one transaction; false when another
 * process announced it first.
 */
async function announce(knex: Knex, item: Item, now: number, site: string): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const won = rowsOf(
      await trx.raw(
        `INSERT INTO ${ANNOUNCEMENTS} (source, item_id, kind, announced_at, notified) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING item_id`,
        [item.source, item.id, item.kind, now, true],
      ),
    );
    if (!won.length) return false;
    const recipients = await recipientsOf(trx, item.kind);
    const title = item.title.slice(0, 255);
    const excerpt = item.excerpt.slice(0, 500);
    const digestAt = nextDigestTime(now);
    for (let at = 0; at < recipients.length; at += 200) {
      const chunk = recipients.slice(at, at + 200);
      const atOnce = chunk.filter((r) => r.delivery === 'atOnce');
      const messageOf = new Map<number, number>();
      if (atOnce.length) {
        const inserted = (await trx(OUTBOX)
          .insert(
            atOnce.map((r) => ({
              user_id: r.userId,
              email: r.email,
              kind: item.kind,
              delivery: 'atOnce',
              subject: NoticeMail.subject(site, item.kind, title).slice(0, 255),
              body: NoticeMail.itemBody(title, excerpt, item.link),
              status: 'pending',
              attempts: 0,
              next_attempt_at: now,
              created_at: now,
            })),
          )
          .returning(['id', 'user_id'])) as { id: number | string; user_id: number }[];
        for (const row of inserted) messageOf.set(Number(row.user_id), Number(row.id));
      }
      await trx(RECIPIENTS).insert(
        chunk.map((r) => ({
          source: item.source,
          item_id: item.id,
          kind: item.kind,
          user_id: r.userId,
          delivery: r.delivery,
          title,
          excerpt,
          link: item.link,
          due_at: r.delivery === 'atOnce' ? now : digestAt,
          message_id: messageOf.get(r.userId) ?? null,
        })),
      );
    }
    return true;
  });
}

/**
 * The first start with notices: items already visible are recorded as announced without a
 * notice (residents are not told about the whole archive). Run under the start lock.
 */
export async function recordExistingItems(knex: Knex, publicUrl: string): Promise<void> {
  const started = rowsOf(
    await knex.raw(
      `INSERT INTO ${ANNOUNCEMENTS} (source, item_id, kind, announced_at, notified) VALUES ('start', 0, 'news', ?, ?) ON CONFLICT DO NOTHING RETURNING item_id`,
      [nowMs(), false],
    ),
  );
  if (!started.length) return;
  for (;;) {
    const items = await dueItems(knex, nowMs(), publicUrl, 500);
    if (!items.length) return;
    await knex(ANNOUNCEMENTS)
      .insert(items.map((i) => ({ source: i.source, item_id: i.id, kind: i.kind, announced_at: nowMs(), notified: false })))
      .onConflict(['source', 'item_id'])
      .ignore();
  }
}

// ---- 2. Weekly digests ---------------------------------------------------------------------

async function buildDigests(knex: Knex, now: number, site: string): Promise<void> {
  const groups = (await knex(RECIPIENTS).whereNull('message_id').where('due_at', '<=', now).distinct('user_id', 'kind').limit(100)) as {
    user_id: number;
    kind: NoticeKind;
  }[];
  for (const group of groups) {
    await knex
      .transaction(async (trx) => {
        const entries = (await trx(RECIPIENTS)
          .where({ user_id: group.user_id, kind: group.kind })
          .whereNull('message_id')
          .where('due_at', '<=', now)
          .orderBy('id')) as { id: number; title: string; excerpt: string; link: string }[];
        if (!entries.length) return;
        const account = (await trx('up_users').where({ id: group.user_id }).first('email')) as { email?: string } | undefined;
        const [message] = (await trx(OUTBOX)
          .insert({
            user_id: group.user_id,
            email: account?.email ?? '',
            kind: group.kind,
            delivery: 'weeklyDigest',
            subject: NoticeMail.digestSubject(site, group.kind, entries.length).slice(0, 255),
            body: entries.map((e) => NoticeMail.itemBody(e.title, e.excerpt, e.link)).join('\n\n'),
            // An account gone since: the entries are closed with a message that is never sent.
            status: account?.email ? 'pending' : 'failed',
            attempts: 0,
            next_attempt_at: now,
            created_at: now,
          })
          .returning(['id'])) as { id: number | string }[];
        const joined = await trx(RECIPIENTS)
          .whereIn(
            'id',
            entries.map((e) => e.id),
          )
          .whereNull('message_id')
          .update({ message_id: Number(message.id) });
        // Another process gathered some of them first: undo, the next round sees what is left.
        if (joined !== entries.length) throw new DigestRaceLost();
      })
      .catch((error: unknown) => {
        if (!(error instanceof DigestRaceLost)) throw error;
      });
  }
}
class DigestRaceLost extends Error {}

// ---- 3. Deliver ----------------------------------------------------------------------------

/** Takes up to `limit` due messages for this worker: pending ones whose time came, and ones whose claimer's lease ran out. */
export async function claimBatch(knex: Knex, worker: string, now: number, settings: NoticeSettings): Promise<OutboxRow[]> {
  const skipLocked = isPostgres(knex) ? ' FOR UPDATE SKIP LOCKED' : '';
  const result = await knex.raw(
    `UPDATE ${OUTBOX} SET status = 'sending', claimed_by = ?, lease_until = ?
     WHERE id IN (
       SELECT id FROM ${OUTBOX}
       WHERE (status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND lease_until <= ?)
       ORDER BY id LIMIT ?${skipLocked}
     )
     RETURNING *`,
    [worker, now + settings.leaseMs, now, now, settings.batchSize],
  );
  return rowsOf<OutboxRow>(result).sort((a, b) => Number(a.id) - Number(b.id));
}

const unsubscribeSignature = (secret: string, id: number, kind: NoticeKind, email: string) =>
  crypto.createHmac('sha256', secret).update(`unsubscribe\n${id}\n${kind}\n${email.trim().toLowerCase()}`).digest('base64url');

/** The one-click unsubscribe token of a message: its id and kind, signed with its address. */
export const unsubscribeToken = (secret: string, id: number, kind: NoticeKind, email: string) =>
  `${id}.${kind}.${unsubscribeSignature(secret, id, kind, email)}`;

/** The message id and kind of a well-formed token whose signature matches the address; else null. */
export function checkUnsubscribeToken(
  secret: string,
  token: string,
  emailOf: (id: number) => Promise<{ email: string; kind: string } | null>,
): Promise<{ id: number; kind: NoticeKind } | null> {
  const match = /^([1-9]\d{0,15})\.([a-zA-Z]{1,20})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !(NOTICE_KINDS as readonly string[]).includes(match[2])) return Promise.resolve(null);
  const id = Number(match[1]);
  const kind = match[2] as NoticeKind;
  return emailOf(id).then((row) => {
    if (!row || row.kind !== kind) return null;
    const expected = Buffer.from(unsubscribeSignature(secret, id, kind, row.email));
    const given = Buffer.from(match[3]);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? { id, kind } : null;
  });
}

/** The e-mail of an outbox row: its item part, the links, and the RFC 8058 one-click headers. */
export function renderMessage(row: OutboxRow, deps: Pick<NoticeDeps, 'publicUrl' | 'secret'>): NoticeMailMessage {
  const base = deps.publicUrl();
  const token = unsubscribeToken(deps.secret, Number(row.id), row.kind, row.email);
  const oneClick = `${base}/api/notices/unsubscribe?token=${encodeURIComponent(token)}`;
  const footer = NoticeMail.footer(
    row.kind,
    NOTICE_DELIVERY_LABELS[row.delivery],
    `${base}${NOTICE_PREFERENCES_PATH}`,
    `${base}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`,
  );
  return {
    to: row.email,
    subject: row.subject,
    text: `${row.body}\n\n-- \n${footer}\n`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    messageId: `<notice-${row.id}@${new URL(base).hostname || 'hearth'}>`,
  };
}

/** Sends a claimed batch one by one; at the first failure the rest wait for the same retry time. */
async function deliver(deps: NoticeDeps, batch: OutboxRow[]): Promise<void> {
  const { knex, worker, settings } = deps;
  for (let index = 0; index < batch.length; index++) {
    const row = batch[index];
    // Still ours? (a lease that ran out may have been taken over)
    const renewed = await knex(OUTBOX)
      .where({ id: row.id, claimed_by: worker, status: 'sending' })
      .update({ lease_until: nowMs() + settings.leaseMs });
    if (!renewed) continue;
    // Turned off since it was queued (a choice of None, an unsubscribe link): not sent.
    if ((await preferencesOf(knex, row.user_id))[row.kind] === 'none') {
      await knex(OUTBOX).where({ id: row.id, claimed_by: worker }).update({ status: 'cancelled', claimed_by: null, lease_until: null });
      continue;
    }
    try {
      await deps.send(renderMessage(row, deps));
    } catch (error) {
      const permanent = Boolean((error as { permanent?: boolean }).permanent);
      const retryAt = nowMs() + Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.min(row.attempts, 20));
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await knex(OUTBOX)
        .where({ id: row.id, claimed_by: worker })
        .update({
          status: permanent ? 'failed' : 'pending',
          attempts: row.attempts + 1,
          next_attempt_at: retryAt,
          claimed_by: null,
          lease_until: null,
          last_error: reason,
        });
      const rest = batch.slice(index + 1).map((r) => r.id);
      if (!permanent && rest.length) {
        await knex(OUTBOX)
          .whereIn('id', rest)
          .where({ claimed_by: worker, status: 'sending' })
          .update({ status: 'pending', next_attempt_at: retryAt, claimed_by: null, lease_until: null });
      }
      if (!permanent) {
        deps.log.warn(`[notices] sending paused until ${new Date(retryAt).toISOString()}: ${reason}`);
        return;
      }
      continue;
    }
    await knex(OUTBOX)
      .where({ id: row.id, claimed_by: worker })
      .update({ status: 'sent', sent_at: nowMs(), claimed_by: null, lease_until: null, last_error: null });
  }
}

/** One round: announce what became visible, gather due digests, send one batch. Answers how many were claimed. */
export async function runRound(deps: NoticeDeps): Promise<number> {
  const now = nowMs();
  const site = await deps.siteName();
  for (const item of await dueItems(deps.knex, now, deps.publicUrl())) await announce(deps.knex, item, now, site);
  await buildDigests(deps.knex, now, site);
  const batch = await claimBatch(deps.knex, deps.worker, nowMs(), deps.settings);
  await deliver(deps, batch);
  return batch.length;
}

/**
 * Runs rounds every `intervalMs` (sooner after a wake()) until stopped; a round that fails (the
 * database away) is logged and the next one tries again.
 */
export function startDispatcher(deps: NoticeDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void round(), ms);
    timer.unref?.();
  };
  const round = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        await runRound(deps);
      } catch (error) {
        if (!stopped) deps.log.error(`[notices] round failed: ${error instanceof Error ? error.message : error}`);
      }
    })();
    await running;
    running = undefined;
    if (again) {
      again = false;
      schedule(0);
    } else schedule(deps.settings.intervalMs);
  };
  schedule(0);
  return {
    /** A write that may have made an item visible: run a round now rather than at the next interval. */
    wake: () => schedule(0),
    /** Runs a round now and waits for it (tests, and stop's last round). */
    runNow: () => round(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
export type Dispatcher = ReturnType<typeof startDispatcher>;

// ---- Counts and unsubscribe ------------------------------------------------------------------

/** The admin list's counts: per announced item of the kind, residents reached and still waiting. */
export async function noticeCounts(knex: Knex, kind: NoticeKind): Promise<NoticeCount[]> {
  const source: Source = kind === 'news' ? 'news' : 'document';
  const rows = (await knex(`${ANNOUNCEMENTS} as a`)
    .leftJoin(`${RECIPIENTS} as r`, (join) => join.on('r.source', '=', 'a.source').andOn('r.item_id', '=', 'a.item_id'))
    .leftJoin(`${OUTBOX} as m`, 'm.id', 'r.message_id')
    .where({ 'a.source': source, 'a.kind': kind, 'a.notified': true })
    .groupBy('a.item_id')
    .orderBy('a.item_id')
    .select(
      'a.item_id',
      knex.raw(`SUM(CASE WHEN m.status = 'sent' THEN 1 ELSE 0 END) AS sent`),
      knex.raw(`SUM(CASE WHEN r.id IS NOT NULL AND (m.id IS NULL OR m.status IN ('pending', 'sending')) THEN 1 ELSE 0 END) AS pending`),
    )) as { item_id: number; sent: unknown; pending: unknown }[];
  return rows.map((r) => ({ itemId: Number(r.item_id), sent: Number(r.sent) || 0, pending: Number(r.pending) || 0 }));
}

export type UnsubscribeOutcome =
  | { outcome: 'invalid' }
  | { outcome: 'used'; kind: NoticeKind; email: string }
  | { outcome: 'ok'; kind: NoticeKind; email: string; userId: number };

/**
 * What an unsubscribe token stands for: invalid (malformed, forged, another message's, or its
 * account now has another address), already used, or usable. With `redeem`, a usable token is
 * used up and the kind set to none for its account, in one transaction.
 */
export async function unsubscribe(knex: Knex, secret: string, token: string, redeem: boolean): Promise<UnsubscribeOutcome> {
  const rowOf = (id: number) =>
    knex(OUTBOX).where({ id }).first('id', 'user_id', 'email', 'kind', 'unsubscribed_at') as Promise<
      { id: number; user_id: number; email: string; kind: NoticeKind; unsubscribed_at: unknown } | undefined
    >;
  const checked = await checkUnsubscribeToken(secret, token, async (id) => (await rowOf(id)) ?? null);
  if (!checked) return { outcome: 'invalid' };
  const row = (await rowOf(checked.id))!;
  const account = (await knex('up_users').where({ id: row.user_id }).first('email')) as { email?: string } | undefined;
  if (!account?.email || account.email.trim().toLowerCase() !== row.email.trim().toLowerCase()) return { outcome: 'invalid' };
  if (row.unsubscribed_at !== null) return { outcome: 'used', kind: row.kind, email: row.email };
  if (!redeem) return { outcome: 'ok', kind: row.kind, email: row.email, userId: row.user_id };
  return knex.transaction(async (trx) => {
    const used = await trx(OUTBOX).where({ id: row.id }).whereNull('unsubscribed_at').update({ unsubscribed_at: nowMs() });
    if (!used) return { outcome: 'used' as const, kind: row.kind, email: row.email };
    await savePreferences(trx, row.user_id, { [row.kind]: 'none' });
    return { outcome: 'ok' as const, kind: row.kind, email: row.email, userId: row.user_id };
  });
}
