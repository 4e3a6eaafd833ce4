/**
 * What every part of the vote service shares: who the caller is and which votes they follow, a
 * vote's row (seen or not), its row lock (which fixes the electorate once the vote has opened), the
 * record of its writes, and the names of the profiles that cast or hold a ballot.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { VoteMessages as M, isSuperUser, type VoteDetail, displayName } from '@hearth/common';
import { conflict, notFound } from '../../../../platform/http-errors';
import { tableWritten } from '../../../../platform/write-pipeline';
import { serviceOf } from '../../../../platform/services';
import { UID } from '../../../../platform/content-registry';
import { lockRow } from '../../../../platform/row-lock';
import type { PortalUser } from '../../../../identity/front-door';
import type { rosterService } from '../../../unit/front-door';
import type { RosterUnit } from '../../../unit/front-door';
import { VOTE_TABLES as T, statusOf, type VoteRow } from '../../model/rows';
import { castTotals, fixElectorate, type ElectorUnit } from '../../model/electorate';
import type { OutboxRounds } from '../../../notice/front-door';

export interface Caller {
  user: PortalUser;
  profileId: number;
  name: string;
  /** The unit the caller votes for: a confirmed owner's, on the roster (docs/authorization.md, "Who speaks for a unit"). */
  own: RosterUnit | null;
}

export const unitLabel = (unit: Pick<RosterUnit, 'number' | 'street'>) => `${unit.number} ${unit.street}`;
export const electorOfRoster = (unit: RosterUnit): ElectorUnit => ({ id: unit.id, label: unitLabel(unit), entitlement: unit.entitlement });

/** Entitlements have at most four decimals: sums are rounded back to them. */
export const fourDecimals = (n: number) => Math.round(n * 10_000) / 10_000;

/** The vote service's shared reads and rules, built once per service: every part of it takes them. */
export function voteContext(strapi: Core.Strapi) {
  const knex = (): Knex => strapi.db.connection;

  const roster = () => serviceOf<typeof rosterService>(strapi, 'api::unit.roster');

  async function callerOf(user: PortalUser): Promise<Caller> {
    const resident = await roster().callerOf(user, M.notEligible);
    return { user, profileId: resident.profileId, name: resident.name, own: resident.voter ? resident.unit : null };
  }

  const wakeNotices = () => serviceOf<OutboxRounds>(strapi, 'api::notice.notice').wake();

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

  /**
   * Takes the vote's row lock: the first statement of every transaction that writes the vote's
   * ballots or tallies, so they run one at a time per vote on both databases (docs/requirements.md
   * "Votes"), and answers the vote as it stands under the lock — with its electorate fixed, the first
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

  const requireOpen = (vote: VoteRow) => {
    if (statusOf(vote) !== 'open') throw conflict(M.notOpen);
  };

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
    strapi,
    knex,
    roster,
    callerOf,
    wakeNotices,
    followsVotes,
    visibleTo,
    anyVoteRow,
    voteRow,
    record,
    participationTotals,
    activeProxy,
    lockVote,
    withElectorate,
    requireOpen,
    namesOf,
    nameOf,
  };
}

export type VoteContext = ReturnType<typeof voteContext>;
