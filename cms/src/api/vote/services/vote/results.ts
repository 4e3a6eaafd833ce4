/**
 * Results: the running count of a named vote, and a closed vote's results sealed once at its close
 * (a secret vote's ballots are opened then); the CSV, the PDF and an inspector's recount read them.
 */
import type { Knex } from 'knex';
import {
  VoteMessages as M,
  decimalsOf,
  isSuperUser,
  mailTexts,
  resultsCsvRows,
  resultsReadable,
  resultsReport,
  type Locale,
  type VoteRecount,
  type VoteResults,
  type VoteSummary,
} from '@hearth/common';
import { conflict, forbidden } from '../../../../platform/http-errors';
import { serviceOf } from '../../../../platform/services';
import { readerLanguage } from '../../../../platform/content-languages';
import { exportCsv } from '../../../../platform/csv';
import { isPostgres } from '../../../../platform/raw-sql';
import { resultsPdf } from '../../model/results-pdf';
import { siteName } from '../../../../platform/site-name';
import type { settingsService } from '../../../site-setting/front-door';
import type { PortalUser } from '../../../../identity/front-door';
import { VOTE_TABLES as T, choicesOf, statusOf, summaryOf, type VoteRow } from '../../model/rows';
import { castTotals } from '../../model/electorate';
import { openSecretBallots, recountOf } from '../../model/count';
import { fourDecimals, type VoteContext } from './context';

