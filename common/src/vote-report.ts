/**
 * Results a board can sign (docs/requirements.md §16, §19): how a vote's results are worded, once,
 * for the results page, the results e-mail, the CSV and the PDF. Every percentage says its basis
 * in words, every question is carried or defeated by the vote's rule, entitlements are printed
 * with the decimals the roster was entered with, and times are the association's.
 */
import { localOf } from './bookings';
import { choiceLabel, percent, type QuestionResult, type VoteResults } from './votes';

/** The roster keeps entitlements to four decimals (docs/requirements.md §15). */
const MAX_DECIMALS = 4;

/** The decimals a roster entitlement was entered with (0 to 4): 1.25 → 2, 3 → 0. */
export const decimalsOf = (n: number): number =>
  String(Math.round(Math.abs(n) * 10 ** MAX_DECIMALS) % 10 ** MAX_DECIMALS)
    .padStart(MAX_DECIMALS, '0')
    .replace(/0+$/, '').length;

/** An entitlement printed with the roster's decimals: never 21.200000000000003. */
export const weightText = (weight: number, decimals: number): string => weight.toFixed(Math.min(Math.max(decimals, 0), MAX_DECIMALS));

/** An instant as the association's wall clock, with its zone: "2026-11-25 14:04 EST". */
export function voteTime(instant: string | number, timeZone: string): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ??
    timeZone;
  return `${localOf(ms, timeZone).replace('T', ' ')} ${zone}`;
}

/** What a question came to. A yes/no question carries when the quorum is met and more weigh yes than no. */
export function outcomeOf(results: VoteResults, index: number): string {
  const question = results.vote.questions[index];
  const counted = results.questions[index];
  const byUnit = results.counting === 'unit';
  const countOf = (choice: string) => {
    const c = counted.choices.find((x) => x.choice === choice);
    return c ? (byUnit ? c.units : Math.round(c.weight * 10 ** MAX_DECIMALS)) : 0;
  };
  if (!results.final) return 'Not decided: the vote is still open';
  if (question.kind === 'yesNo') {
    if (!results.quorumMet) return 'Defeated: quorum not met';
    return countOf('yes') > countOf('no') ? 'Carried' : 'Defeated';
  }
  if (!results.quorumMet) return 'No decision: quorum not met';
  const options = question.options ?? [];
  const top = Math.max(0, ...options.map(countOf));
  if (top === 0) return 'No decision: no option chosen';
  const leaders = options.filter((o) => countOf(o) === top);
  return leaders.length > 1 ? `No decision: tied between ${leaders.join(', ')}` : `Chosen: ${leaders[0]}`;
}

/** A choice's share of what voted, in the vote's basis, said in words. */
function shareOf(results: VoteResults, c: QuestionResult['choices'][number]): string {
  const { participation: p } = results;
  return results.counting === 'unit'
    ? `${percent(c.units, p.units)} of units voted`
    : `${percent(c.weight, p.weight)} of entitlement voted`;
}

export interface ResultsReport {
  /** The association's name, then the vote's title. */
  association: string;
  title: string;
  status: string;
  /** Labelled facts in print order: times, counting, ballot, quorum, participation. */
  facts: [label: string, value: string][];
  columns: readonly string[];
  questions: { heading: string; outcome: string; rows: string[][] }[];
}

export const REPORT_COLUMNS = ['Choice', 'Units', 'Entitlement', 'Share'] as const;

/** A vote's results as the words and figures a board signs. */
export function resultsReport(results: VoteResults): ResultsReport {
  const { vote, association, participation: p, weightDecimals: decimals } = results;
  const zone = association.timeZone;
  const byUnit = results.counting === 'unit';
  const facts: [string, string][] = [
    ['Association', association.name],
    ['Vote', vote.title],
    [vote.status === 'upcoming' ? 'Opens' : 'Opened', voteTime(vote.opensAt, zone)],
  ];
  if (vote.closedAt) {
    facts.push(['Closed early', voteTime(vote.closedAt, zone)], ['Reason for closing early', vote.closeReason ?? '']);
  } else facts.push([results.final ? 'Closed' : 'Closes', voteTime(vote.closesAt, zone)]);
  if (vote.recordDate) facts.push(['Record date (units that may vote fixed)', voteTime(vote.recordDate, zone)]);
  if (results.sealedAt) facts.push(['Results sealed', voteTime(results.sealedAt, zone)]);
  facts.push(
    ['Time zone', zone],
    ['Counting', byUnit ? 'One vote per unit' : 'By entitlement'],
    ['Ballot', vote.secret ? 'Secret (no voter is named)' : 'Named'],
    ['Quorum', `${percent(results.quorum, 1)} of ${byUnit ? 'units' : 'entitlement'}: ${results.quorumMet ? 'met' : 'not met'}`],
    ['Units voted', `${p.units} of ${p.totalUnits} (${percent(p.units, p.totalUnits)} of units)`],
    ['On paper', `${results.paperBallots} of the ${p.units} units voted on paper`],
    [
      'Entitlement voted',
      `${weightText(p.weight, decimals)} of ${weightText(p.totalWeight, decimals)} (${percent(p.weight, p.totalWeight)} of entitlement)`,
    ],
  );
  return {
    association: association.name,
    title: vote.title,
    status: results.final ? 'Final results' : 'Results so far (the vote is not closed)',
    facts,
    columns: REPORT_COLUMNS,
    questions: results.questions.map((question, index) => ({
      heading: `${index + 1}. ${question.text}`,
      outcome: outcomeOf(results, index),
      rows: question.choices.map((c) => [choiceLabel(c.choice), String(c.units), weightText(c.weight, decimals), shareOf(results, c)]),
    })),
  };
}

/** The report as CSV rows: the facts as label and value, a blank row, then one row per choice with its question's outcome. */
export function resultsCsvRows(report: ResultsReport): string[][] {
  return [
    ...report.facts.map(([label, value]) => [label, value]),
    [],
    ['Question', ...report.columns, 'Outcome'],
    ...report.questions.flatMap((q) => q.rows.map((row) => [q.heading, ...row, q.outcome])),
  ];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The results e-mail's text (the notice of docs/requirements.md §16): the same facts and words,
 * in sentences, outcomes first (a notice's text is at most 500 characters; the link has the rest).
 */
export function resultsMailText(report: ResultsReport, counting: VoteResults['counting']): string {
  const fact = (label: string) => report.facts.find(([l]) => l === label)?.[1] ?? '';
  const figure = counting === 'unit' ? 1 : 2;
  return [
    `${oneLine(report.association)}: ${report.status.toLowerCase()}.`,
    fact('Closed early')
      ? `Closed early ${fact('Closed early')}: ${oneLine(fact('Reason for closing early'))}.`
      : `Closed ${fact('Closed') || fact('Closes')}.`,
    `Quorum ${fact('Quorum')}; units voted ${fact('Units voted')}; entitlement voted ${fact('Entitlement voted')}.`,
    ...report.questions.map(
      (q) => `${oneLine(q.heading)}: ${q.outcome}. ${q.rows.map((row) => `${oneLine(row[0])} ${row[figure]} (${row[3]})`).join(', ')}.`,
    ),
  ].join(' ');
}
