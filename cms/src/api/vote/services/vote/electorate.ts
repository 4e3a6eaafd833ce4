/**
 * A vote's electorate as its readers see it: the units the caller may vote for (their own and those
 * they hold as proxy), who has voted per unit, and the votes still open whose electorate holds a unit.
 * The electorate itself is fixed when the vote opens (model/electorate.ts).
 */
import { type ParticipationRow, type VoteDetail, type VotingUnit } from '@hearth/common';
import type { PortalUser } from '../../../../identity/front-door';
import { VOTE_TABLES as T, summaryOf, type VoteRow } from '../../model/rows';
import { electorUnits, openVotesHolding } from '../../model/electorate';
import { type Caller, electorOfRoster, type VoteContext } from './context';

export const electoratePart = (context: VoteContext) => {
  const { knex, roster, callerOf, anyVoteRow, voteRow, participationTotals, activeProxy, withElectorate, namesOf, nameOf } = context;

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

  return {
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
  };
};
