/**
 * A vote's three notices (docs/requirements.md §16, §10): its opening, a reminder 24 hours before
 * close to the owners whose unit has not voted, and the results at close (or early close). Each
 * is an announcement row (source vote-opening | vote-reminder | vote-results, item the vote), so
 * the announcement's primary key lets one process send it, once. Only verified owners of roster
 * units are told.
 */
import type { Knex } from 'knex';
import { VoteNoticeMail, resultsMailText, resultsReport, type VoteNoticeEvent } from '@hearth/common';
import { NOTICE_TABLES, type Item, type Source, type VoteNoticeFacts } from './store';
import { excerptOf } from './text';

const { announcements: ANNOUNCEMENTS } = NOTICE_TABLES;
const DAY = 86_400_000;
/** Results of a vote closed longer ago are not sent (a portal started after a long stop does not send old news). */
const RESULTS_LATEST = 7 * DAY;

interface VoteRow {
  id: number | string;
  title: string;
  opens_at: number | string;
  closes_at: number | string;
  closed_at: number | string | null;
}

const sourceOf = (event: VoteNoticeEvent): Source => `vote-${event}`;

const notAnnounced = (knex: Knex, event: VoteNoticeEvent) => (q: Knex.QueryBuilder) =>
  q.select(knex.raw('1')).from(`${ANNOUNCEMENTS} as a`).where('a.source', sourceOf(event)).andWhereRaw('a.item_id = hearth_votes.id');

/** The votes whose moment came and whose notice was not decided yet. */
async function dueVotes(knex: Knex, now: number): Promise<{ event: VoteNoticeEvent; vote: VoteRow }[]> {
  const columns = ['id', 'title', 'opens_at', 'closes_at', 'closed_at'];
  const open = (q: Knex.QueryBuilder) => q.where('opens_at', '<=', now).where('closes_at', '>', now).whereNull('closed_at');
  const opening = (await knex('hearth_votes').modify(open).whereNotExists(notAnnounced(knex, 'opening')).select(columns)) as VoteRow[];
  // Only when the opening was told before the last day: a vote opened with less than a day left gets no reminder.
  const reminder = (await knex('hearth_votes')
    .modify(open)
    .where('closes_at', '<=', now + DAY)
    .whereExists((q) =>
      q
        .select(knex.raw('1'))
        .from(`${ANNOUNCEMENTS} as o`)
        .where('o.source', sourceOf('opening'))
        .andWhereRaw('o.item_id = hearth_votes.id')
        .andWhereRaw('o.announced_at <= hearth_votes.closes_at - ?', [DAY]),
    )
    .whereNotExists(notAnnounced(knex, 'reminder'))
    .select(columns)) as VoteRow[];
  const results = (await knex('hearth_votes')
    .where((q) =>
      q
        .where((c) => c.whereNotNull('closed_at').where('closed_at', '>', now - RESULTS_LATEST))
        .orWhere((c) =>
          c
            .whereNull('closed_at')
            .where('closes_at', '<=', now)
            .where('closes_at', '>', now - RESULTS_LATEST),
        ),
    )
    .whereNotExists(notAnnounced(knex, 'results'))
    .select(columns)) as VoteRow[];
  return [
    ...opening.map((vote) => ({ event: 'opening' as const, vote })),
    ...reminder.map((vote) => ({ event: 'reminder' as const, vote })),
    ...results.map((vote) => ({ event: 'results' as const, vote })),
  ];
}

/** The vote notices due now, each with its audience: every verified owner, or (reminder) those whose unit has not voted. */
export async function dueVoteItems(knex: Knex, now: number, publicUrl: string, facts: VoteNoticeFacts): Promise<Item[]> {
  const due = await dueVotes(knex, now);
  if (!due.length) return [];
  const owners = await facts.owners();
  const timeZone = await facts.timeZone();
  const items: Item[] = [];
  for (const { event, vote } of due) {
    const id = Number(vote.id);
    const closesAt = Number(vote.closes_at);
    let audience = owners;
    let excerpt: string;
    if (event === 'opening') excerpt = VoteNoticeMail.opening(closesAt, timeZone);
    else if (event === 'reminder') {
      const voted = new Set(
        (await knex('hearth_vote_participations').where({ vote_id: id }).select('unit_id')).map((r) => Number(r.unit_id)),
      );
      audience = owners.filter((o) => !voted.has(o.unitId));
      excerpt = VoteNoticeMail.reminder(closesAt, timeZone);
    } else {
      const results = await facts.results(id);
      excerpt = excerptOf(resultsMailText(resultsReport(results), results.counting), 500);
    }
    items.push({
      source: sourceOf(event),
      id,
      kind: 'votes',
      lead: VoteNoticeMail.leads[event],
      title: vote.title,
      excerpt,
      link: `${publicUrl}/votes/${id}`,
      audience: new Set(audience.map((o) => o.userId)),
      // A reminder in a weekly digest would come after the close.
      atOnceOnly: event === 'reminder',
    });
  }
  return items;
}
