/**
 * Step 1 of a round: an item that became visible (news active with its publish day come, a
 * document added, a vote's moment come) and has no announcement row gets one, with its recipients
 * and (at once) their messages, in one transaction; the announcement's primary key lets one
 * process win. What is due is each module's to say: it declares its announcements
 * (`AnnouncementSource`, registered at start with `registerAnnouncements`, senders.ts) and asks for "not announced
 * yet" with `notAnnounced`, naming only its own tables (docs/architecture.md "Mail: one outbox").
 */
import type { Knex } from 'knex';
import { NOTICE_SUBJECT_LEADS, NoticeMail, mailTexts, type Locale } from '@hearth/common';
import { nowMs } from '../../../platform/clock';
import { nextDigestTime } from './digests';
import { recipientsOf } from './preferences';
import type { NoticeRecipients } from './recipients';
import { rowsOf } from '../../../platform/raw-sql';
import { NOTICE_TABLES, type AnnouncementSource, type Item } from './store';

const { announcements: ANNOUNCEMENTS, outbox: OUTBOX, recipients: RECIPIENTS } = NOTICE_TABLES;

/**
 * For the owner's `whereNotExists`: the row whose id is `idColumn` (e.g. `news_items.id`) has no
 * announcement of `source` yet.
 */
export const notAnnounced = (source: string, idColumn: string) => (q: Knex.QueryBuilder) =>
  q.from(`${ANNOUNCEMENTS} as a`).select('a.item_id').where('a.source', source).andWhereRaw(`a.item_id = ${idColumn}`);

/**
 * For the owner's `whereExists`: the row whose id is `idColumn` was announced as `source` at or
 * before `latest` (SQL over the owner's columns, with its bindings).
 */
export const announcedBy = (source: string, idColumn: string, latest: string, bindings: readonly number[]) => (q: Knex.QueryBuilder) =>
  q
    .from(`${ANNOUNCEMENTS} as a`)
    .select('a.item_id')
    .where('a.source', source)
    .andWhereRaw(`a.item_id = ${idColumn}`)
    .andWhereRaw(`a.announced_at <= ${latest}`, [...bindings]);

/**
 * The items due now, source by source in the order they were declared; all are asked before any
 * is announced, so an announcement of this round is not seen by another source's question.
 */
export async function dueItems(sources: readonly AnnouncementSource[], now: number, limit = 20): Promise<Item[]> {
  const items: Item[] = [];
  for (const { source, due } of sources) for (const item of await due(now, limit)) items.push({ ...item, source });
  return items;
}

/**
 * Records the item as announced and queues its notices, in one transaction; false when another
 * process announced it first.
 */
export async function announce(knex: Knex, people: NoticeRecipients, item: Item, now: number, site: string): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const won = rowsOf(
      await trx.raw(
        `INSERT INTO ${ANNOUNCEMENTS} (source, item_id, kind, announced_at, notified) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING item_id`,
        [item.source, item.id, item.kind, now, true],
      ),
    );
    if (!won.length) return false;
    const recipients = (await recipientsOf(trx, people, item.kind)).filter(
      (r) => (!item.audience || item.audience.has(r.userId)) && (!item.atOnceOnly || r.delivery === 'atOnce'),
    );
    const title = item.title.slice(0, 255);
    const excerpt = item.excerpt.slice(0, 500);
    const digestAt = nextDigestTime(now);
    // Each e-mail sent at once in its reader's language (docs/architecture.md, "Languages"): the item's
    // own words where it gives them, else the kind's lead; the digests' entries stay as declared.
    const languageOf = await people.languagesOf(
      trx,
      recipients.filter((r) => r.delivery === 'atOnce').map((r) => r.userId),
    );
    const written = new Map<Locale, { subject: string; body: string }>();
    const textsOf = (userId: number) => {
      const locale = languageOf(userId);
      let texts = written.get(locale);
      if (!texts) {
        const words = mailTexts(locale).notice;
        const { lead, excerpt: said } =
          locale === 'en'
            ? { lead: item.lead, excerpt }
            : (item.inLanguage?.(locale) ?? {
                lead: item.lead === NOTICE_SUBJECT_LEADS[item.kind] ? words.lead(item.kind) : item.lead,
                excerpt,
              });
        texts = {
          subject: NoticeMail.ledSubject(site, lead, title).slice(0, 255),
          body: words.itemBody(title, said.slice(0, 500), item.link),
        };
        written.set(locale, texts);
      }
      return texts;
    };
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
              ...textsOf(r.userId),
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
export async function recordExistingItems(knex: Knex, sources: readonly AnnouncementSource[]): Promise<void> {
  const started = rowsOf(
    await knex.raw(
      `INSERT INTO ${ANNOUNCEMENTS} (source, item_id, kind, announced_at, notified) VALUES ('start', 0, 'news', ?, ?) ON CONFLICT DO NOTHING RETURNING item_id`,
      [nowMs(), false],
    ),
  );
  if (!started.length) return;
  for (const source of sources.filter((s) => s.recordAtFirstStart)) {
    for (;;) {
      const items = await dueItems([source], nowMs(), 500);
      if (!items.length) break;
      await knex(ANNOUNCEMENTS)
        .insert(items.map((i) => ({ source: i.source, item_id: i.id, kind: i.kind, announced_at: nowMs(), notified: false })))
        .onConflict(['source', 'item_id'])
        .ignore();
    }
  }
}
