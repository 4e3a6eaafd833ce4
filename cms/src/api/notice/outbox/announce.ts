/**
 * Step 1 of a round: an item that became visible (news active with its publish day come, a
 * document added) and has no announcement row gets one, with its recipients and (at once) their
 * messages, in one transaction; the announcement's primary key lets one process win.
 */
import type { Knex } from 'knex';
import { NOTICE_KIND_BY_DOC_TYPE, NOTICE_SUBJECT_LEADS, NoticeMail, type DocType } from '@hearth/common';
import { nowMs } from '../../../identity/clock';
import { nextDigestTime } from './digests';
import { recipientsOf } from './preferences';
import { rowsOf } from '../../../platform/raw-sql';
import { NOTICE_TABLES, type Item, type Source } from './store';
import { dayOf, excerptOf } from './text';

const { announcements: ANNOUNCEMENTS, outbox: OUTBOX, recipients: RECIPIENTS } = NOTICE_TABLES;

const notAnnounced = (knex: Knex, source: Source, table: string) => (q: Knex.QueryBuilder) =>
  q.select(knex.raw('1')).from(`${ANNOUNCEMENTS} as a`).where('a.source', source).andWhereRaw(`a.item_id = ${table}.id`);

/** Visible items without an announcement, oldest first. */
export async function dueItems(knex: Knex, now: number, publicUrl: string, limit = 20): Promise<Item[]> {
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
      lead: NOTICE_SUBJECT_LEADS.news,
      title: n.title,
      excerpt: excerptOf(n.body ?? ''),
      link: `${publicUrl}/news`,
    })),
    ...documents.map((d) => {
      const kind = NOTICE_KIND_BY_DOC_TYPE[d.doc_type] ?? 'documents';
      return {
        source: 'document' as const,
        id: Number(d.id),
        kind,
        lead: NOTICE_SUBJECT_LEADS[kind],
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
export async function announce(knex: Knex, item: Item, now: number, site: string): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const won = rowsOf(
      await trx.raw(
        `INSERT INTO ${ANNOUNCEMENTS} (source, item_id, kind, announced_at, notified) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING item_id`,
        [item.source, item.id, item.kind, now, true],
      ),
    );
    if (!won.length) return false;
    const recipients = (await recipientsOf(trx, item.kind)).filter(
      (r) => (!item.audience || item.audience.has(r.userId)) && (!item.atOnceOnly || r.delivery === 'atOnce'),
    );
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
              subject: NoticeMail.ledSubject(site, item.lead, title).slice(0, 255),
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
