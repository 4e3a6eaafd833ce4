/**
 * Votes (docs/requirements.md, "Votes"): creating and closing them, ballots (online, by proxy, on
 * paper), proxies and results. The rules the database must decide under concurrency are its own:
 * one ballot per unit is the participation table's primary key; a proxy's ballot and its revoke
 * are conditional updates of the one proxy row, so whichever commits first wins and the other
 * is told (409). Who may vote for a unit comes from the roster (api::unit.roster); which units
 * vote, and with what entitlement, from the vote's electorate, fixed from the roster when it opens
 * (model/electorate.ts). At the close the results are sealed: every read answers them unchanged.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  VoteMessages as M,
  decimalsOf,
  isSuperUser,
  resultsCsvRows,
  resultsReadable,
  resultsReport,
  type BallotReceipt,
  type PaperBallotReceipt,
  type ReceiptCheck,
  type VoteRecount,
  type ParticipationRow,
  type VoteCreate,
  type VoteDetail,
  type VoteResults,
  type VoteSummary,
  type VotingUnit,
  displayName,
} from '@hearth/common';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http-errors';
import { isUniqueViolation } from '../../../platform/idempotency';
import { tableWritten } from '../../../platform/write-pipeline';
import { serviceOf } from '../../../platform/services';
import { UID } from '../../../platform/content-registry';
import { exportCsv } from '../../../platform/csv';
import { lockRow } from '../../../platform/row-lock';
import { isPostgres } from '../../../platform/raw-sql';
import { privateFileExists } from '../../file/front-door';
import { resultsPdf } from '../model/results-pdf';
import { siteName } from '../../../platform/site-name';
import type { settingsService } from '../../site-setting/front-door';
import type { PortalUser } from '../../../identity/front-door';
import type { rosterService } from '../../unit/front-door';
import type { RosterUnit } from '../../unit/front-door';
import { sendMail } from '../../notice/front-door';
import { VOTE_TABLES as T, checkedAnswers, choicesOf, rowOf, statusOf, summaryOf, type VoteRow } from '../model/rows';
import { finalTag, finalTagOfDigest, isPlainDigest, newReceipt, runningTag, sealContents, tagsOf } from '../model/receipts';
import { castTotals, electorUnit, electorUnits, fixElectorate, openVotesHolding, type ElectorUnit } from '../model/electorate';
import { openSecretBallots, recountOf, sealWeight, weightOf } from '../model/count';

interface Caller {
  user: PortalUser;
  profileId: number;
  name: string;
  /** The unit the caller votes for: a confirmed owner's, on the roster (docs/authorization.md, "Who speaks for a unit"). */
  own: RosterUnit | null;
}

const unitLabel = (unit: Pick<RosterUnit, 'number' | 'street'>) => `${unit.number} ${unit.street}`;
const electorOfRoster = (unit: RosterUnit): ElectorUnit => ({ id: unit.id, label: unitLabel(unit), entitlement: unit.entitlement });

