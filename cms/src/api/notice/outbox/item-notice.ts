/**
 * The one call a module makes to notify named accounts of an item of a kind of preferences
 * (docs/requirements.md, "E-mail notices"): each account that still wants the kind gets it by its choice — a
 * message now, or an entry of its weekly digest — in the caller's transaction, so it goes out once.
 */
import type { Knex } from 'knex';
import { NoticeMail, mailTexts, translateCommon, type NoticeKind } from '@hearth/common';
import { nowMs } from '../../../platform/clock';
import { nextDigestTime } from './digests';
import { queueMails } from './mail';
import { recipientsOf } from './preferences';
import type { NoticeRecipients } from './recipients';
import { NOTICE_TABLES } from './store';

const { recipients: RECIPIENTS } = NOTICE_TABLES;

export interface ItemNotice {
  /** What the item is (`request`, `request-comment`): with its id and the account, the key that makes a second queueing a no-op. */
  source: string;
  itemId: number;
  kind: NoticeKind;
  title: string;
  excerpt: string;
  /** Where the item is read on the portal. */
  link: string;
}

/** Queues the item's notice for each of these accounts that wants its kind (site: the subject's lead). */
export async function queueItemNotice(
  knex: Knex,
  people: NoticeRecipients,
  site: string,
  notice: ItemNotice,
  userIds: readonly number[],
): Promise<void> {
  const now = nowMs();
  const title = notice.title.slice(0, 255);
  const excerpt = notice.excerpt.slice(0, 500);
  // Each e-mail sent at once in its reader's language (docs/architecture.md, "Languages"); the item's own words stay as written.
  const languageOf = await people.languagesOf(knex, userIds);
  for (const userId of userIds) {
    const [recipient] = await recipientsOf(knex, people, notice.kind, userId);
    if (!recipient) continue;
    const known = await knex(RECIPIENTS).where({ source: notice.source, item_id: notice.itemId, user_id: userId }).first('id');
    if (known) continue;
    let messageId: number | null = null;
    if (recipient.delivery === 'atOnce') {
      const locale = languageOf(userId);
      const words = mailTexts(locale).notice;
      const [row] = await queueMails(knex, [
        {
          userId,
          email: recipient.email,
          kind: notice.kind,
          delivery: 'atOnce',
          subject: NoticeMail.ledSubject(site, words.lead(notice.kind), title),
          // A module's excerpt is common's English (a new request, a status change): recognised and translated.
          body: words.itemBody(title, translateCommon(locale, notice.excerpt).slice(0, 500), notice.link),
        },
      ]);
      messageId = Number(row.id);
    }
    await knex(RECIPIENTS).insert({
      source: notice.source,
      item_id: notice.itemId,
      kind: notice.kind,
      user_id: userId,
      delivery: recipient.delivery,
      title,
      excerpt,
      link: notice.link.slice(0, 500),
      due_at: recipient.delivery === 'atOnce' ? now : nextDigestTime(now),
      message_id: messageId,
    });
  }
}
