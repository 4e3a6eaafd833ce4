/**
 * Owners' accounts, what follows the ledger's core: late fees and interest by the rule pack (with a
 * unit's hardship suspension), monthly statements, and estoppel certificates. The packs' figures are
 * statutory maxima read from the statutes cited beside them, a starting point for the association's
 * counsel, not legal advice. Amounts are integer cents.
 */
import { z } from 'zod';
import type { ChargeKind, RulePackId } from './rule-packs/types';
import { addBusinessDays, addDays, businessDaysBetween, daysBetween } from './records';
import { isPeriod, type LedgerTransaction } from './ledger';
import { isRealDay, isSingleLine } from './validation';

/** A late fee on a delinquent installment: the greater of a fixed amount and a percentage of it. */
interface LateFeeRule {
  /** Days after the due day before the installment is delinquent. */
  readonly graceDays: number;
  readonly fixedCents: number;
  readonly percent: number;
  readonly citation: string;
}

/** Simple interest on a delinquent installment, from `startsAfterDays` after its due day. */
interface InterestRule {
  readonly annualPercent: number;
  readonly startsAfterDays: number;
  readonly citation: string;
}

interface EstoppelRule {
  /** The deadline to deliver the certificate after the request. */
  readonly days: number;
  readonly businessDays: boolean;
  /** How long the certificate's figures hold, from the day it is issued. */
  readonly effectiveDays: number;
  readonly feeCents: number;
  /** Added to the fee when the unit is delinquent on the day the certificate is issued. */
  readonly delinquentFeeCents: number;
  /** No fee may be charged for a certificate delivered after the deadline. */
  readonly noFeeWhenLate: boolean;
  readonly citation: string;
}

interface DuesRules {
  readonly lateFee: LateFeeRule | null;
  readonly interest: InterestRule | null;
  /**
   * The charge kinds late fees and interest accrue on: assessments only. A fine is never treated as
   * an assessment (it accrues neither, and is never a lien) where the statute says so.
   */
  readonly accruesOn: readonly ChargeKind[];
  readonly accruesCitation: string;
  readonly estoppel: EstoppelRule;
}

const ASSESSMENTS = ['assessment', 'special-assessment'] as const satisfies readonly ChargeKind[];

/**
 * Florida: an installment unpaid when due bears interest (the declaration's rate, at most 18% a
 * year) and an administrative late fee of at most the greater of $25 or 5% of the installment;
 * the estoppel certificate is delivered within 10 business days, or no fee is charged.
 */
const florida = (chapter: '718' | '720'): DuesRules => ({
  lateFee: {
    graceDays: 0,
    fixedCents: 2_500,
    percent: 5,
    citation: chapter === '718' ? '§718.116(3), Fla. Stat.' : '§720.3085(3), Fla. Stat.',
  },
  interest: {
    annualPercent: 18,
    startsAfterDays: 0,
    citation: chapter === '718' ? '§718.116(3), Fla. Stat.' : '§720.3085(3), Fla. Stat.',
  },
  accruesOn: ASSESSMENTS,
  accruesCitation:
    chapter === '718' ? '§718.303(3), Fla. Stat. (a fine is never a lien)' : '§720.305(2), Fla. Stat. (a fine is never a lien)',
  estoppel: {
    days: 10,
    businessDays: true,
    effectiveDays: 30,
    feeCents: 25_000,
    delinquentFeeCents: 15_000,
    noFeeWhenLate: true,
    citation: chapter === '718' ? '§718.116(8), Fla. Stat.' : '§720.30851, Fla. Stat.',
  },
});

/** Each pack's rules for late fees, interest and estoppel certificates. */
export const DUES_RULES: Readonly<Record<RulePackId, DuesRules>> = {
  // No statute: nothing accrues; an estoppel request is answered within 10 business days, free.
  none: {
    lateFee: null,
    interest: null,
    accruesOn: ASSESSMENTS,
    accruesCitation: '',
    estoppel: { days: 10, businessDays: true, effectiveDays: 30, feeCents: 0, delinquentFeeCents: 0, noFeeWhenLate: false, citation: '' },
  },
  'fl-718': florida('718'),
  'fl-720': florida('720'),
  // California: delinquent 15 days after due; a late charge of at most the greater of 10% or $10;
  // interest at most 12% a year, from 30 days after due; a fine is not an assessment.
  'ca-davis-stirling': {
    lateFee: { graceDays: 15, fixedCents: 1_000, percent: 10, citation: 'Cal. Civ. Code §5650(b)' },
    interest: { annualPercent: 12, startsAfterDays: 30, citation: 'Cal. Civ. Code §5650(b)' },
    accruesOn: ASSESSMENTS,
    accruesCitation: 'Cal. Civ. Code §5725(b) (a monetary penalty is not an assessment)',
    estoppel: {
      days: 10,
      businessDays: false,
      effectiveDays: 30,
      feeCents: 0,
      delinquentFeeCents: 0,
      noFeeWhenLate: false,
      citation: 'Cal. Civ. Code §4530 (documents for a sale, at the association\u2019s cost of preparing them)',
    },
  },
};

