/**
 * Owners' accounts: the ledger's contract (request schemas, answers, messages) and its pure rules —
 * a budget shared by entitlement to the cent, a payment settled in the rule pack's order, a returned
 * payment's fee, the aging buckets. Amounts are integer cents, everywhere: the API takes an integer or
 * a string of digits and answers integers, never a float.
 */
import { z } from 'zod';
import { CHARGE_KINDS, type ChargeKind, type LedgerRules, type ReturnedPaymentFeeRule } from './rule-packs/types';
import { Messages } from './messages';
import { isRealDay } from './validation';

/** The largest amount one request may carry: ten billion dollars, in cents. */
export const MAX_LEDGER_CENTS = 1_000_000_000_000;

export const PAYMENT_METHODS = ['cheque', 'transfer', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The kinds a period's assessment may post as. */
export const ASSESSMENT_KINDS = ['assessment', 'special-assessment'] as const satisfies readonly ChargeKind[];
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

/** A journal transaction moves money between the association's own accounts (an accountant's adjustment). */
export const TRANSACTION_KINDS = ['charge', 'payment', 'reversal', 'journal'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const LedgerMessages = {
  amount: 'Write the amount as a whole number of cents (for example 12345 for $123.45), from 1 to 1,000,000,000,000.',
  unitId: 'Choose a unit of the roster.',
  unitNotFound: 'There is no such unit on the roster.',
  kind: `The kind of charge is one of ${CHARGE_KINDS.join(', ')}.`,
  assessmentKind: `The kind of assessment is one of ${ASSESSMENT_KINDS.join(', ')}.`,
  day: 'Write the date as YYYY-MM-DD, a day that exists.',
  period: 'Write the period as YYYY-MM, a month that exists (years 2000 to 2099).',
  memo: 'The memo is at most 500 characters.',
  reference: 'The reference is at most 100 characters.',
  method: `The payment method is one of ${PAYMENT_METHODS.join(', ')}.`,
  futurePayment: 'A payment is recorded on or after the day it was received: that day is still to come.',
  reason: 'Say why the transaction is reversed (1 to 500 characters).',
  transactionNotFound: 'There is no such transaction.',
  reversalOfReversal: 'A reversal is never itself reversed: post a new charge or payment instead.',
  alreadyReversed: 'This transaction is already reversed.',
  chargePaid: 'Part of this charge has been paid: reverse the payments applied to it first, so nothing paid is lost.',
  periodPosted: (period: string, kind: string) => `The ${kind} for ${period} is already posted: nothing was posted twice.`,
  noRoster: 'The roster has no units: there is no one to share the assessment with.',
  badEntitlement: (unit: string) => `Unit ${unit} has no positive entitlement: the roster's entitlements cannot define each unit's share.`,
  unbalanced: 'The entries of a transaction must balance: debits equal credits.',
  notYourUnit: 'There is no such unit among yours.',
  /** Tenants and property managers: the portal's one wrong-role refusal (docs/authorization.md). */
  ownersOnly: Messages.forbidden,
  notVerified: 'The association has not yet verified you as an owner of this unit.',
  writersOnly: 'Only administrators and the board\u2019s treasurer record charges, payments and reversals.',
  account: 'Name an account of the association by its code (bank, income:assessment, …).',
  debitOrCredit: 'Each line of a journal entry is a debit or a credit, not both.',
  asOf: 'Write asOf as YYYY-MM-DD, a day that exists.',
} as const;

/**
 * An amount of cents: an integer, or a string of digits (amounts above 2^53 are not allowed anyway).
 * A float, a decimal string ("12.345"), zero, a negative or an amount above MAX_LEDGER_CENTS is refused.
 */
export const centsSchema = z.union([z.number(), z.string()], { error: LedgerMessages.amount }).transform((value, ctx) => {
  const cents = typeof value === 'string' ? (/^\d{1,13}$/.test(value) ? Number(value) : NaN) : value;
  if (!Number.isSafeInteger(cents) || cents < 1 || cents > MAX_LEDGER_CENTS) {
    ctx.addIssue({ code: 'custom', message: LedgerMessages.amount });
    return z.NEVER;
  }
  return cents;
});

const daySchema = (message: string) => z.string({ error: message }).refine(isRealDay, message);

/** A month 'YYYY-MM' of the years the portal posts in. */
export const isPeriod = (value: unknown): value is string => typeof value === 'string' && /^20\d{2}-(0[1-9]|1[0-2])$/.test(value);
export const periodSchema = z.string({ error: LedgerMessages.period }).refine(isPeriod, LedgerMessages.period);

const memoSchema = z.string({ error: LedgerMessages.memo }).trim().max(500, LedgerMessages.memo).default('');
const unitIdSchema = z.number({ error: LedgerMessages.unitId }).int(LedgerMessages.unitId).positive(LedgerMessages.unitId);

export const chargeRequestSchema = z.strictObject({
  unitId: unitIdSchema,
  kind: z.enum(CHARGE_KINDS, { error: LedgerMessages.kind }),
  amountCents: centsSchema,
  /** The day the charge is posted (default: today, in the association's time zone). */
  postedOn: daySchema(LedgerMessages.day).optional(),
  /** The day it falls due (default: the day it is posted). */
  dueOn: daySchema(LedgerMessages.day).optional(),
  memo: memoSchema,
});
export type ChargeRequest = z.infer<typeof chargeRequestSchema>;

export const assessmentPostSchema = z.strictObject({
  period: periodSchema,
  kind: z.enum(ASSESSMENT_KINDS, { error: LedgerMessages.assessmentKind }).default('assessment'),
  /** The period's whole budget amount, shared by the roster's entitlements. */
  amountCents: centsSchema,
  /** The day the period's shares fall due (default: its first day). */
  dueOn: daySchema(LedgerMessages.day).optional(),
  memo: memoSchema,
});
export type AssessmentPost = z.infer<typeof assessmentPostSchema>;

export const paymentRequestSchema = z.strictObject({
  unitId: unitIdSchema,
  amountCents: centsSchema,
  method: z.enum(PAYMENT_METHODS, { error: LedgerMessages.method }),
  receivedOn: daySchema(LedgerMessages.day),
  reference: z.string({ error: LedgerMessages.reference }).trim().max(100, LedgerMessages.reference).default(''),
  memo: memoSchema,
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const reversalRequestSchema = z.strictObject({
  reason: z.string({ error: LedgerMessages.reason }).trim().min(1, LedgerMessages.reason).max(500, LedgerMessages.reason),
  /** For a returned payment: charge the pack's returned-payment fee (default yes, where the pack has one). */
  returnedPaymentFee: z.boolean().default(true),
});
export type ReversalRequest = z.infer<typeof reversalRequestSchema>;

/** A journal entry between the association's accounts: each line a debit or a credit, never both. */
export const journalRequestSchema = z.strictObject({
  entries: z
    .array(
      z
        .strictObject({
          account: z.string({ error: LedgerMessages.account }).min(1, LedgerMessages.account).max(64, LedgerMessages.account),
          debitCents: centsSchema.optional(),
          creditCents: centsSchema.optional(),
        })
        .refine((line) => (line.debitCents === undefined) !== (line.creditCents === undefined), LedgerMessages.debitOrCredit),
      { error: LedgerMessages.unbalanced },
    )
    .min(2, LedgerMessages.unbalanced)
    .max(100, LedgerMessages.unbalanced),
  memo: memoSchema,
});
export type JournalRequest = z.infer<typeof journalRequestSchema>;

export const agingQuerySchema = z.object({ asOf: daySchema(LedgerMessages.asOf).optional() });

/** One unit's weight for sharing a budget: its roster entitlement (up to four decimals). */
export interface EntitlementShare {
  unitId: number;
  label: string;
  entitlement: number;
}

export type ShareOutcome = { ok: true; shares: { unitId: number; amountCents: number }[] } | { ok: false; reason: string };

/**
 * A total shared by entitlement with the largest-remainder method: each unit gets the floor of its
 * exact share, and the cents left over go one each to the largest remainders (ties: roster order),
 * so the shares add up to the total exactly. Entitlements are read in ten-thousandths (the roster
 * keeps four decimals) and multiplied as BigInt, so no float rounding decides a cent. Refused, with
 * the reason, when the roster cannot define shares (no unit, or an entitlement that is not positive).
 */
export function shareByEntitlement(totalCents: number, units: readonly EntitlementShare[]): ShareOutcome {
  if (!units.length) return { ok: false, reason: LedgerMessages.noRoster };
  const weights: bigint[] = [];
  for (const unit of units) {
    const weight = Math.round(unit.entitlement * 10_000);
    if (!Number.isFinite(unit.entitlement) || !Number.isSafeInteger(weight) || weight <= 0) {
      return { ok: false, reason: LedgerMessages.badEntitlement(unit.label) };
    }
    weights.push(BigInt(weight));
  }
  const sum = weights.reduce((a, b) => a + b, 0n);
  const total = BigInt(totalCents);
  const floors = weights.map((w) => (total * w) / sum);
  const remainders = weights.map((w, i) => ({ i, rest: (total * w) % sum }));
  let left = Number(total - floors.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0) break;
    floors[i] += 1n;
    left -= 1;
  }
  return { ok: true, shares: units.map((u, i) => ({ unitId: u.unitId, amountCents: Number(floors[i]) })) };
}

/** A charge still (partly) owed. */
export interface OpenCharge {
  chargeId: number;
  kind: ChargeKind;
  dueOn: string;
  remainingCents: number;
}

export interface PaymentApplication {
  applied: { chargeId: number; kind: ChargeKind; amountCents: number }[];
  creditCents: number;
}

/**
 * A payment settled in the pack's order: group by group, within a group the oldest due first (then
 * the oldest posted); what is left is held as the unit's credit.
 */
export function applyPayment(amountCents: number, open: readonly OpenCharge[], rules: LedgerRules): PaymentApplication {
  const groupOf = (kind: ChargeKind) => {
    const index = rules.paymentOrder.findIndex((group) => group.includes(kind));
    return index < 0 ? rules.paymentOrder.length : index;
  };
  const ordered = [...open]
    .filter((c) => c.remainingCents > 0)
    .sort((a, b) => groupOf(a.kind) - groupOf(b.kind) || a.dueOn.localeCompare(b.dueOn) || a.chargeId - b.chargeId);
  let left = amountCents;
  const applied: PaymentApplication['applied'] = [];
  for (const charge of ordered) {
    if (left <= 0) break;
    const part = Math.min(left, charge.remainingCents);
    applied.push({ chargeId: charge.chargeId, kind: charge.kind, amountCents: part });
    left -= part;
  }
  return { applied, creditCents: left };
}

/** The fee for a returned payment of this amount under the pack's rule: the greater of its tier's and the percentage. */
export function returnedPaymentFee(rule: ReturnedPaymentFeeRule | null, amountCents: number): number {
  if (!rule) return 0;
  const tier = rule.tiers.find((t) => t.upToCents === null || amountCents <= t.upToCents) ?? rule.tiers[rule.tiers.length - 1];
  const percent = rule.percent ? Math.round((amountCents * rule.percent) / 100) : 0;
  return Math.max(tier?.feeCents ?? 0, percent);
}

export const AGING_BUCKETS = ['current', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** Days from the due day to the report's day (both 'YYYY-MM-DD'); not yet due counts as current. */
export function agingBucket(dueOn: string, asOf: string): AgingBucket {
  const days = Math.round((Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`)) / 86_400_000);
  if (days <= 30) return 'current';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

/** One transaction as the ledger answers it; `amountCents` is its effect on the unit's balance (+ owed, − paid). */
export interface LedgerTransaction {
  id: number;
  kind: TransactionKind;
  unitId: number | null;
  chargeKind: ChargeKind | null;
  period: string | null;
  postedOn: string;
  dueOn: string | null;
  amountCents: number;
  method: PaymentMethod | null;
  reference: string;
  memo: string;
  reason: string;
  reversesId: number | null;
  reversedById: number | null;
  postedBy: string;
  postedAt: string;
}

export interface UnitLedger {
  unit: { id: number; number: string; street: string };
  /** What the unit owes (+) or holds as credit (−): receivable less credit. */
  balanceCents: number;
  receivableCents: number;
  creditCents: number;
  openCharges: OpenCharge[];
  transactions: LedgerTransaction[];
}

export interface AssessmentRun {
  period: string;
  kind: AssessmentKind;
  totalCents: number;
  posted: number;
  shares: { unitId: number; amountCents: number; transactionId: number }[];
}

export interface PaymentResult {
  transaction: LedgerTransaction;
  applied: PaymentApplication['applied'];
  creditCents: number;
}

export interface ReversalResult {
  reversal: LedgerTransaction;
  /** The returned-payment fee charged with it, if any. */
  fee: LedgerTransaction | null;
}

export type AgingAmounts = Record<AgingBucket, number> & { totalCents: number };

export interface AgingReport {
  asOf: string;
  totals: AgingAmounts;
  /** The receivable control account's balance on that day: equals totals.totalCents. */
  controlCents: number;
  units: (AgingAmounts & { unitId: number; number: string; street: string })[];
}
