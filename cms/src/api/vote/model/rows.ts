/**
 * The vote tables (cms/database/migrations/…create-vote-tables.js) and the pure rules on their
 * rows: a vote's status and a ballot's answers checked against its questions.
 */
import {
  ABSTAIN,
  VoteMessages,
  YES_NO_OPTIONS,
  type VoteQuestion,
  type VoteStatus,
  type VoteSummary,
  type VoteCreate,
  type VoteDocument,
} from '@hearth/common';
import { badRequest } from '../../../platform/http-errors';

export const VOTE_TABLES = {
  votes: 'hearth_votes',
  participations: 'hearth_vote_participations',
  ballots: 'hearth_vote_ballots',
  tallies: 'hearth_vote_tallies',
  proxies: 'hearth_vote_proxies',
} as const;

export interface VoteRow {
  id: number | string;
  title: string;
  description: string;
  questions: string;
  opens_at: number | string;
  closes_at: number | string;
  counting: VoteSummary['counting'];
  quorum: number | string;
  secret: boolean | number;
  results_shown: VoteSummary['resultsShown'];
  results_to_residents: boolean | number;
  changeable: boolean | number;
  closed_at: number | string | null;
  close_reason: string | null;
  documents: string | null;
  counted_at: number | string | null;
  /** The record date: when the electorate was fixed (model/electorate.ts), and its totals. */
  electorate_at: number | string | null;
  electorate_units: number | string | null;
  electorate_weight: number | string | null;
  electorate_decimals: number | string | null;
  /** The results sealed at the close (JSON of VoteResults). */
  sealed_results: string | null;
}

export const statusOf = (row: VoteRow, now = Date.now()): VoteStatus => {
  if (row.closed_at !== null || now >= Number(row.closes_at)) return 'closed';
  return now < Number(row.opens_at) ? 'upcoming' : 'open';
};

export const summaryOf = (row: VoteRow, now = Date.now()): VoteSummary => ({
  id: Number(row.id),
  title: row.title,
  description: row.description,
  questions: JSON.parse(row.questions) as VoteQuestion[],
  opensAt: new Date(Number(row.opens_at)).toISOString(),
  closesAt: new Date(Number(row.closes_at)).toISOString(),
  closedAt: row.closed_at === null ? null : new Date(Number(row.closed_at)).toISOString(),
  closeReason: row.close_reason,
  counting: row.counting,
  quorum: Number(row.quorum),
  secret: Boolean(row.secret),
  resultsShown: row.results_shown,
  resultsToResidents: Boolean(row.results_to_residents),
  changeable: Boolean(row.changeable),
  documents: row.documents ? (JSON.parse(row.documents) as VoteDocument[]) : [],
  status: statusOf(row, now),
  recordDate: row.electorate_at === null || row.electorate_at === undefined ? null : new Date(Number(row.electorate_at)).toISOString(),
});

export const rowOf = (input: VoteCreate, createdBy: number) => ({
  title: input.title,
  description: input.description,
  questions: JSON.stringify(input.questions.map((q) => (q.kind === 'yesNo' ? { text: q.text, kind: q.kind } : q))),
  opens_at: Date.parse(input.opensAt),
  closes_at: Date.parse(input.closesAt),
  counting: input.counting,
  quorum: input.quorum,
  secret: input.secret,
  results_shown: input.resultsShown,
  results_to_residents: input.resultsToResidents,
  changeable: input.changeable,
  documents: JSON.stringify(input.documents),
  closed_at: null,
  close_reason: null,
  created_by: createdBy,
  created_at: Date.now(),
});

export const choicesOf = (question: VoteQuestion): string[] => [
  ...(question.kind === 'yesNo' ? YES_NO_OPTIONS : (question.options ?? [])),
  ABSTAIN,
];

/** A ballot's answers, one list of choices per question, or a 400 naming what is wrong (nothing is stored). */
export function checkedAnswers(questions: VoteQuestion[], answers: (string | string[])[]): string[][] {
  if (answers.length !== questions.length) throw badRequest(VoteMessages.answersMismatch);
  return questions.map((question, i) => {
    const given = answers[i];
    const list = Array.isArray(given) ? given : [given];
    if (list.length > 1 && (question.kind !== 'severalOf' || list.includes(ABSTAIN))) throw badRequest(VoteMessages.oneChoiceOnly);
    const allowed = choicesOf(question);
    if (new Set(list).size !== list.length || list.some((choice) => !allowed.includes(choice)))
      throw badRequest(VoteMessages.choiceUnknown);
    return list;
  });
}