export const duesRulesOf = (packId: RulePackId): DuesRules => DUES_RULES[packId] ?? DUES_RULES.none;

/** The late fee on a delinquent installment of `cents`: the greater of the fixed amount and the percentage. */
export const lateFeeFor = (rule: LateFeeRule, cents: number): number => Math.max(rule.fixedCents, Math.round((cents * rule.percent) / 100));

/** The first day an installment due on `dueOn` is late under the rule (after its grace days). */
export const lateFrom = (rule: LateFeeRule, dueOn: string): string => addDays(dueOn, rule.graceDays + 1);

/** The period 'YYYY-MM' of a day, and a period's first and last days. */
export const periodOf = (day: string) => day.slice(0, 7);
export const firstDayOf = (period: string) => `${period}-01`;
export function lastDayOf(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}
/** The period before `period`. */
export const previousPeriod = (period: string) => periodOf(addDays(firstDayOf(period), -1));

/** Days of `period` on which an installment due on `dueOn` bears interest under the rule. */
export function interestDays(rule: InterestRule, dueOn: string, period: string): number {
  const start = addDays(dueOn, rule.startsAfterDays + 1);
  const from = start > firstDayOf(period) ? start : firstDayOf(period);
  const to = lastDayOf(period);
  return from > to ? 0 : daysBetween(from, to) + 1;
}

/** Simple interest on `cents` for `days` days at the rule's yearly rate (365-day year), rounded down to the cent. */
export const interestFor = (rule: InterestRule, cents: number, days: number): number =>
  Math.floor((cents * rule.annualPercent * days) / (100 * 365));

/** The day an estoppel certificate asked on `askedOn` is due, and how many (business) days are left on `today`. */
export const estoppelDueOn = (rule: EstoppelRule, askedOn: string): string =>
  rule.businessDays ? addBusinessDays(askedOn, rule.days) : addDays(askedOn, rule.days);
export const estoppelDaysLeft = (rule: EstoppelRule, dueOn: string, today: string): number =>
  rule.businessDays ? businessDaysBetween(today, dueOn) : daysBetween(today, dueOn);

/** The fee of a certificate issued on `issuedOn`: the pack's, more when the unit is delinquent, none when late where the statute says so. */
export function estoppelFee(rule: EstoppelRule, dueOn: string, issuedOn: string, delinquent: boolean): number {
  if (rule.noFeeWhenLate && issuedOn > dueOn) return 0;
  return rule.feeCents + (delinquent ? rule.delinquentFeeCents : 0);
}

export const DuesMessages = {
  reason: 'Say why the late fees are suspended (1 to 500 characters).',
  until: 'Write the last day of the suspension as YYYY-MM-DD, a day that exists (or leave it out: until lifted).',
  untilPast: 'The suspension\u2019s last day has already gone by.',
  noHardship: 'This unit has no hardship suspension to lift.',
  hardshipExists: 'This unit\u2019s late fees are already suspended: lift the suspension first to change it.',
  boardOnly: 'Only the board and administrators decide a hardship suspension or issue a certificate.',
  asOfFuture: 'Late fees are posted up to today: that day is still to come.',
  periodOpen: (period: string) => `The period ${period} has not ended: its statement is issued once the month is over.`,
  statementNotIssued: 'There is no statement for this unit and period.',
  statementsIssued: (period: string) => `The statements for ${period} are already issued: nothing was issued twice.`,
  requesterKind: 'The requester is the owner, a title company or a closing agent.',
  requesterName: 'Write the requester\u2019s name (1 to 200 characters).',
  requesterEmail: 'Write the requester\u2019s e-mail address.',
  closingOn: 'Write the closing date as YYYY-MM-DD, a day that exists.',
  closingPast: 'The closing date has already gone by.',
  ownerRequestsOwn:
    'An owner asks for a certificate as the owner; a title company\u2019s or a closing agent\u2019s request is recorded by the board.',
  estoppelNotFound: 'There is no such estoppel request.',
  estoppelIssued: 'This certificate is already issued: an issued certificate never changes.',
  estoppelNotIssued: 'This certificate is not issued yet.',
  payOnlineUrl: 'The payment site must be a web address starting with https:// (or left empty).',
} as const;

const day = (message: string) => z.string({ error: message }).refine(isRealDay, message);

export const hardshipRequestSchema = z.strictObject({
  reason: z.string({ error: DuesMessages.reason }).trim().min(1, DuesMessages.reason).max(500, DuesMessages.reason),
  until: day(DuesMessages.until).optional(),
});
export type HardshipRequest = z.infer<typeof hardshipRequestSchema>;

export const lateFeeRunSchema = z.strictObject({ asOf: day('Write asOf as YYYY-MM-DD, a day that exists.').optional() });

const periodField = z
  .string({ error: 'Write the period as YYYY-MM, a month that exists (years 2000 to 2099).' })
  .refine(isPeriod, 'Write the period as YYYY-MM, a month that exists (years 2000 to 2099).');
