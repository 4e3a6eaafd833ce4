/**
 * Results a board can sign (docs/requirements.md, "Votes" and "Vote documents and printable results"): how a vote's results are worded, once,
 * for the results page, the results e-mail, the CSV and the PDF. Every percentage says its basis
 * in words, every question is carried or defeated by the vote's rule, entitlements are printed
 * with the decimals the roster was entered with, and times are the association's.
 */
import { localOf } from './bookings';
import { choiceLabel, percent, type QuestionResult, type VoteResults } from './votes';

/** The roster keeps entitlements to four decimals (the roster's entitlement rule). */
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

/**
 * The report's words in English, the source each other language translates (common/src/i18n/mails.ts):
 * the results page, PDF, CSV and e-mail are written in their reader's language from these.
 */
export const VoteReportWords = {
  association: 'Association',
  vote: 'Vote',
  opens: 'Opens',
  opened: 'Opened',
  closedEarly: 'Closed early',
  closeReason: 'Reason for closing early',
  closed: 'Closed',
  closes: 'Closes',
  recordDate: 'Record date (units that may vote fixed)',
  sealed: 'Results sealed',
  timeZone: 'Time zone',
  counting: 'Counting',
  byUnit: 'One vote per unit',
  byEntitlement: 'By entitlement',
  ballot: 'Ballot',
  secret: 'Secret (no voter is named)',
  named: 'Named',
  quorum: 'Quorum',
  quorumValue: (share: string, byUnit: boolean, met: boolean) =>
    `${share} of ${byUnit ? 'units' : 'entitlement'}: ${met ? 'met' : 'not met'}`,
  unitsVoted: 'Units voted',
  unitsVotedValue: (units: number, total: number, share: string) => `${units} of ${total} (${share} of units)`,
  onPaper: 'On paper',
  onPaperValue: (paper: number, units: number) => `${paper} of the ${units} units voted on paper`,
  entitlementVoted: 'Entitlement voted',
  entitlementVotedValue: (weight: string, total: string, share: string) => `${weight} of ${total} (${share} of entitlement)`,
  final: 'Final results',
  soFar: 'Results so far (the vote is not closed)',
  choice: 'Choice',
  units: 'Units',
  entitlement: 'Entitlement',
  share: 'Share',
  question: 'Question',
  outcome: 'Outcome',
  choiceLabel: (choice: string) => choiceLabel(choice),
  shareOfUnits: (share: string) => `${share} of units voted`,
  shareOfEntitlement: (share: string) => `${share} of entitlement voted`,
  notDecided: 'Not decided: the vote is still open',
  defeatedNoQuorum: 'Defeated: quorum not met',
  carried: 'Carried',
  defeated: 'Defeated',
  noDecisionQuorum: 'No decision: quorum not met',
  noDecisionNone: 'No decision: no option chosen',
  tied: (leaders: string) => `No decision: tied between ${leaders}`,
  chosen: (option: string) => `Chosen: ${option}`,
  percent: (part: number, whole: number) => percent(part, whole),
  weight: (weight: number, decimals: number) => weightText(weight, decimals),
  pdfTitle: (title: string) => `${title}: results`,
  mailStatus: (association: string, status: string) => `${association}: ${status.toLowerCase()}.`,
  mailClosedEarly: (at: string, reason: string) => `Closed early ${at}: ${reason}.`,
  mailClosed: (at: string) => `Closed ${at}.`,
  mailFigures: (quorum: string, units: string, entitlement: string) =>
    `Quorum ${quorum}; units voted ${units}; entitlement voted ${entitlement}.`,
  /** An instant (ms) on the association's clock as the reader writes it: English "2026-11-25 14:04 EST". */
  time: (ms: number, timeZone: string) => voteTime(ms, timeZone),
} as const;

/** The report's words in one language: English's keys, each a text or a function of the same arguments. */
export type VoteReportText = {
  readonly [K in keyof typeof VoteReportWords]: (typeof VoteReportWords)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};

/** What a question came to. A yes/no question carries when the quorum is met and more weigh yes than no. */
export function outcomeOf(results: VoteResults, index: number, w: VoteReportText = VoteReportWords): string {
  const question = results.vote.questions[index];
  const counted = results.questions[index];
  const byUnit = results.counting === 'unit';
  const countOf = (choice: string) => {
    const c = counted.choices.find((x) => x.choice === choice);
    return c ? (byUnit ? c.units : Math.round(c.weight * 10 ** MAX_DECIMALS)) : 0;
  };
  if (!results.final) return w.notDecided;
  if (question.kind === 'yesNo') {
    if (!results.quorumMet) return w.defeatedNoQuorum;
    return countOf('yes') > countOf('no') ? w.carried : w.defeated;
  }
  if (!results.quorumMet) return w.noDecisionQuorum;
  const options = question.options ?? [];
  const top = Math.max(0, ...options.map(countOf));
  if (top === 0) return w.noDecisionNone;
  const leaders = options.filter((o) => countOf(o) === top);
  return leaders.length > 1 ? w.tied(leaders.join(', ')) : w.chosen(leaders[0]);
}