/** Entitlements have at most four decimals: sums are rounded back to them. */
const fourDecimals = (n: number) => Math.round(n * 10_000) / 10_000;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = (): Knex => strapi.db.connection;
  const roster = () => serviceOf<typeof rosterService>(strapi, 'api::unit.roster');

  async function callerOf(user: PortalUser): Promise<Caller> {
    const resident = await roster().callerOf(user, M.notEligible);
    return { user, profileId: resident.profileId, name: resident.name, own: resident.voter ? resident.unit : null };
  }

  const wakeNotices = () => strapi.service('api::notice.notice').wake();

  /**
   * Who follows votes as they run: super users and owners the association has confirmed. Anyone
   * else — tenants, property managers, and whoever only says they are an owner — sees a vote only
   * once closed, and only when the vote says so (docs/authorization.md, "Votes").
   */
  async function followsVotes(user: PortalUser): Promise<boolean> {
    if (isSuperUser(user.roles)) return true;
    const resident = await roster().currentResident(user);
    return resident.type === 'owner' && resident.verified;
  }

  const visibleTo = (follows: boolean, row: VoteRow) => follows || (statusOf(row) === 'closed' && Boolean(row.results_to_residents));

  async function anyVoteRow(id: number): Promise<VoteRow> {
    const row = (await knex()(T.votes).where({ id }).first()) as VoteRow | undefined;
    if (!row) throw notFound(M.notFound);
    return row;
  }

  async function voteRow(id: number, user: PortalUser): Promise<VoteRow> {
    const row = await anyVoteRow(id);
    if (!visibleTo(await followsVotes(user), row)) throw notFound(M.notFound);
    return row;
  }

  function record(item: { id: number | string; title: string }, action: 'create' | 'update', field: string, after: unknown) {
    return tableWritten(strapi, [
      { kind: 'vote', action, item: { id: Number(item.id), title: item.title }, changes: [{ field, before: null, after }] },
    ]);
  }

  /**
   * Who has voted against who may: the electorate's totals once fixed; before the opening, the
   * roster's as it stands (nothing is cast yet).
   */
  async function participationTotals(db: Knex, vote: VoteRow): Promise<VoteDetail['participation']> {
    if (vote.electorate_at === null) {
      const units = await roster().units();
      return { units: 0, weight: 0, totalUnits: units.length, totalWeight: fourDecimals(units.reduce((t, u) => t + u.entitlement, 0)) };
    }
    const cast = await castTotals(db, Number(vote.id));
    return { ...cast, totalUnits: Number(vote.electorate_units), totalWeight: fourDecimals(Number(vote.electorate_weight)) };
  }

  /** The active (not revoked) proxy of a unit for a vote. */
  const activeProxy = (db: Knex | Knex.Transaction, voteId: number, unitId: number) =>
    db(T.proxies).where({ vote_id: voteId, unit_id: unitId }).whereNull('revoked_at').first();

  /** Adds (sign 1) or takes back (sign -1) a named ballot's choices in the running tallies. */
  async function tally(trx: Knex.Transaction, voteId: number, answers: string[][], weight: number, sign: 1 | -1) {
    for (const [question, choices] of answers.entries()) {
      for (const choice of choices) {
        await trx(T.tallies)
          .where({ vote_id: voteId, question, choice })
          .update({ units: trx.raw('units + ?', [sign]), weight: trx.raw('weight + ?', [sign * weight]) });
      }
    }
  }

  interface Cast {
    vote: VoteRow;
    /** The unit the ballot is for; its entitlement is the electorate's. */
    unitId: number;
    answers: string[][];
    castBy: Caller;
    proxy: boolean;
    paper: boolean;
  }

  /**
   * Takes the vote's row lock: the first statement of every transaction that writes the vote's
   * ballots or tallies, so they run one at a time per vote on both databases (docs/requirements.md
   * requirements, "Votes"), and answers the vote as it stands under the lock — with its electorate fixed, the first
   * time it is locked after its opening (a ballot, the opening's notice, a read, the close).
   */
  async function lockVote(trx: Knex, voteId: number): Promise<VoteRow> {
    if (!(await lockRow(trx, T.votes, voteId))) throw notFound(M.notFound);
    const vote = (await trx(T.votes).where({ id: voteId }).first()) as VoteRow;
    if (vote.electorate_at !== null || statusOf(vote) === 'upcoming') return vote;
    await fixElectorate(trx, voteId, (await roster().units()).map(electorOfRoster), Date.now());
    return (await trx(T.votes).where({ id: voteId }).first()) as VoteRow;
  }

  /** The vote with its electorate fixed when it has opened (model/electorate.ts): once, under its lock. */
  async function withElectorate(vote: VoteRow): Promise<VoteRow> {
    if (vote.electorate_at !== null || statusOf(vote) === 'upcoming') return vote;
    return strapi.db.transaction(({ trx }) => lockVote(trx, Number(vote.id)));
  }

  /**
   * Writes one unit's ballot in one transaction, after the vote's lock: the proxy row marked used
   * (only while not revoked), the participation row (its key refuses a second ballot for the
   * unit), the ballot with its sealed weight and, for a named vote, the tallies. A secret ballot's
   * choices are sealed until the close and nothing is tallied while it runs; its cost is the same
   * whatever the vote's size (docs/requirements.md, "A secret ballot is never linkable"). A named
   * vote that allows it changes the unit's ballot instead.
   */
  async function writeBallot({
    vote,
    unitId,
    answers,
    castBy,
    proxy,
    paper,
  }: Cast): Promise<BallotReceipt & { changed: boolean; unit: ElectorUnit }> {
    const voteId = Number(vote.id);
    const receipt = newReceipt();
    const secret = Boolean(vote.secret);
    const { changed, unit } = await strapi.db.transaction(async ({ trx }) => {
      requireOpen(await lockVote(trx, voteId));
      const unit = await electorUnit(trx, voteId, unitId);
      if (!unit) throw (paper ? badRequest : forbidden)(M.notInElectorate);
      const weight = unit.entitlement;
      const holder = await activeProxy(trx, voteId, unit.id);
      if (proxy) {
        const marked = await trx(T.proxies)
          .where({ vote_id: voteId, unit_id: unit.id, proxy_profile_id: castBy.profileId })
          .whereNull('revoked_at')
          .update({ used_at: Date.now() });
        if (!marked) throw conflict(M.proxyRevoked);
      } else if (holder && !paper) {
        throw conflict(M.proxyHolds);
      }
      const existing = await trx(T.participations).where({ vote_id: voteId, unit_id: unit.id }).first();
      if (existing) {
        if (!vote.changeable || secret || paper || Boolean(existing.paper)) throw conflict(M.alreadyCast);
        const ballot = await trx(T.ballots).where({ id: existing.ballot_id }).first();
        await tally(trx, voteId, JSON.parse(ballot.choices), weightOf(ballot) ?? weight, -1);
        await trx(T.ballots)
          .where({ id: existing.ballot_id })
          .update({ choices: JSON.stringify(answers), receipt_hash: finalTag(receipt), weight_sealed: sealWeight(weight) });
        await trx(T.participations).where({ vote_id: voteId, unit_id: unit.id }).update({ cast_by: castBy.profileId, by_proxy: proxy });
        await tally(trx, voteId, answers, weight, 1);
        return { changed: true, unit };
      }
      const ballotId = crypto.randomUUID();
      try {
        await trx(T.participations).insert({
          vote_id: voteId,
          unit_id: unit.id,
          cast_by: castBy.profileId,
          by_proxy: proxy,
          paper,
          // A secret ballot is never named by its unit's row.
          ballot_id: secret ? null : ballotId,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(M.alreadyCast);
        throw error;
      }
      await trx(T.ballots).insert({
        id: ballotId,
        vote_id: voteId,
        choices: secret ? sealContents({ answers, tag: finalTag(receipt) }) : JSON.stringify(answers),
        receipt_hash: secret ? runningTag(receipt) : finalTag(receipt),
        weight_sealed: sealWeight(weight),
      });
      if (!secret) await tally(trx, voteId, answers, weight, 1);
      const how = [paper && 'paper', proxy && 'by proxy'].filter(Boolean).join(', ');
      await record(vote, 'update', 'ballot', `${unit.label}${how ? ` (${how})` : ''}`);
      return { changed: false, unit };
    });
    return { receipt, unitId: unit.id, changed, unit };
  }

  /**
   * The replaced ballot versions leave the live database files after the count (docs/requirements.md
   * requirements, "Votes"): SQLite's write-ahead log is copied back and truncated, PostgreSQL's ballot table vacuumed
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

  /** The receipt by e-mail, through the outbox: the code and the vote, never the choices (docs/requirements.md, "Votes"). */
  async function mailReceipt(
    to: { id: number; email: string },
    vote: VoteRow,
    unit: ElectorUnit,
    receipt: string,
    paper = false,
  ): Promise<boolean> {
    const text = [
      paper
        ? `The paper ballot of unit ${unit.label} in "${vote.title}" was entered by the association.`
        : `Your ballot for unit ${unit.label} in "${vote.title}" was recorded.`,
      '',
      `Receipt code: ${receipt}`,
      '',
      'Keep this code: it lets you check that your ballot was counted.',
    ].join('\n');
    try {
      await sendMail(strapi, { kind: 'vote-receipt', to: to.email, userId: to.id, subject: M.receiptSubject(vote.title), text });
      return true;
    } catch (error) {
      // The ballot stands; the receipt is also shown on screen.
      strapi.log.warn(`Ballot receipt not queued: ${error instanceof Error ? error.message : error}`);
      return false;
    }
  }

  const requireOpen = (vote: VoteRow) => {
    if (statusOf(vote) !== 'open') throw conflict(M.notOpen);
  };

  /**
   * The unit's ballot as it stands, on a named vote that may be changed: the change starts from it.
   * Never a secret vote's (nothing ties its ballot to the unit), nor a paper one's (it cannot change).
   */
  async function currentChoices(vote: VoteRow, unitId: number): Promise<Pick<VotingUnit, 'choices'>> {
    if (vote.secret || !vote.changeable) return {};
    const row = await knex()(T.participations).where({ vote_id: vote.id, unit_id: unitId }).first();
    const ballot = row?.ballot_id && !row.paper ? await knex()(T.ballots).where({ id: row.ballot_id }).first() : undefined;
    return ballot ? { choices: JSON.parse(ballot.choices) as string[][] } : {};
  }

  /**
   * The units a caller may vote for: their own (a verified owner's, when the vote's electorate
   * holds it) and those they hold as proxy; each as the electorate holds it once fixed.
   */
  async function votingUnits(caller: Caller, vote: VoteRow): Promise<VotingUnit[]> {
    const voteId = Number(vote.id);
    const own = caller.own;
    const held = (
      await knex()(T.proxies).where({ vote_id: voteId, proxy_profile_id: caller.profileId }).whereNull('revoked_at').select('unit_id')
    ).map((r: { unit_id: number }) => Number(r.unit_id));
    const ids = [...(own ? [own.id] : []), ...held];
    const units =
      vote.electorate_at === null
        ? (await Promise.all(ids.map((id) => roster().unit(id)))).flatMap((unit) => (unit ? [electorOfRoster(unit)] : []))
        : await electorUnits(knex(), voteId, ids);
    const cast = new Set(
      (
        await knex()(T.participations)
          .where({ vote_id: voteId })
          .whereIn('unit_id', ids.length ? ids : [-1])
          .select('unit_id')
      ).map((r: { unit_id: number }) => Number(r.unit_id)),
    );
    const out: VotingUnit[] = [];
    const ownUnit = own && units.find((u) => u.id === own.id);
    if (ownUnit) {
      const proxy = await activeProxy(knex(), voteId, ownUnit.id);
      out.push({
        unitId: ownUnit.id,
        label: ownUnit.label,
        asProxy: false,
        cast: cast.has(ownUnit.id),
        proxy: proxy ? await nameOf(proxy.proxy_profile_id) : null,
        ...(cast.has(own.id) ? await currentChoices(vote, own.id) : {}),
      });
    }
    for (const unit of units) {
      if (held.includes(unit.id) && unit.id !== own?.id)
        out.push({
          unitId: unit.id,
          label: unit.label,
          asProxy: true,
          cast: cast.has(unit.id),
          proxy: null,
          ...(cast.has(unit.id) ? await currentChoices(vote, unit.id) : {}),
        });
    }
    return out;
  }

  /** Every document a vote names was uploaded (docs/requirements.md, "Vote documents and printable results"). */
  async function requireDocuments(input: VoteCreate): Promise<void> {
    for (const document of input.documents) {
      if (!(await privateFileExists(strapi, 'votes', document.fileName))) throw badRequest(M.documentMissing);
    }
  }

  /** A vote's tally rows at zero: one per question and choice. */
  const talliesOf = (voteId: number, input: VoteCreate) =>
    input.questions.flatMap((q, question) =>
      choicesOf({ text: q.text, kind: q.kind, options: q.options }).map((choice) => ({
        vote_id: voteId,
        question,
        choice,
        units: 0,
        weight: 0,
      })),
    );

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

  /** Display names by profile id, in one read. */
  async function namesOf(profileIds: readonly number[]): Promise<Map<number, string>> {
    if (!profileIds.length) return new Map();
    const rows = await strapi.db
      .query(UID.profile)
      .findMany({ where: { id: { $in: [...profileIds] } }, select: ['id', 'firstName', 'lastName', 'userName'] });
    return new Map(rows.map((p) => [Number(p.id), displayName(p, String(p.userName))]));
  }

  async function nameOf(profileId: number): Promise<string> {
    const p = await strapi.db.query(UID.profile).findOne({ where: { id: profileId }, select: ['firstName', 'lastName', 'userName'] });
    return p ? displayName(p, String(p.userName)) : '';
  }

  return {
    async create(input: VoteCreate, user: PortalUser): Promise<VoteSummary> {
      const caller = await callerOf(user);
      await requireDocuments(input);
      const id = await strapi.db.transaction(async ({ trx }) => {
        const [inserted] = await trx(T.votes).insert(rowOf(input, caller.profileId), ['id']);
        const voteId = Number(typeof inserted === 'object' ? inserted.id : inserted);
        await trx(T.tallies).insert(talliesOf(voteId, input));
        await record(
          { id: voteId, title: input.title },
          'create',
          'vote',
          `${input.questions.length} question(s), ${input.secret ? 'secret' : 'named'}`,
        );
        return voteId;
      });
      wakeNotices(); // its opening may be due now (docs/requirements.md, "Votes")
      return summaryOf(await voteRow(id, user));
    },

    /**
     * Replaces a vote that has not opened yet (docs/requirements.md, "Votes"): under the vote's lock, so
     * a ballot at the opening instant and the edit are decided one after the other; 409 once open.
     */
    async update(id: number, input: VoteCreate, user: PortalUser): Promise<VoteSummary> {
      await voteRow(id, user);
      await requireDocuments(input);
      await strapi.db.transaction(async ({ trx }) => {
        if (statusOf(await lockVote(trx, id)) !== 'upcoming') throw conflict(M.notUpcoming);
        const { created_by: _by, created_at: _at, ...fields } = rowOf(input, 0);
        await trx(T.votes).where({ id }).update(fields);
        // No ballot is taken before the opening: the tallies follow the new questions.
        await trx(T.tallies).where({ vote_id: id }).delete();
        await trx(T.tallies).insert(talliesOf(id, input));
        await record({ id, title: input.title }, 'update', 'vote', `edited before opening: ${input.questions.length} question(s)`);
      });
      wakeNotices();
      return summaryOf(await voteRow(id, user));
    },

    /** Cancels a vote that has not opened yet: it and its proxies are removed, the record keeps it (409 once open). */
    async cancel(id: number, user: PortalUser): Promise<{ id: number; cancelled: true }> {
      await voteRow(id, user);
      await strapi.db.transaction(async ({ trx }) => {
        const vote = await lockVote(trx, id);
        if (statusOf(vote) !== 'upcoming') throw conflict(M.notUpcoming);
        await trx(T.proxies).where({ vote_id: id }).delete();
        await trx(T.tallies).where({ vote_id: id }).delete();
        await trx(T.votes).where({ id }).delete();
        await tableWritten(strapi, [
          {
            kind: 'vote',
            action: 'delete',
            item: { id, title: vote.title },
            changes: [{ field: 'vote', before: vote.title, after: 'cancelled before opening' }],
          },
        ]);
      });
      return { id, cancelled: true };
    },

    async list(user: PortalUser): Promise<VoteSummary[]> {
      const rows = (await knex()(T.votes).orderBy('opens_at', 'desc').orderBy('id', 'desc')) as VoteRow[];
      const follows = await followsVotes(user);
      return rows.filter((row) => visibleTo(follows, row)).map((row) => summaryOf(row));
    },

    async detail(id: number, user: PortalUser): Promise<VoteDetail> {
      const vote = await withElectorate(await voteRow(id, user));
      // Whoever may see the vote reads it; without a profile (no unit, no proxy) there is simply nothing to vote for.
      const voter = (await roster().currentResident(user)).profileId !== null;
      return {
        ...summaryOf(vote),
        units: voter ? await votingUnits(await callerOf(user), vote) : [],
        participation: await participationTotals(knex(), vote),
      };
    },

    /** An owner's ballot for their unit, or a proxy's for the unit they hold (unitId). */
    async cast(id: number, input: { answers: (string | string[])[]; unitId?: number }, user: PortalUser): Promise<BallotReceipt> {
      // Not voteRow: a tenant is told they may not vote (403), whatever they may see.
      const vote = await anyVoteRow(id);
      const caller = await callerOf(user);
      const answers = checkedAnswers(summaryOf(vote).questions, input.answers);
      const own = caller.own;
      const asProxy = input.unitId !== undefined && input.unitId !== own?.id;
      if (!asProxy && !own) throw forbidden(M.notEligible);
      if (asProxy && !(await knex()(T.proxies).where({ vote_id: id, unit_id: input.unitId, proxy_profile_id: caller.profileId }).first())) {
        throw forbidden(M.notProxy);
      }
      requireOpen(vote);
      const unitId = asProxy ? (input.unitId as number) : (own as RosterUnit).id;
      const result = await writeBallot({ vote, unitId, answers, castBy: caller, proxy: asProxy, paper: false });
      await mailReceipt(user, vote, result.unit, result.receipt);
      return { receipt: result.receipt, unitId: result.unitId };
    },

    /** A unit's paper ballot, entered by an administrator (marked as paper). */
    async paperBallot(
      id: number,
      input: { answers: (string | string[])[]; unitId: number },
      user: PortalUser,
    ): Promise<PaperBallotReceipt> {
      const vote = await voteRow(id, user);
      const answers = checkedAnswers(summaryOf(vote).questions, input.answers);
      requireOpen(vote);
      const result = await writeBallot({ vote, unitId: input.unitId, answers, castBy: await callerOf(user), proxy: false, paper: true });
      const unit = result.unit;
      // The unit's verified owners get the paper ballot's receipt too (docs/requirements.md, "Votes").
      const owners = await roster().votingOwnersOf(unit.id);
      const accounts = owners.length
        ? await strapi.db
            .query('plugin::users-permissions.user')
            .findMany({ where: { id: { $in: owners.map((o) => o.userId) }, blocked: false }, select: ['id', 'email'] })
        : [];
      let mailedOwners = 0;
      for (const account of accounts)
        if (await mailReceipt({ id: Number(account.id), email: String(account.email) }, vote, unit, result.receipt, true))
          mailedOwners += 1;
      // The screen says truly whether anyone got it: with no owner's account, the receipt goes on paper.
      return { receipt: result.receipt, unitId: result.unitId, mailedOwners };
    },

    /** An owner names another verified owner, or a director, as their unit's proxy for a vote. */
    async appointProxy(id: number, proxyEmail: string, user: PortalUser) {
      // Not voteRow: whoever may not vote is told so (403), as for a ballot.
      const vote = await anyVoteRow(id);
      const caller = await callerOf(user);
      const unit = caller.own;
      if (!unit) throw forbidden(M.notEligible);
      if (statusOf(vote) === 'closed') throw conflict(M.alreadyClosed);
      const proxyProfileId = await proxyCandidate(proxyEmail);
      if (proxyProfileId === caller.profileId) throw badRequest(M.proxySelf);
      // A co-owner already votes for the unit; as its proxy they would only lock it (docs/requirements.md, "Votes").
      const named = await roster().residentOfProfile(proxyProfileId);
      if (named?.voter && named.unit?.id === unit.id) throw badRequest(M.proxyCoOwner);
      if (await knex()(T.participations).where({ vote_id: id, unit_id: unit.id }).first()) throw conflict(M.alreadyCast);
      try {
        await strapi.db.transaction(async ({ trx }) => {
          await trx(T.proxies).insert({
            vote_id: id,
            unit_id: unit.id,
            proxy_profile_id: proxyProfileId,
            appointed_by: caller.profileId,
            appointed_at: Date.now(),
          });
          await record(vote, 'update', 'proxy', `${unitLabel(unit)}: ${await nameOf(proxyProfileId)}`);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(M.proxyExists);
        throw error;
      }
      await mailProxy(proxyEmail, vote, unit, caller.name);
      return { unitId: unit.id, proxy: await nameOf(proxyProfileId) };
    },

    /** Revokes the unit's proxy while the proxy has not voted; the database decides a race with the proxy's ballot. */
    async revokeProxy(id: number, user: PortalUser) {
      const vote = await voteRow(id, user);
      const caller = await callerOf(user);
      const unit = caller.own;
      if (!unit) throw forbidden(M.notEligible);
      await strapi.db.transaction(async ({ trx }) => {
        const revoked = await trx(T.proxies)
          .where({ vote_id: id, unit_id: unit.id })
          .whereNull('revoked_at')
          .whereNull('used_at')
          .update({ revoked_at: Date.now() });
        if (!revoked) throw conflict((await activeProxy(trx, id, unit.id)) ? M.proxyVoted : M.proxyNone);
        await record(vote, 'update', 'proxy', `${unitLabel(unit)}: revoked`);
      });
      return { unitId: unit.id, proxy: null };
    },

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

    /** The results as CSV (UTF-8 with a byte order mark, so spreadsheets read accents right): the report's words (docs/requirements.md, "Votes"). */
    async resultsCsv(id: number, user: PortalUser): Promise<string> {
      return `\uFEFF${exportCsv(resultsCsvRows(resultsReport(await this.results(id, user))))}`;
    },

    /** The results for the minutes as a PDF (docs/requirements.md, "Vote documents and printable results"): seen by whoever may see the results. */
    async resultsPdf(id: number, user: PortalUser): Promise<Uint8Array> {
      return resultsPdf(resultsReport(await this.results(id, user)));
    },

    /**
     * A vote's attached document is downloaded by whoever may see a vote it is attached to
     * (docs/requirements.md, "Vote documents and printable results"); super users download any, attached or not yet.
     */
    async requireDocumentReader(fileName: string, user: PortalUser): Promise<void> {
      if (isSuperUser(user.roles)) return;
      const rows = (await knex()(T.votes).where('documents', 'like', `%${JSON.stringify(fileName)}%`)) as VoteRow[];
      const attached = rows.filter((row) => summaryOf(row).documents.some((d) => d.fileName === fileName));
      const follows = await followsVotes(user);
      if (!attached.some((row) => visibleTo(follows, row))) throw forbidden(M.documentHidden);
    },

    /** Who has voted, per unit of the electorate (of the roster before the opening); never how, when the vote is secret: the rows do not know. */
    async participation(id: number, user: PortalUser): Promise<ParticipationRow[]> {
      const vote = await withElectorate(await voteRow(id, user));
      const units = vote.electorate_at === null ? (await roster().units()).map(electorOfRoster) : await electorUnits(knex(), id);
      const rows = new Map(
        (
          (await knex()(T.participations).where({ vote_id: id })) as {
            unit_id: number;
            paper: unknown;
            by_proxy: unknown;
            cast_by: number;
          }[]
        ).map((row) => [Number(row.unit_id), row]),
      );
      const names = await namesOf([...new Set([...rows.values()].map((row) => Number(row.cast_by)))]);
      return units.map((unit) => {
        const row = rows.get(unit.id);
        return {
          unitId: unit.id,
          label: unit.label,
          voted: Boolean(row),
          paper: Boolean(row?.paper),
          byProxy: Boolean(row?.by_proxy),
          castBy: row ? (names.get(Number(row.cast_by)) ?? '') : null,
        };
      });
    },

    /** The votes still open whose electorate holds this unit: a change of the unit on the roster leaves them as they are. */
    async openVotesHolding(unitId: number): Promise<{ id: number; title: string }[]> {
      return (await openVotesHolding(knex(), unitId, Date.now())).map((row) => ({ id: Number(row.id), title: row.title }));
    },

    /** Fixes the electorate of a vote that has opened (its opening's notice does, so the record date is the opening's round). */
    async fixElectorate(id: number): Promise<void> {
      await withElectorate(await anyVoteRow(id));
    },

    /**
     * At start: receipts stored before they were keyed (a plain SHA-256 of the code, which a code
     * found in a mailbox would match by SQL) are keyed in place; the tag checks the same codes.
     */
    async keyPlainReceipts(): Promise<number> {
      // A tag is 43 characters: only rows of the digests' 64 are read.
      const plain = (
        (await knex()(T.ballots).whereRaw('length(receipt_hash) = 64').select('id', 'receipt_hash')) as {
          id: string;
          receipt_hash: string;
        }[]
      ).filter((row) => isPlainDigest(row.receipt_hash));
      for (const row of plain)
        await knex()(T.ballots)
          .where({ id: row.id })
          .update({ receipt_hash: finalTagOfDigest(row.receipt_hash) });
      return plain.length;
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

    /** The votes held at these meetings, by id (docs/requirements.md, "Meetings, notices and consent to electronic notice"): the meetings module's read of this module's table. */
    async heldAt(meetingIds: readonly number[]): Promise<{ id: number; title: string; meetingId: number }[]> {
      if (!meetingIds.length) return [];
      const rows = (await knex()(T.votes).whereIn('meeting_id', meetingIds).orderBy('id').select('id', 'title', 'meeting_id')) as {
        id: number;
        title: string;
        meeting_id: number;
      }[];
      return rows.map((r) => ({ id: Number(r.id), title: r.title, meetingId: Number(r.meeting_id) }));
    },

    /** Holds these votes at the meeting and no others; the first id that names no vote is answered and nothing changes. */
    async holdAt(meetingId: number, voteIds: readonly number[]): Promise<{ missing?: number }> {
      const found = new Set(
        (
          (await knex()(T.votes)
            .whereIn('id', voteIds.length ? voteIds : [-1])
            .select('id')) as { id: number }[]
        ).map((r) => Number(r.id)),
      );
      const missing = voteIds.find((v) => !found.has(v));
      if (missing !== undefined) return { missing };
      await knex().transaction(async (trx) => {
        await trx(T.votes).where({ meeting_id: meetingId }).update({ meeting_id: null });
        if (voteIds.length) await trx(T.votes).whereIn('id', voteIds).update({ meeting_id: meetingId });
      });
      return {};
    },

    /** Whether a receipt's ballot is in the count (counted / not found), never its choices: found by the receipt's keyed tags. */
    async checkReceipt(id: number, receipt: string, user: PortalUser): Promise<ReceiptCheck> {
      await voteRow(id, user);
      const found = await knex()(T.ballots).where({ vote_id: id }).whereIn('receipt_hash', tagsOf(receipt)).first('vote_id');
      return { counted: Boolean(found) };
    },
  };

  /** The proxy is told by e-mail, through the outbox, that they hold the unit's vote (docs/requirements.md, "Votes"). */
  async function mailProxy(email: string, vote: VoteRow, unit: RosterUnit, by: string) {
    const account = await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { email: email.toLowerCase() }, select: ['id', 'email'] });
    if (!account) return;
    try {
      await sendMail(strapi, {
        kind: 'vote-proxy',
        to: String(account.email),
        userId: Number(account.id),
        subject: M.proxySubject(vote.title),
        text: M.proxyMail(by, unitLabel(unit), vote.title),
      });
    } catch (error) {
      // The proxy stands; they also see the unit on the vote's page.
      strapi.log.warn(`Proxy notice not queued: ${error instanceof Error ? error.message : error}`);
    }
  }

  /** A proxy is a verified owner of a roster unit, or a director (docs/requirements.md, "Votes"). */
  async function proxyCandidate(email: string): Promise<number> {
    const account = await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { email: email.toLowerCase(), blocked: false }, select: ['id', 'portalRoles'] });
    const profile = account && (await roster().liveProfileOf(account.id));
    if (!profile) throw badRequest(M.proxyUnknown);
    const roles = (Array.isArray(account.portalRoles) ? account.portalRoles : JSON.parse(String(account.portalRoles ?? '[]'))) as string[];
    if (roles.includes('director') || (await roster().residentOfProfile(Number(profile.id)))?.voter) return Number(profile.id);
    throw badRequest(M.proxyUnknown);
  }
};
