/**
 * Owners' accounts, the reports: an owner's own units with their balances, the board's delinquency
 * list, the accountant's journal export and year-end trial balance, and a special assessment from a
 * carried owners' vote. Query and request schemas, answers, messages and the pure rules; amounts are
 * integer cents, as everywhere in the ledger (common/src/ledger.ts).
 */
import { z } from 'zod';
import { AGING_BUCKETS, LedgerMessages, centsSchema, type AgingAmounts } from './ledger';
import { isRealDay } from './validation';

/** The most days a delinquency list may ask a charge to be past due: ten years. */
export const MAX_DELINQUENCY_DAYS = 3650;

export const LedgerReportMessages = {
  asOf: 'Write asOf as YYYY-MM-DD, a day that exists.',
  futureDay: (day: string) => `${day} is still to come: a report covers days up to today.`,
  minDays: `Write minDays as a whole number of days from 1 to ${MAX_DELINQUENCY_DAYS}.`,
  from: 'Write from as YYYY-MM-DD, a day that exists.',
  to: 'Write to as YYYY-MM-DD, a day that exists.',
  fromAfterTo: 'The first day (from) comes on or before the last (to).',
  year: 'Write the year as YYYY, from 2000 to this year.',
  voteId: 'Choose a vote by its id.',
  question: 'Choose a question of the vote by its position, from 0.',
  dueOn: 'Write dueOn as YYYY-MM-DD, a day that exists.',
  voteNotFound: 'There is no such vote.',
  voteNotClosed: 'The vote is still open: a special assessment follows only a vote that has closed and carried.',
  voteNotCarried: (outcome: string) => `The vote did not carry (${outcome}): no special assessment was posted.`,
  notYesNo: 'That question is not a yes/no question: only a carried yes/no question approves a special assessment.',
  votePosted: 'The special assessment this vote approved is already posted: nothing was posted twice.',
} as const;

const M = LedgerReportMessages;

const dayQuery = (message: string) => z.string({ error: message }).refine(isRealDay, message);

/** A whole number of days in a query string: digits only, 1 to MAX_DELINQUENCY_DAYS. */
const minDaysSchema = z
  .string({ error: M.minDays })
  .refine((v) => /^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_DELINQUENCY_DAYS, M.minDays)
  .transform(Number);

export const delinquencyQuerySchema = z.object({
  asOf: dayQuery(M.asOf).optional(),
  minDays: minDaysSchema.default(1),
});
export type DelinquencyQuery = z.infer<typeof delinquencyQuerySchema>;

export const journalExportQuerySchema = z
  .object({ from: dayQuery(M.from).optional(), to: dayQuery(M.to).optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: M.fromAfterTo, path: ['from'] });
export type JournalExportQuery = z.infer<typeof journalExportQuerySchema>;

export const trialBalanceQuerySchema = z.object({
  year: z
    .string({ error: M.year })
    .refine((v) => /^20\d{2}$/.test(v), M.year)
    .transform(Number),
});

export const voteAssessmentSchema = z.strictObject({
  voteId: z.number({ error: M.voteId }).int(M.voteId).positive(M.voteId),
  /** The question that approved the assessment (default: the first). */
  question: z.number({ error: M.question }).int(M.question).min(0, M.question).max(99, M.question).default(0),
  /** The whole amount the owners approved, shared by the roster's entitlements. */
  amountCents: centsSchema,
  dueOn: dayQuery(M.dueOn),
  memo: z.string({ error: LedgerMessages.memo }).trim().max(500, LedgerMessages.memo).default(''),
});
export type VoteAssessmentRequest = z.infer<typeof voteAssessmentSchema>;

/** Cents as the decimal an accountant's spreadsheet reads: 123456 → "1234.56", 5 → "0.05", -250 → "-2.50". */
export function centsText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One entry as a row of the journal export: a debit (+) or a credit (−) in its column, the other empty. */
export const journalCsvRow = (entry: { postedOn: string; account: string; amountCents: number; memo: string; transactionId: number }) => [
  entry.postedOn,
  entry.account,
  entry.amountCents > 0 ? centsText(entry.amountCents) : '',
  entry.amountCents < 0 ? centsText(-entry.amountCents) : '',
  entry.memo,
  String(entry.transactionId),
];

/** GET /ledger/units/mine: one unit the owner owns. */
export interface OwnedUnit {
  unit: { id: number; number: string; street: string };
  balanceCents: number;
  receivableCents: number;
  creditCents: number;
}

export interface DelinquentUnit extends AgingAmounts {
  unitId: number;
  number: string;
  street: string;
  /** What is past due (due before asOf) of what the unit owes. */
  pastDueCents: number;
  /** The due day of the oldest charge still owed past due, and how many days past due it is. */
  oldestDueOn: string;
  daysPastDue: number;
  /** What the unit holds as credit (not yet applied to a charge). */
  creditCents: number;
}

export interface DelinquencyReport {
  asOf: string;
  minDays: number;
  totals: AgingAmounts & { pastDueCents: number };
  units: DelinquentUnit[];
}

export interface TrialBalanceLine {
  account: string;
  name: string;
  kind: string;
  /** The year's entries on the account. */
  debitCents: number;
  creditCents: number;
  /** The account's balance at the year's end (every entry up to 31 December), on its side. */
  closingDebitCents: number;
  closingCreditCents: number;
}

export interface TrialBalance {
  year: number;
  from: string;
  to: string;
  lines: TrialBalanceLine[];
  /** Debits equal credits, for the year's entries and for the closing balances. */
  totals: { debitCents: number; creditCents: number; closingDebitCents: number; closingCreditCents: number };
}

/** POST /ledger/special-assessments: the charges a carried vote's special assessment posted. */
export interface VoteAssessmentRun {
  voteId: number;
  postedOn: string;
  dueOn: string;
  totalCents: number;
  posted: number;
  shares: { unitId: number; amountCents: number; transactionId: number }[];
}

/** Adds a row's aging amounts into a total. */
export function addAging(target: AgingAmounts, source: AgingAmounts): void {
  for (const bucket of AGING_BUCKETS) target[bucket] += source[bucket];
  target.totalCents += source.totalCents;
}
