/** The admin lists' notice counts (docs/requirements.md §10). */
import type { Knex } from 'knex';
import type { NoticeCount, NoticeKind } from '@hearth/common';
import { NOTICE_TABLES } from './store';

const { announcements: ANNOUNCEMENTS, outbox: OUTBOX, recipients: RECIPIENTS } = NOTICE_TABLES;

/** The admin list's counts: per announced item of the kind, residents reached and still waiting. */
export async function noticeCounts(knex: Knex, kind: NoticeKind): Promise<NoticeCount[]> {
  // The news-item and document modules' announcement sources (their announcements.ts).
  const source = kind === 'news' ? 'news' : 'document';
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