export const statementIssueSchema = z.strictObject({ period: periodField });
export const statementPathSchema = z.object({ period: periodField });

/**
 * The association's payment site (site settings), where "My Account" sends an owner to pay online:
 * the portal takes no card, so only an encrypted (https) address of another site, or none ('').
 */
export const payOnlineUrlSchema = z
  .string({ error: DuesMessages.payOnlineUrl })
  .trim()
  .max(500, DuesMessages.payOnlineUrl)
  .refine((value) => value === '' || isHttpsAddress(value), DuesMessages.payOnlineUrl);

function isHttpsAddress(value: string): boolean {
  if (!isSingleLine(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const ESTOPPEL_REQUESTERS = ['owner', 'title-company', 'closing-agent'] as const;
export type EstoppelRequester = (typeof ESTOPPEL_REQUESTERS)[number];

export const estoppelRequestSchema = z.strictObject({
  unitId: z.number({ error: 'Choose a unit of the roster.' }).int('Choose a unit of the roster.').positive('Choose a unit of the roster.'),
  requesterKind: z.enum(ESTOPPEL_REQUESTERS, { error: DuesMessages.requesterKind }),
  requesterName: z
    .string({ error: DuesMessages.requesterName })
    .trim()
    .min(1, DuesMessages.requesterName)
    .max(200, DuesMessages.requesterName),
  requesterEmail: z.email({ error: DuesMessages.requesterEmail }).max(254, DuesMessages.requesterEmail),
  closingOn: day(DuesMessages.closingOn),
});
export type EstoppelRequestInput = z.infer<typeof estoppelRequestSchema>;

export interface HardshipSuspension {
  id: number;
  unitId: number;
  reason: string;
  fromOn: string;
  untilOn: string | null;
  decidedBy: string;
  liftedOn: string | null;
  liftedBy: string | null;
}

export interface LateFeeRunResult {
  asOf: string;
  lateFees: { unitId: number; period: string; amountCents: number; transactionId: number }[];
  interest: { unitId: number; period: string; amountCents: number; transactionId: number }[];
  /** Units passed over for a hardship suspension. */
  suspended: number[];
}

/** A unit's month: opening balance + activity = closing balance (balance: owed +, credit −). */
export interface Statement {
  unit: { id: number; number: string; street: string };
  period: string;
  from: string;
  to: string;
  openingCents: number;
  chargesCents: number;
  paymentsCents: number;
  closingCents: number;
  transactions: LedgerTransaction[];
  issuedAt: string | null;
}

/** GET /ledger/units/:unitId/statements: one issued statement's figures. */
export type StatementSummary = Pick<Statement, 'period' | 'openingCents' | 'chargesCents' | 'paymentsCents' | 'closingCents'> & {
  issuedAt: string;
};

/** POST /ledger/statements/issue: the month, the units given a statement and the e-mails queued. */
export interface StatementIssueResult {
  period: string;
  issued: number;
  mailed: number;
}

/** A statement's figures from its opening balance and the month's transactions. */
export function statementFigures(openingCents: number, activity: readonly Pick<LedgerTransaction, 'amountCents'>[]) {
  const chargesCents = activity.filter((t) => t.amountCents > 0).reduce((s, t) => s + t.amountCents, 0);
  const paymentsCents = activity.filter((t) => t.amountCents < 0).reduce((s, t) => s - t.amountCents, 0);
  return { openingCents, chargesCents, paymentsCents, closingCents: openingCents + chargesCents - paymentsCents };
}

export interface EstoppelAmount {
  kind: ChargeKind;
  dueOn: string;
  amountCents: number;
}

/** The frozen content of an issued certificate (its SHA-256 is of this object's JSON text). */
export interface EstoppelCertificate {
  association: string;
  unit: { id: number; number: string; street: string };
  requester: { kind: EstoppelRequester; name: string; email: string };
  closingOn: string;
  askedOn: string;
  dueOn: string;
  issuedOn: string;
  effectiveUntil: string;
  owedCents: number;
  owed: EstoppelAmount[];
  /** Charges falling due while the certificate holds (posted, or the regular assessment expected). */
  fallingDueCents: number;
  fallingDue: EstoppelAmount[];
  creditCents: number;
  feeCents: number;
  citation: string;
  issuedBy: string;
}

export interface EstoppelRequestView {
  id: number;
  unitId: number;
  requester: { kind: EstoppelRequester; name: string; email: string };
  closingOn: string;
  askedOn: string;
  dueOn: string;
  /** Days (business days where the pack counts them) left to the deadline; negative when late. */
  daysLeft: number;
  businessDays: boolean;
  citation: string;
  feeCents: number;
  status: 'requested' | 'issued';
  issuedOn: string | null;
  sha256: string | null;
  certificate: EstoppelCertificate | null;
  /** The charge of the certificate's fee on the unit's ledger, posted when it was issued; null before, or when there was no fee. */
  feeChargeId: number | null;
}

/** Cents as dollars for statements and certificates ("$1,234.56", "-$5.00"), from the integer alone. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
