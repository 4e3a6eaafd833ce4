/**
 * Votes (docs/requirements.md §16): creating and closing them, ballots (online, by proxy, on
 * paper), proxies and results. The rules the database must decide under concurrency are its own:
 * one ballot per unit is the participation table's primary key; a proxy's ballot and its revoke
 * are conditional updates of the one proxy row, so whichever commits first wins and the other
 * is told (409). Units and who may vote for them come from the roster (api::unit.roster) only.
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
import { CACHED_VIEWS, UID } from '../../../platform/content-registry';
import { publicCache } from '../../../platform/public-cache';
import { exportCsv } from '../../../platform/csv';
import { lockRow } from '../../../platform/row-lock';
import { isPostgres } from '../../../platform/raw-sql';
import { seal, unseal } from '../../../platform/sealed';
import { privateFileExists } from '../../file/storage';
import { resultsPdf } from '../model/results-pdf';
import { siteName } from '../../../identity/site-name';
import type settingsService from '../../site-setting/services/settings';
import type { PortalUser } from '../../../identity/accounts';
import type rosterService from '../../unit/services/roster';
import type { RosterUnit } from '../../unit/services/roster';
import { sendMail } from '../../notice/outbox/mail';
import {
  VOTE_TABLES as T,
  checkedAnswers,
  choicesOf,
  newReceipt,
  receiptHash,
  rowOf,
  statusOf,
  summaryOf,
  type VoteRow,
} from '../model/rows';

interface Caller {
  user: PortalUser;
  profileId: number;
  name: string;
  /** The unit the caller votes for: a confirmed owner's, on the roster (docs/authorization.md, "Who speaks for a unit"). */
  own: RosterUnit | null;
}

const unitLabel = (unit: RosterUnit) => `${unit.number} ${unit.street}`;

/** Entitlements have at most four decimals (docs/requirements.md §15): sums are rounded back to them. */
const fourDecimals = (n: number) => Math.round(n * 10_000) / 10_000;