/** A choice's share of what voted, in the vote's basis, said in words. */
function shareOf(results: VoteResults, c: QuestionResult['choices'][number], w: VoteReportText): string {
  const { participation: p } = results;
  return results.counting === 'unit' ? w.shareOfUnits(w.percent(c.units, p.units)) : w.shareOfEntitlement(w.percent(c.weight, p.weight));
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

/** A vote's results as the words and figures a board signs, in the words given (English unless said). */
export function resultsReport(results: VoteResults, w: VoteReportText = VoteReportWords): ResultsReport {
  const { vote, association, participation: p, weightDecimals: decimals } = results;
  const zone = association.timeZone;
  const byUnit = results.counting === 'unit';
  // Times in the reader's words and the association's zone (the words' own clock: English keeps voteTime's).
  const at = (iso: string) => w.time(Date.parse(iso), zone);
  const facts: [string, string][] = [
    [w.association, association.name],
    [w.vote, vote.title],
    [vote.status === 'upcoming' ? w.opens : w.opened, at(vote.opensAt)],
  ];
  if (vote.closedAt) {
    facts.push([w.closedEarly, at(vote.closedAt)], [w.closeReason, vote.closeReason ?? '']);
  } else facts.push([results.final ? w.closed : w.closes, at(vote.closesAt)]);
  if (vote.recordDate) facts.push([w.recordDate, at(vote.recordDate)]);
  if (results.sealedAt) facts.push([w.sealed, at(results.sealedAt)]);
  facts.push(
    [w.timeZone, zone],
    [w.counting, byUnit ? w.byUnit : w.byEntitlement],
    [w.ballot, vote.secret ? w.secret : w.named],
    [w.quorum, w.quorumValue(w.percent(results.quorum, 1), byUnit, results.quorumMet)],
    [w.unitsVoted, w.unitsVotedValue(p.units, p.totalUnits, w.percent(p.units, p.totalUnits))],
    [w.onPaper, w.onPaperValue(results.paperBallots, p.units)],
    [
      w.entitlementVoted,
      w.entitlementVotedValue(w.weight(p.weight, decimals), w.weight(p.totalWeight, decimals), w.percent(p.weight, p.totalWeight)),
    ],
  );
  return {
    association: association.name,
    title: vote.title,
    status: results.final ? w.final : w.soFar,
    facts,
    columns: [w.choice, w.units, w.entitlement, w.share],
    questions: results.questions.map((question, index) => ({
      heading: `${index + 1}. ${question.text}`,
      outcome: outcomeOf(results, index, w),
      rows: question.choices.map((c) => [w.choiceLabel(c.choice), String(c.units), w.weight(c.weight, decimals), shareOf(results, c, w)]),
    })),
  };
}

/** The report as CSV rows: the facts as label and value, a blank row, then one row per choice with its question's outcome. */
export function resultsCsvRows(report: ResultsReport, w: VoteReportText = VoteReportWords): string[][] {
  return [
    ...report.facts.map(([label, value]) => [label, value]),
    [],
    [w.question, ...report.columns, w.outcome],
    ...report.questions.flatMap((q) => q.rows.map((row) => [q.heading, ...row, q.outcome])),
  ];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The results e-mail's text (the notice of the votes' rule): the same facts and words,
 * in sentences, outcomes first (a notice's text is at most 500 characters; the link has the rest).
 */
export function resultsMailText(report: ResultsReport, counting: VoteResults['counting'], w: VoteReportText = VoteReportWords): string {
  const fact = (label: string) => report.facts.find(([l]) => l === label)?.[1] ?? '';
  const figure = counting === 'unit' ? 1 : 2;
  return [
    w.mailStatus(oneLine(report.association), report.status),
    fact(w.closedEarly)
      ? w.mailClosedEarly(fact(w.closedEarly), oneLine(fact(w.closeReason)))
      : w.mailClosed(fact(w.closed) || fact(w.closes)),
    w.mailFigures(fact(w.quorum), fact(w.unitsVoted), fact(w.entitlementVoted)),
    ...report.questions.map(
      (q) => `${oneLine(q.heading)}: ${q.outcome}. ${q.rows.map((row) => `${oneLine(row[0])} ${row[figure]} (${row[3]})`).join(', ')}.`,
    ),
  ].join(' ');
}
