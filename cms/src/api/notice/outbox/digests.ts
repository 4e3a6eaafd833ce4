/**
 * Step 2 of a round: weekly-digest recipients whose week is over are gathered into one message
 * per account and kind; each recipient row joins one message (a conditional UPDATE).
 */
import type { Knex } from 'knex';
import { mailTexts, translateCommon, type NoticeKind } from '@hearth/common';
import type { NoticeRecipients } from './recipients';
import { NOTICE_TABLES } from './store';

const { outbox: OUTBOX, recipients: RECIPIENTS } = NOTICE_TABLES;

/** The weekly digests go out on Mondays at 08:00 UTC: the first such moment after `now`. */
export function nextDigestTime(now: number): number {
  const d = new Date(now);
  const monday = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + ((8 - d.getUTCDay()) % 7), 8);
  return monday > now ? monday : monday + 7 * 86_400_000;
}

export async function buildDigests(knex: Knex, people: NoticeRecipients, now: number, site: string): Promise<void> {
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
        const email = await people.addressOf(trx, group.user_id);
        // In the reader's language (docs/architecture.md, "Languages"); the entries' titles as their items wrote them, common's English excerpts translated.
        const locale = (await people.languagesOf(trx, [group.user_id]))(group.user_id);
        const words = mailTexts(locale).notice;
        const [message] = (await trx(OUTBOX)
          .insert({
            user_id: group.user_id,
            email: email ?? '',
            kind: group.kind,
            delivery: 'weeklyDigest',
            subject: words.digestSubject(site, group.kind, entries.length).slice(0, 255),
            body: entries.map((e) => words.itemBody(e.title, translateCommon(locale, e.excerpt), e.link)).join('\n\n'),
            // An account gone since: the entries are closed with a message that is never sent.
            status: email ? 'pending' : 'failed',
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
