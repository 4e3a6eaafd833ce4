/**
 * Ballots: an owner's for their unit, a proxy's for the unit they hold, an administrator's entry of
 * a paper ballot. One unit's ballot is one transaction under the vote's lock; its receipt goes by
 * e-mail, never with its choices.
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { VoteMessages as M, mailTexts, type BallotReceipt, type PaperBallotReceipt } from '@hearth/common';
import { badRequest, conflict, forbidden } from '../../../../platform/http-errors';
import { isUniqueViolation } from '../../../../platform/idempotency';
import type { PortalUser } from '../../../../identity/front-door';
import type { RosterUnit } from '../../../unit/front-door';
import { mailLanguages, sendMail } from '../../../notice/front-door';
import { VOTE_TABLES as T, checkedAnswers, summaryOf, type VoteRow } from '../../model/rows';
import { finalTag, newReceipt, runningTag, sealContents } from '../../model/receipts';
import { electorUnit, type ElectorUnit } from '../../model/electorate';
import { sealWeight, weightOf } from '../../model/count';
import { type Caller, type VoteContext } from './context';

export const ballotsPart = (context: VoteContext) => {
  const { strapi, knex, roster, callerOf, anyVoteRow, voteRow, record, activeProxy, lockVote, requireOpen } = context;

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

  /** The receipt by e-mail, through the outbox: the code and the vote, never the choices (docs/requirements.md, "Votes"). */
  async function mailReceipt(
    to: { id: number; email: string },
    vote: VoteRow,
    unit: ElectorUnit,
    receipt: string,
    paper = false,
  ): Promise<boolean> {
    try {
      // In the owner's language (docs/architecture.md, "Languages").
      const words = mailTexts((await mailLanguages(strapi, [to.id]))(to.id)).vote;
      const text = words.receiptText(unit.label, vote.title, receipt, paper);
      await sendMail(strapi, { kind: 'vote-receipt', to: to.email, userId: to.id, subject: words.receiptSubject(vote.title), text });
      return true;
    } catch (error) {
      // The ballot stands; the receipt is also shown on screen.
      strapi.log.warn(`Ballot receipt not queued: ${error instanceof Error ? error.message : error}`);
      return false;
    }
  }

  return {
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
  };
};