export const resultsPart = (context: VoteContext) => {
  const { strapi, knex, roster, wakeNotices, anyVoteRow, voteRow, record, participationTotals, lockVote, withElectorate } = context;

  /**
   * The replaced ballot versions leave the live database files after the count (docs/requirements.md
   * "Votes"): SQLite's write-ahead log is copied back and truncated, PostgreSQL's ballot table vacuumed
   * (the portal's role owns it). Best effort: the count stands either way.
   */
  async function clearReplacedBallots(): Promise<void> {
    try {
      if (!isPostgres(knex())) await knex().raw('PRAGMA wal_checkpoint(TRUNCATE)');
      else await knex().raw(`VACUUM ${T.ballots}`);
    } catch (error) {
      strapi.log.warn(`Ballots not vacuumed after the count: ${error instanceof Error ? error.message : error}`);
    }
  }

  /** The association whose board signs the results, as it is now: its name and time zone. */
  const associationNow = async (): Promise<VoteResults['association']> => ({
    name: await siteName(strapi),
    timeZone: await serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').timeZone(),
  });

  /** The count of a vote as its tables hold it, against its electorate. */
  async function countOf(db: Knex, vote: VoteRow, association: VoteResults['association'], sealedAt: number | null): Promise<VoteResults> {
    const id = Number(vote.id);
    const summary = summaryOf(vote);
    const participation = await participationTotals(db, vote);
    const rows = await db(T.tallies).where({ vote_id: id });
    const questions = summary.questions.map((question, index) => ({
      text: question.text,
      choices: choicesOf(question).map((choice) => {
        const row = rows.find((r) => Number(r.question) === index && r.choice === choice);
        // SQLite sums decimals as floating point: back to the roster's four decimals.
        return { choice, units: Number(row?.units ?? 0), weight: fourDecimals(Number(row?.weight ?? 0)) };
      }),
    }));
    const share =
      summary.counting === 'unit'
        ? participation.units / Math.max(participation.totalUnits, 1)
        : participation.weight / Math.max(participation.totalWeight, Number.EPSILON);
    const weightDecimals =
      vote.electorate_decimals !== null && vote.electorate_decimals !== undefined
        ? Number(vote.electorate_decimals)
        : Math.max(0, ...(await roster().units()).map((unit) => decimalsOf(unit.entitlement)));
    return {
      voteId: id,
      vote: summary,
      association,
      weightDecimals,
      paperBallots: Number((await db(T.participations).where({ vote_id: id, paper: true }).count({ n: '*' }).first())?.n ?? 0),
      final: statusOf(vote) === 'closed',
      counting: summary.counting,
      participation,
      quorum: summary.quorum,
      quorumMet: share >= summary.quorum,
      questions,
      sealedAt: sealedAt === null ? null : new Date(sealedAt).toISOString(),
    };
  }

  /**
   * A closed vote's results, sealed once (what is certified never changes): under the vote's lock,
   * so a ballot that took it before the closing time and commits after it is in the count and
   * every later one is refused; a secret vote's sealed ballots are opened and tallied first. The
   * results, with the association's name and time zone of this moment, are written on the vote's
   * row; every read, the CSV, the PDF and the results notice answer them.
   */
  async function sealResults(id: number): Promise<VoteResults> {
    const association = await associationNow();
    const { results, opened } = await strapi.db.transaction(async ({ trx }) => {
      const vote = await lockVote(trx, id);
      if (vote.sealed_results) return { results: JSON.parse(vote.sealed_results) as VoteResults, opened: false };
      const questions = summaryOf(vote).questions;
      const opened = Boolean(vote.secret) && vote.counted_at === null;
      if (opened) {
        for (const [question, choices] of (await openSecretBallots(trx, id, questions)).entries()) {
          for (const { choice, units, weight } of choices) {
            // A vote whose ballots predate sealed weights keeps the weights it summed as it ran.
            await trx(T.tallies)
              .where({ vote_id: id, question, choice })
              .update(weight === null ? { units } : { units, weight });
          }
        }
      }
      const sealedAt = Date.now();
      const results = await countOf(trx, vote, association, sealedAt);
      await trx(T.votes)
        .where({ id })
        .update({ sealed_results: JSON.stringify(results), counted_at: vote.counted_at ?? sealedAt });
      return { results, opened };
    });
    if (opened) await clearReplacedBallots();
    return results;
  }

  return {
    async results(id: number, user: PortalUser): Promise<VoteResults> {
      const vote = await voteRow(id, user);
      // A secret vote is not counted while it runs: no one sees a tally move by one ballot.
      if (!resultsReadable(summaryOf(vote), isSuperUser(user.roles))) throw forbidden(vote.secret ? M.secretUncounted : M.resultsHidden);
      // Sealed: the row already read holds them.
      if (statusOf(vote) === 'closed' && vote.sealed_results) return JSON.parse(vote.sealed_results) as VoteResults;
      return this.resultsOf(id);
    },

    /**
     * A vote's results, for whoever may see them (results, and the results notice at close): a
     * closed vote's as sealed at its close (sealed now if no one has needed them yet); a named
     * vote's running count, against its electorate, while it runs.
     */
    async resultsOf(id: number): Promise<VoteResults> {
      const vote = await anyVoteRow(id);
      if (statusOf(vote) === 'closed') return vote.sealed_results ? (JSON.parse(vote.sealed_results) as VoteResults) : sealResults(id);
      if (vote.secret) throw forbidden(M.secretUncounted);
      return countOf(knex(), await withElectorate(vote), await associationNow(), null);
    },

    /**
     * The results as CSV (UTF-8 with a byte order mark, so spreadsheets read accents right): the report's words (docs/requirements.md, "Votes"),
     * in the requester's language: their profile's, else their browser's.
     */
    async resultsCsv(id: number, user: PortalUser, browser: Locale = 'en'): Promise<string> {
      const words = mailTexts(await readerLanguage(strapi, user.id, browser)).voteReport;
      return `\uFEFF${exportCsv(resultsCsvRows(resultsReport(await this.results(id, user), words), words))}`;
    },

    /** The results for the minutes as a PDF (docs/requirements.md, "Vote documents and printable results"), in the requester's language: seen by whoever may see the results. */
    async resultsPdf(id: number, user: PortalUser, browser: Locale = 'en'): Promise<Uint8Array> {
      const words = mailTexts(await readerLanguage(strapi, user.id, browser)).voteReport;
      return resultsPdf(resultsReport(await this.results(id, user), words), words);
    },

    async close(id: number, reason: string, user: PortalUser): Promise<VoteSummary> {
      const vote = await voteRow(id, user);
      await strapi.db.transaction(async ({ trx }) => {
        await lockVote(trx, id);
        const closed = await trx(T.votes)
          .where({ id })
          .whereNull('closed_at')
          .where('closes_at', '>', Date.now())
          .update({ closed_at: Date.now(), close_reason: reason });
        if (!closed) throw conflict(M.alreadyClosed);
        await record(vote, 'update', 'closed early', reason);
      });
      await sealResults(id);
      wakeNotices(); // the results notice is due now

      return summaryOf(await voteRow(id, user));
    },

    /**
     * An inspector's check of a closed vote (docs/requirements.md, "Votes"): the stored tallies beside
     * a recount from the ballots, and the participation beside the number of ballots.
     */
    async recount(id: number, user: PortalUser): Promise<VoteRecount> {
      await voteRow(id, user);
      if (statusOf(await anyVoteRow(id)) !== 'closed') throw conflict(M.recountOpen);
      const sealed = await this.resultsOf(id);
      const { ballots, counts } = await recountOf(knex(), id, sealed.vote.questions);
      const participations = Number((await knex()(T.participations).where({ vote_id: id }).count({ n: '*' }).first())?.n ?? 0);
      // The units that took part, against the electorate fixed at the opening.
      const cast = await castTotals(knex(), id);
      const questions = sealed.questions.map((question, index) => ({
        text: question.text,
        choices: question.choices.map((stored) => {
          const { units, weight } = counts[index].find((c) => c.choice === stored.choice) ?? { units: 0, weight: 0 };
          return { choice: stored.choice, stored: { units: stored.units, weight: stored.weight }, recounted: { units, weight } };
        }),
      }));
      const tenThousandths = (n: number) => Math.round(n * 10_000);
      const agrees =
        ballots === participations &&
        cast.units === sealed.participation.units &&
        tenThousandths(cast.weight) === tenThousandths(sealed.participation.weight) &&
        questions.every((q) =>
          q.choices.every(
            (c) =>
              c.stored.units === c.recounted.units &&
              (c.recounted.weight === null || tenThousandths(c.stored.weight) === tenThousandths(c.recounted.weight)),
          ),
        );
      return { voteId: id, ballots, participations, questions, agrees };
    },
  };
};
