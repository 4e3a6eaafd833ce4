/**
 * Counting a vote's ballots: the recount any inspector may ask for, and a secret vote's one opening
 * of its sealed ballots at the close (docs/requirements.md, "A secret ballot is never linkable").
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { VoteQuestion } from '@hearth/common';
import { seal, unseal } from '../../../platform/sealed';
import { contentsOf } from './receipts';
import { VOTE_TABLES as T, choicesOf } from './rows';

/** A ballot's entitlement is sealed: it would name the unit. */
const WEIGHT_SEAL = 'hearth-ballot-weight';
export const sealWeight = (weight: number) => seal(WEIGHT_SEAL, String(weight));
export const weightOf = (row: { weight_sealed?: string | null }): number | null =>
  row.weight_sealed ? Number(unseal(WEIGHT_SEAL, row.weight_sealed)) : null;

/** Rows per INSERT: well under SQLite's bound variables limit. */
const CHUNK = 500;

interface BallotRow {
  id: string;
  choices: string;
  receipt_hash: string;
  weight_sealed: string | null;
}

export interface ChoiceCount {
  choice: string;
  units: number;
  /** Null when a ballot from before weights were kept has none. */
  weight: number | null;
}

/** Per question and choice, the units and the summed weights of these ballots (in ten-thousandths, so sums stay exact). */
function countOf(ballots: readonly { answers: string[][]; weight: number | null }[], questions: readonly VoteQuestion[]): ChoiceCount[][] {
  const counts = questions.map((question) => new Map(choicesOf(question).map((choice) => [choice, { units: 0, weight: 0 }])));
  let weighed = true;
  for (const { answers, weight } of ballots) {
    if (weight === null) weighed = false;
    for (const [question, choices] of answers.entries()) {
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

const ballotsOf = async (db: Knex, voteId: number) =>
  (await db(T.ballots).where({ vote_id: voteId }).select('id', 'choices', 'receipt_hash', 'weight_sealed')) as BallotRow[];

/** The count of a vote from its ballots alone. */
export async function recountOf(
  db: Knex,
  voteId: number,
  questions: readonly VoteQuestion[],
): Promise<{ ballots: number; counts: ChoiceCount[][] }> {
  const rows = await ballotsOf(db, voteId);
  return {
    ballots: rows.length,
    counts: countOf(
      rows.map((row) => ({ answers: contentsOf(row.choices).answers, weight: weightOf(row) })),
      questions,
    ),
  };
}

/**
 * A closed secret vote's ballots, opened once, under the vote's lock: each sealed ballot is written
 * anew with its choices in the clear, its receipt's after-close tag and its weight sealed afresh,
 * under a fresh random key, all in one transaction and in key order, so no system column, row order
 * or value links a new row to the sealed one it replaces, or to a participation. Answers the count.
 */
export async function openSecretBallots(trx: Knex, voteId: number, questions: readonly VoteQuestion[]): Promise<ChoiceCount[][]> {
  const opened = (await ballotsOf(trx, voteId)).map((row) => {
    const { answers, tag } = contentsOf(row.choices);
    const weight = weightOf(row);
    return {
      id: crypto.randomUUID(),
      vote_id: voteId,
      choices: JSON.stringify(answers),
      receipt_hash: tag ?? row.receipt_hash,
      weight_sealed: weight === null ? null : sealWeight(weight),
      answers,
      weight,
    };
  });
  await trx(T.ballots).where({ vote_id: voteId }).delete();
  const rows = opened.map(({ answers: _answers, weight: _weight, ...row }) => row).sort((a, b) => (a.id < b.id ? -1 : 1));
  for (let start = 0; start < rows.length; start += CHUNK) await trx(T.ballots).insert(rows.slice(start, start + CHUNK));
  return countOf(opened, questions);
}