/** A ballot's entitlement is sealed: it would name the unit (docs/requirements.md §16). */
const WEIGHT_SEAL = 'hearth-ballot-weight';
const sealWeight = (weight: number) => seal(WEIGHT_SEAL, String(weight));
const weightOf = (row: { weight_sealed?: string | null }): number | null =>
  row.weight_sealed ? Number(unseal(WEIGHT_SEAL, row.weight_sealed)) : null;

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

  async function participationTotals(voteId: number, units: RosterUnit[]) {
    const cast = new Set((await knex()(T.participations).where({ vote_id: voteId }).select('unit_id')).map((r) => Number(r.unit_id)));
    const sum = (list: RosterUnit[]) => fourDecimals(list.reduce((total, unit) => total + unit.entitlement, 0));
    const counted = units.filter((unit) => cast.has(unit.id));
    return { units: counted.length, weight: sum(counted), totalUnits: units.length, totalWeight: sum(units) };
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
    unit: RosterUnit;
    answers: string[][];
    castBy: Caller;
    proxy: boolean;
    paper: boolean;
  }

  /**
   * Takes the vote's row lock: the first statement of every transaction that writes the vote's
   * ballots or tallies, so they run one at a time per vote on both databases (docs/requirements.md
   * §16), and answers the vote as it stands under the lock.
   */
  async function lockVote(trx: Knex, voteId: number): Promise<VoteRow> {
    if (!(await lockRow(trx, T.votes, voteId))) throw notFound(M.notFound);
    return (await trx(T.votes).where({ id: voteId }).first()) as VoteRow;
  }

  /**
   * A secret ballot's rows say nothing of when it was cast (docs/requirements.md §16): PostgreSQL
   * keeps with every row the transaction that wrote it (`xmin`) and its place (`ctid`), and the
   * participation row shares the ballot's transaction; SQLite's write-ahead log keeps pages in
   * the order written. So each secret ballot's transaction writes all the vote's ballots anew, in
   * the order of fresh random keys: every ballot then bears the latest transaction and a place
   * that says nothing of its turn. Under the vote's lock, so no two rewrites overlap. In SQL, the
   * rows never leave the database (a third of the time of reading and sending them back).
   */
  async function rewriteSecretBallots(trx: Knex, voteId: number): Promise<void> {
    const columns = 'vote_id, choices, receipt_hash, weight_sealed';
    if (!isPostgres(trx)) {
      // A temporary table lives outside the database file and its log; a version 4 UUID from SQLite's own randomness.
      const uuid =
        "lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || " +
        "substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))";
      await trx.raw(`CREATE TEMP TABLE IF NOT EXISTS hearth_ballots_rewrite (id text, ${columns})`);
      await trx.raw(`INSERT INTO temp.hearth_ballots_rewrite SELECT ${uuid}, ${columns} FROM ${T.ballots} WHERE vote_id = ?`, [voteId]);
      await trx(T.ballots).where({ vote_id: voteId }).delete();
      await trx.raw(`INSERT INTO ${T.ballots} (id, ${columns}) SELECT id, ${columns} FROM temp.hearth_ballots_rewrite ORDER BY id`);
      await trx.raw('DELETE FROM temp.hearth_ballots_rewrite');
      return;
    }
    await trx.raw(
      `WITH old AS (DELETE FROM ${T.ballots} WHERE vote_id = ? RETURNING ${columns}) ` +
        `INSERT INTO ${T.ballots} (id, ${columns}) SELECT id, ${columns} FROM (SELECT gen_random_uuid()::text AS id, * FROM old) fresh ORDER BY id COLLATE "C"`,
      [voteId],
    );
  }

  /**
   * Writes one unit's ballot in one transaction, after the vote's lock: the proxy row marked used
   * (only while not revoked), the participation row (its key refuses a second ballot for the
   * unit), the ballot with its sealed weight and, for a named vote, the tallies. A secret vote is
   * not tallied while it runs (docs/requirements.md §16). A named vote that allows it changes the
   * unit's ballot instead.
   */
  async function writeBallot({ vote, unit, answers, castBy, proxy, paper }: Cast): Promise<BallotReceipt & { changed: boolean }> {
    const voteId = Number(vote.id);
    const receipt = newReceipt();
    const secret = Boolean(vote.secret);
    const changed = await strapi.db.transaction(async ({ trx }) => {
      requireOpen(await lockVote(trx, voteId));
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
        await tally(trx, voteId, JSON.parse(ballot.choices), weightOf(ballot) ?? unit.entitlement, -1);
        await trx(T.ballots)
          .where({ id: existing.ballot_id })
          .update({ choices: JSON.stringify(answers), receipt_hash: receiptHash(receipt), weight_sealed: sealWeight(unit.entitlement) });
        await trx(T.participations).where({ vote_id: voteId, unit_id: unit.id }).update({ cast_by: castBy.profileId, by_proxy: proxy });
        await tally(trx, voteId, answers, unit.entitlement, 1);
        return true;
      }
      const ballotId = crypto.randomUUID();
      try {
        await trx(T.participations).insert({
          vote_id: voteId,
          unit_id: unit.id,
          cast_by: castBy.profileId,
          by_proxy: proxy,
          paper,
          // A secret ballot is never named by its unit's row (docs/requirements.md §16).
          ballot_id: secret ? null : ballotId,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(M.alreadyCast);
        throw error;
      }
      await trx(T.ballots).insert({
        id: ballotId,
        vote_id: voteId,
        choices: JSON.stringify(answers),
        receipt_hash: receiptHash(receipt),
        weight_sealed: sealWeight(unit.entitlement),
      });
      if (secret) await rewriteSecretBallots(trx, voteId);
      else await tally(trx, voteId, answers, unit.entitlement, 1);
      const how = [paper && 'paper', proxy && 'by proxy'].filter(Boolean).join(', ');
      await record(vote, 'update', 'ballot', `${unitLabel(unit)}${how ? ` (${how})` : ''}`);
      return false;
    });
    return { receipt, unitId: unit.id, changed };
  }

  /**
   * The count of a vote from its ballots alone: per question and choice, the units and the sum of
   * the ballots' sealed weights (in ten-thousandths, the roster's precision, so sums stay exact).
   * Weight is null when a ballot from before weights were kept has none.
   */
  async function recountOf(db: Knex, voteId: number, questions: VoteSummary['questions']) {
    const counts = questions.map((question) => new Map(choicesOf(question).map((choice) => [choice, { units: 0, weight: 0 }])));
    let weighed = true;
    for (const row of await db(T.ballots).where({ vote_id: voteId }).select('choices', 'weight_sealed')) {
      const weight = weightOf(row);
      if (weight === null) weighed = false;
      for (const [question, choices] of (JSON.parse(row.choices) as string[][]).entries()) {
        for (const choice of choices) {
          const count = counts[question]?.get(choice);
          if (!count) continue;
          count.units += 1;
          count.weight += Math.round((weight ?? 0) * 10_000);
        }
      }
    }
    return counts.map((byChoice) =>
      [...byChoice.entries()].map(([choice, c]) => ({ choice, units: c.units, weight: weighed ? c.weight / 10_000 : null })),
    );
  }

  /**
   * A closed secret vote's tallies, written once from its ballots (docs/requirements.md §16): the
   * first to need them after the close (the close itself, the results notice, a reader) counts,
   * under the vote's lock, and rewrites the ballots in a fresh random order once more.
   */
  async function countClosedSecretVote(voteId: number): Promise<void> {
    const counted = await strapi.db.transaction(async ({ trx }) => {
      const vote = await lockVote(trx, voteId);
      if (!vote.secret || statusOf(vote) !== 'closed' || vote.counted_at !== null) return false;
      const recount = await recountOf(trx, voteId, summaryOf(vote).questions);
      for (const [question, choices] of recount.entries()) {
        for (const { choice, units, weight } of choices) {
          // A vote whose ballots predate sealed weights keeps the weights it summed as it ran.
          await trx(T.tallies)
            .where({ vote_id: voteId, question, choice })
            .update(weight === null ? { units } : { units, weight });
        }
      }
      await rewriteSecretBallots(trx, voteId);
      await trx(T.votes).where({ id: voteId }).update({ counted_at: Date.now() });
      return true;
    });
    if (counted) await clearReplacedBallots();
  }

  /**
   * The replaced ballot versions leave the live database files after the count (docs/requirements.md
   * §16): SQLite's write-ahead log is copied back and truncated, PostgreSQL's ballot table vacuumed
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

  /** The receipt by e-mail, through the outbox: the code and the vote, never the choices (docs/requirements.md §16). */
  async function mailReceipt(
    to: { id: number; email: string },
    vote: VoteRow,
    unit: RosterUnit,
    receipt: string,
    paper = false,
  ): Promise<boolean> {
    const text = [
      paper
        ? `The paper ballot of unit ${unitLabel(unit)} in "${vote.title}" was entered by the association.`
        : `Your ballot for unit ${unitLabel(unit)} in "${vote.title}" was recorded.`,
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

  async function rosterUnit(unitId: number): Promise<RosterUnit> {
    const unit = await roster().unit(unitId);
    if (!unit) throw badRequest(M.unitNotOnRoster);
    return unit;
  }

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

  /** The units a caller may vote for: their own (a verified owner's) and those they hold as proxy. */
  async function votingUnits(caller: Caller, vote: VoteRow): Promise<VotingUnit[]> {
    const voteId = Number(vote.id);
    const own = caller.own;
    const held = await knex()(T.proxies)
      .where({ vote_id: voteId, proxy_profile_id: caller.profileId })
      .whereNull('revoked_at')
      .select('unit_id');
    const units = await roster().units();
    const cast = new Set(
      (await knex()(T.participations).where({ vote_id: voteId }).select('unit_id')).map((r: { unit_id: number }) => Number(r.unit_id)),
    );
    const out: VotingUnit[] = [];
    if (own) {
      const proxy = await activeProxy(knex(), voteId, own.id);
      out.push({
        unitId: own.id,
        label: unitLabel(own),
        asProxy: false,
        cast: cast.has(own.id),
        proxy: proxy ? await nameOf(proxy.proxy_profile_id) : null,
        ...(cast.has(own.id) ? await currentChoices(vote, own.id) : {}),
      });
    }
    for (const { unit_id } of held) {
      const unit = units.find((u) => u.id === Number(unit_id));
      if (unit && unit.id !== own?.id)
        out.push({
          unitId: unit.id,
          label: unitLabel(unit),
          asProxy: true,
          cast: cast.has(unit.id),
          proxy: null,
          ...(cast.has(unit.id) ? await currentChoices(vote, unit.id) : {}),
        });
    }
    return out;
  }

  /** Every document a vote names was uploaded (docs/requirements.md §19). */
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

  /** A vote's results but the association's name and zone (resultsOf adds them on every read). */
  type VoteCount = Omit<VoteResults, 'association'>;

  /** The count of a vote as it stands, from its tables and the roster (a closed secret vote is counted first). */
  async function countOf(id: number): Promise<VoteCount> {
    let vote = await anyVoteRow(id);
    const final = statusOf(vote) === 'closed';
    if (vote.secret && !final) throw forbidden(M.secretUncounted);
    if (vote.secret && vote.counted_at === null) {
      await countClosedSecretVote(id);
      vote = await anyVoteRow(id);
    }
    const summary = summaryOf(vote);
    const units = await roster().units();
    const participation = await participationTotals(id, units);
    const rows = await knex()(T.tallies).where({ vote_id: id });
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
    // Published in hash order, which says nothing of who voted when.
    const receipts =
      final && summary.secret
        ? (await knex()(T.ballots).where({ vote_id: id }).orderBy('receipt_hash').select('receipt_hash')).map((r) => r.receipt_hash)
        : null;
    return {
      voteId: id,
      vote: summary,
      weightDecimals: Math.max(0, ...units.map((unit) => decimalsOf(unit.entitlement))),
      paperBallots: Number((await knex()(T.participations).where({ vote_id: id, paper: true }).count({ n: '*' }).first())?.n ?? 0),
      final,
      counting: summary.counting,
      participation,
      quorum: summary.quorum,
      quorumMet: share >= summary.quorum,
      questions,
      receipts,
    };
  }

  /**
   * A closed vote's count, to be kept: first the vote's lock, so a ballot that took it before the
   * closing time and commits after it is in the count (docs/requirements.md §16; every later one
   * is refused as not open).
   */
  async function closedCountOf(id: number): Promise<VoteCount> {
    await strapi.db.transaction(({ trx }) => lockVote(trx, id));
    return countOf(id);
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
      wakeNotices(); // its opening may be due now (docs/requirements.md §16)
      return summaryOf(await voteRow(id, user));
    },

    /**
     * Replaces a vote that has not opened yet (docs/requirements.md §16): under the vote's lock, so
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
      const vote = await voteRow(id, user);
      // Whoever may see the vote reads it; without a profile (no unit, no proxy) there is simply nothing to vote for.
      const voter = (await roster().currentResident(user)).profileId !== null;
      return {
        ...summaryOf(vote),
        units: voter ? await votingUnits(await callerOf(user), vote) : [],
        participation: await participationTotals(id, await roster().units()),
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
      const unit = asProxy ? await rosterUnit(input.unitId as number) : (own as RosterUnit);
      const result = await writeBallot({ vote, unit, answers, castBy: caller, proxy: asProxy, paper: false });
      await mailReceipt(user, vote, unit, result.receipt);
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
      const unit = await rosterUnit(input.unitId);
      requireOpen(vote);
      const result = await writeBallot({ vote, unit, answers, castBy: await callerOf(user), proxy: false, paper: true });
      // The unit's verified owners get the paper ballot's receipt too (docs/requirements.md §16).
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
      const vote = await voteRow(id, user);
      const caller = await callerOf(user);
      const unit = caller.own;
      if (!unit) throw forbidden(M.notEligible);
      if (statusOf(vote) === 'closed') throw conflict(M.alreadyClosed);
      const proxyProfileId = await proxyCandidate(proxyEmail);
      if (proxyProfileId === caller.profileId) throw badRequest(M.proxySelf);
      // A co-owner already votes for the unit; as its proxy they would only lock it (docs/requirements.md §16).
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
      return this.resultsOf(id);
    },

    /**
     * A vote's results, for whoever may see them (results, and the results notice at close). A
     * closed vote's count is built once and kept in the versioned cache (platform/public-cache.ts):
     * no ballot, tally or participation changes once it is closed and counted, and the one thing
     * outside the vote's tables it shows, the roster's units (totals, decimals), makes it stale on
     * every unit write (content-registry `alsoStale`: at once in this process, within
     * PUBLIC_CACHE_CHECK_MS in another, as every kept answer). The association's name and zone are
     * read each time, as before.
     */
    async resultsOf(id: number): Promise<VoteResults> {
      const closed = statusOf(await anyVoteRow(id)) === 'closed';
      const count: VoteCount = closed
        ? JSON.parse(await publicCache(strapi).get(CACHED_VIEWS.voteResults, `vote:${id}`, () => closedCountOf(id)))
        : await countOf(id);
      const { voteId, vote, ...rest } = count;
      return {
        voteId,
        vote,
        // The association's name and zone: the results are signed by its board, in its time (docs/requirements.md §16).
        association: {
          name: await siteName(strapi),
          timeZone: await serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').timeZone(),
        },
        ...rest,
      };
    },

    /** The results as CSV (UTF-8 with a byte order mark, so spreadsheets read accents right): the report's words (docs/requirements.md §16). */
    async resultsCsv(id: number, user: PortalUser): Promise<string> {
      return `\uFEFF${exportCsv(resultsCsvRows(resultsReport(await this.results(id, user))))}`;
    },

    /** The results for the minutes as a PDF (docs/requirements.md §19): seen by whoever may see the results. */
    async resultsPdf(id: number, user: PortalUser): Promise<Uint8Array> {
      return resultsPdf(resultsReport(await this.results(id, user)));
    },

    /**
     * A vote's attached document is downloaded by whoever may see a vote it is attached to
     * (docs/requirements.md §19); super users download any, attached or not yet.
     */
    async requireDocumentReader(fileName: string, user: PortalUser): Promise<void> {
      if (isSuperUser(user.roles)) return;
      const rows = (await knex()(T.votes).where('documents', 'like', `%${JSON.stringify(fileName)}%`)) as VoteRow[];
      const attached = rows.filter((row) => summaryOf(row).documents.some((d) => d.fileName === fileName));
      const follows = await followsVotes(user);
      if (!attached.some((row) => visibleTo(follows, row))) throw forbidden(M.documentHidden);
    },

    /** Who has voted, per unit of the roster (never how, when the vote is secret: the rows do not know). */
    async participation(id: number, user: PortalUser): Promise<ParticipationRow[]> {
      await voteRow(id, user);
      const rows = await knex()(T.participations).where({ vote_id: id });
      const out: ParticipationRow[] = [];
      for (const unit of await roster().units()) {
        const row = rows.find((r) => Number(r.unit_id) === unit.id);
        out.push({
          unitId: unit.id,
          label: unitLabel(unit),
          voted: Boolean(row),
          paper: Boolean(row?.paper),
          byProxy: Boolean(row?.by_proxy),
          castBy: row ? await nameOf(Number(row.cast_by)) : null,
        });
      }
      return out;
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
      if (vote.secret) await countClosedSecretVote(id);
      wakeNotices(); // the results notice is due now

      return summaryOf(await voteRow(id, user));
    },

    /**
     * An inspector's check of a closed vote (docs/requirements.md §16): the stored tallies beside
     * a recount from the ballots, and the participation beside the number of ballots.
     */
    async recount(id: number, user: PortalUser): Promise<VoteRecount> {
      await voteRow(id, user);
      if (statusOf(await anyVoteRow(id)) !== 'closed') throw conflict(M.recountOpen);
      // The stored tallies as the database holds them now, not the kept count.
      const results = await countOf(id);
      const vote = await anyVoteRow(id);
      const recount = await recountOf(knex(), id, summaryOf(vote).questions);
      const ballots = Number((await knex()(T.ballots).where({ vote_id: id }).count({ n: '*' }).first())?.n ?? 0);
      const participations = Number((await knex()(T.participations).where({ vote_id: id }).count({ n: '*' }).first())?.n ?? 0);
      const questions = results.questions.map((question, index) => ({
        text: question.text,
        choices: question.choices.map((stored) => {
          const { units, weight } = recount[index].find((c) => c.choice === stored.choice) ?? { units: 0, weight: 0 };
          return { choice: stored.choice, stored: { units: stored.units, weight: stored.weight }, recounted: { units, weight } };
        }),
      }));
      const agrees =
        ballots === participations &&
        questions.every((q) =>
          q.choices.every(
            (c) =>
              c.stored.units === c.recounted.units &&
              (c.recounted.weight === null || Math.round(c.stored.weight * 10_000) === Math.round(c.recounted.weight * 10_000)),
          ),
        );
      return { voteId: id, ballots, participations, questions, agrees };
    },

    /** Whether a receipt's ballot is in the count (counted / not found), never its choices. */
    /** The votes held at these meetings, by id (docs/requirements.md §21): the meetings module's read of this module's table. */
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

    async checkReceipt(id: number, receipt: string, user: PortalUser): Promise<ReceiptCheck> {
      await voteRow(id, user);
      const found = await knex()(T.ballots)
        .where({ vote_id: id, receipt_hash: receiptHash(receipt) })
        .first('vote_id');
      return { counted: Boolean(found) };
    },
  };

  /** The proxy is told by e-mail, through the outbox, that they hold the unit's vote (docs/requirements.md §16). */
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

  /** A proxy is a verified owner of a roster unit, or a director (docs/requirements.md §16). */
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
