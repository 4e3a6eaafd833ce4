/**
 * A vote's electorate: the units that may vote in it and their entitlement, fixed once when the vote
 * opens (its record date) from the roster of that moment. Ballots are taken and counted against it;
 * later roster changes (a unit added, removed, its entitlement edited) change nothing of the vote.
 */
import type { Knex } from 'knex';
import { decimalsOf } from '@hearth/common';
import { VOTE_TABLES as T, type VoteRow } from './rows';

const ELECTORATE = 'hearth_vote_electorate';
/** Rows per INSERT: well under SQLite's bound variables limit. */
const CHUNK = 500;

export interface ElectorUnit {
  id: number;
  label: string;
  entitlement: number;
}

/** Entitlements have at most four decimals: sums are kept in ten-thousandths, exactly. */
const tenThousandths = (n: number) => Math.round(n * 10_000);

/** Writes the electorate from these roster units, with its record date and totals on the vote's row (under the vote's lock). */
export async function fixElectorate(trx: Knex, voteId: number, units: readonly ElectorUnit[], at: number): Promise<void> {
  for (let start = 0; start < units.length; start += CHUNK) {
    await trx(ELECTORATE).insert(
      units
        .slice(start, start + CHUNK)
        .map((unit) => ({ vote_id: voteId, unit_id: unit.id, label: unit.label, entitlement: unit.entitlement })),
    );
  }
  await trx(T.votes)
    .where({ id: voteId })
    .update({
      electorate_at: at,
      electorate_units: units.length,
      electorate_weight: units.reduce((sum, unit) => sum + tenThousandths(unit.entitlement), 0) / 10_000,
      electorate_decimals: Math.max(0, ...units.map((unit) => decimalsOf(unit.entitlement))),
    });
}

const electorOf = (row: { unit_id: number | string; label: string; entitlement: number | string }): ElectorUnit => ({
  id: Number(row.unit_id),
  label: row.label,
  entitlement: Number(row.entitlement),
});

/** The unit as the vote's electorate holds it, or null when it has no vote in it. */
export async function electorUnit(db: Knex, voteId: number, unitId: number): Promise<ElectorUnit | null> {
  const row = await db(ELECTORATE).where({ vote_id: voteId, unit_id: unitId }).first();
  return row ? electorOf(row) : null;
}

/** These units as the electorate holds them (those it holds). */
export async function electorUnits(db: Knex, voteId: number, unitIds?: readonly number[]): Promise<ElectorUnit[]> {
  const query = db(ELECTORATE).where({ vote_id: voteId }).orderBy('label');
  if (unitIds) query.whereIn('unit_id', unitIds.length ? unitIds : [-1]);
  return ((await query) as Parameters<typeof electorOf>[0][]).map(electorOf);
}

/** The votes still open whose electorate holds this unit: what a roster change of it leaves untouched. */
export async function openVotesHolding(db: Knex, unitId: number, now: number): Promise<Pick<VoteRow, 'id' | 'title'>[]> {
  return (await db(T.votes)
    .join(ELECTORATE, `${ELECTORATE}.vote_id`, `${T.votes}.id`)
    .where(`${ELECTORATE}.unit_id`, unitId)
    .whereNull(`${T.votes}.closed_at`)
    .where(`${T.votes}.closes_at`, '>', now)
    .orderBy(`${T.votes}.id`)
    .select(`${T.votes}.id`, `${T.votes}.title`)) as Pick<VoteRow, 'id' | 'title'>[];
}

/** The units that took part and their entitlement, summed from the electorate (back to four decimals: SQLite sums as floating point). */
export async function castTotals(db: Knex, voteId: number): Promise<{ units: number; weight: number }> {
  const row = (await db(T.participations)
    .join(ELECTORATE, (on) =>
      on.on(`${ELECTORATE}.vote_id`, `${T.participations}.vote_id`).andOn(`${ELECTORATE}.unit_id`, `${T.participations}.unit_id`),
    )
    .where(`${T.participations}.vote_id`, voteId)
    .first(db.raw('count(*) AS units'), db.raw(`coalesce(sum(${ELECTORATE}.entitlement), 0) AS weight`))) as {
    units: number | string;
    weight: number | string;
  };
  return { units: Number(row.units), weight: tenThousandths(Number(row.weight)) / 10_000 };
}
