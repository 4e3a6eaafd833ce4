/**
 * A vote's three notices (docs/requirements.md, "Votes", requirements, "E-mail notices"): its opening, a reminder 24 hours before
 * close to the owners whose unit has not voted, and the results at close (or early close). Each
 * is an announcement the vote module declares (source vote-opening | vote-reminder | vote-results,
 * item the vote), so the announcement's primary key lets one process send it, once. Only verified
 * owners of roster units are told.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  VOTE_NOTICE_EVENTS,
  VoteNoticeMail,
  mailTexts,
  momentIn,
  resultsMailText,
  resultsReport,
  type VoteNoticeEvent,
  type VoteResults,
} from '@hearth/common';
import { announcedBy, notAnnounced, type AnnouncementSource } from '../notice/front-door';
import type { Item } from '../notice/front-door';
import { excerptOf } from '../notice/front-door';
import { publicUrl } from '../../platform/runtime';
import { serviceOf } from '../../platform/services';
import type { rosterService } from '../unit/front-door';
import type { settingsService } from '../site-setting/front-door';
import type voteService from './services/vote';
import { VOTE_TABLES, type VoteRow } from './model/rows';

const { votes: VOTES, participations: PARTICIPATIONS } = VOTE_TABLES;
const DAY = 86_400_000;
/** Results of a vote closed longer ago are not sent (a portal started after a long stop does not send old news). */
const RESULTS_LATEST = 7 * DAY;

type DueVote = Pick<VoteRow, 'id' | 'title' | 'opens_at' | 'closes_at' | 'closed_at' | 'counting'>;

/** What a vote's notices need from the roster, the votes and the settings. */
export interface VoteNoticeFacts {
  /** The verified owners of roster units: the only ones told about votes. */
  owners(): Promise<{ userId: number; unitId: number }[]>;
  results(voteId: number): Promise<VoteResults>;
  /** The association's time zone (site setting `timeZone`): notices give times in it. */
  timeZone(): Promise<string>;
  /** Fixes a vote's electorate (its record date) when its opening is told, if nothing did before. */
  fixElectorate(voteId: number): Promise<void>;
}

const sourceOf = (event: VoteNoticeEvent) => `vote-${event}`;
const voteId = `${VOTES}.id`;

/** The votes whose moment `event` came and whose notice was not decided yet. */
async function dueVotes(knex: Knex, now: number, event: VoteNoticeEvent): Promise<DueVote[]> {
  const columns = ['id', 'title', 'opens_at', 'closes_at', 'closed_at', 'counting'];
  const open = (q: Knex.QueryBuilder) => q.where('opens_at', '<=', now).where('closes_at', '>', now).whereNull('closed_at');
  const votes = knex(VOTES)
    .whereNotExists(notAnnounced(sourceOf(event), voteId))
    .select(columns);
  if (event === 'opening') return (await votes.modify(open)) as DueVote[];
  // Only when the opening was told before the last day: a vote opened with less than a day left gets no reminder.
  if (event === 'reminder')
    return (await votes
      .modify(open)
      .where('closes_at', '<=', now + DAY)
      .whereExists(announcedBy(sourceOf('opening'), voteId, `${VOTES}.closes_at - ?`, [DAY]))) as DueVote[];
  return (await votes.where((q) =>
    q
      .where((c) => c.whereNotNull('closed_at').where('closed_at', '>', now - RESULTS_LATEST))
      .orWhere((c) =>
        c
          .whereNull('closed_at')
          .where('closes_at', '<=', now)
          .where('closes_at', '>', now - RESULTS_LATEST),
      ),
  )) as DueVote[];
}

/**
 * The vote notices due now (of `events`, in that order), each with its audience: every verified
 * owner, or (reminder) those whose unit has not voted.
 */
export async function dueVoteItems(
  knex: Knex,
  now: number,
  siteUrl: string,
  facts: VoteNoticeFacts,
  events: readonly VoteNoticeEvent[] = VOTE_NOTICE_EVENTS,
): Promise<Item[]> {
  const due: { event: VoteNoticeEvent; vote: DueVote }[] = [];
  for (const event of events) for (const vote of await dueVotes(knex, now, event)) due.push({ event, vote });
  if (!due.length) return [];
  const owners = await facts.owners();
  const timeZone = await facts.timeZone();
  const items: Item[] = [];
  for (const { event, vote } of due) {
    const id = Number(vote.id);
    const closesAt = Number(vote.closes_at);
    let audience = owners;
    let excerpt: string;
    let results: VoteResults | null = null;
    if (event === 'opening') {
      await facts.fixElectorate(id);
      excerpt = VoteNoticeMail.opening(closesAt, timeZone, vote.counting);
    } else if (event === 'reminder') {
      const voted = new Set((await knex(PARTICIPATIONS).where({ vote_id: id }).select('unit_id')).map((r) => Number(r.unit_id)));
      audience = owners.filter((o) => !voted.has(o.unitId));
      excerpt = VoteNoticeMail.reminder(closesAt, timeZone);
    } else {
      results = await facts.results(id);
      excerpt = excerptOf(resultsMailText(resultsReport(results), results.counting), 500);
    }
    const english = { lead: VoteNoticeMail.leads[event], excerpt };
    items.push({
      source: sourceOf(event),
      id,
      kind: 'votes',
      // In each owner's language: the results in the report's words of that language, figures through Intl.
      inLanguage: (locale) => {
        if (locale === 'en') return english;
        const words = mailTexts(locale).vote;
        const closes = momentIn(locale, closesAt, timeZone);
        if (event === 'opening') return { lead: words.openingLead, excerpt: words.opening(closes, vote.counting === 'entitlement') };
        if (event === 'reminder') return { lead: words.reminderLead, excerpt: words.reminder(closes) };
        const report = mailTexts(locale).voteReport;
        return {
          lead: words.resultsLead,
          excerpt: results ? excerptOf(resultsMailText(resultsReport(results, report), results.counting, report), 500) : excerpt,
        };
      },
      lead: VoteNoticeMail.leads[event],
      title: vote.title,
      excerpt,
      link: `${siteUrl}/votes/${id}`,
      audience: new Set(audience.map((o) => o.userId)),
      // A reminder in a weekly digest would come after the close.
      atOnceOnly: event === 'reminder',
    });
  }
  return items;
}

/** The vote module's announcements, one per moment; a vote is never recorded unannounced at the first start. */
export function voteAnnouncements(strapi: Core.Strapi): AnnouncementSource[] {
  const facts: VoteNoticeFacts = {
    owners: () => serviceOf<typeof rosterService>(strapi, 'api::unit.roster').votingOwners(),
    results: (id) => serviceOf<typeof voteService>(strapi, 'api::vote.vote').resultsOf(id),
    timeZone: () => serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').timeZone(),
    fixElectorate: (id) => serviceOf<typeof voteService>(strapi, 'api::vote.vote').fixElectorate(id),
  };
  return VOTE_NOTICE_EVENTS.map((event) => ({
    source: sourceOf(event),
    recordAtFirstStart: false,
    due: (now) => dueVoteItems(strapi.db.connection, now, publicUrl(), facts, [event]),
  }));
}
