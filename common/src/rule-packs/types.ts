/**
 * A jurisdiction's rules for official records, meetings, notices and owners' accounts, kept as data
 * (docs/requirements.md, "Official records and rule packs"). Every pack is a starting point for the association's counsel, not legal advice: each figure carries
 * the citation it was read from so a reader can check it.
 */

/** Who may see a posted record. */
export const RECORD_AUDIENCES = ['public', 'owners', 'board'] as const;
export type RecordAudience = (typeof RECORD_AUDIENCES)[number];

export const RULE_PACK_IDS = ['none', 'fl-718', 'fl-720', 'ca-davis-stirling'] as const;
export type RulePackId = (typeof RULE_PACK_IDS)[number];

/** A kind of official record the pack names, and when it must be posted. */
export interface RecordCategoryRule {
  /** Stable key, stored on documents (kebab-case). */
  readonly key: string;
  readonly label: string;
  readonly citation: string;
  /** Who may see it once posted; a document may narrow it, never widen it past `board` rules. */
  readonly audience: RecordAudience;
  /** The pack requires the association to post at least one record of this category. */
  readonly required: boolean;
  /** Days after the record is made or received within which it must be posted. */
  readonly postWithinDays?: number;
  /** Months a posted record must stay posted (e.g. minutes: the last 12 months). */
  readonly keepPostedMonths?: number;
}

/** Something the pack says must never be posted where owners or the public can read it. */
export interface PrivateMatter {
  readonly key: string;
  readonly label: string;
  readonly citation: string;
}

export const MEETING_KINDS = ['owner', 'board'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];

/** How far ahead a meeting must be noticed. Exactly one of `days` or `hours`. */
export interface MeetingNoticeRule {
  readonly kind: MeetingKind;
  readonly days?: number;
  readonly hours?: number;
  readonly citation: string;
  /** The pack allows a meeting held on shorter notice in an emergency. */
  readonly emergencyAllowed: boolean;
  readonly emergencyCitation?: string;
}

/** How long the association has to answer an owner's request to inspect or receive records. */
export interface RecordsRequestRule {
  readonly days: number;
  /** Counted in business days (Monday to Friday) rather than calendar days. */
  readonly businessDays: boolean;
  readonly citation: string;
}

/** Electronic notice: whether it needs the owner's consent, and whether the choice is asked yearly. */
export interface NoticeConsentRule {
  readonly consentRequired: boolean;
  readonly askYearly: boolean;
  readonly citation: string;
}

/** What an owner may be charged, by kind: the kinds a payment-application order names. */
export const CHARGE_KINDS = ['assessment', 'special-assessment', 'late-fee', 'interest', 'costs', 'fine', 'other'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** A fee for a returned (bounced) payment: the greater of a fixed amount by tier and a percentage. */
export interface ReturnedPaymentFeeRule {
  /** Tiers by the returned amount, in ascending order; the last has no upper bound. */
  readonly tiers: readonly { readonly upToCents: number | null; readonly feeCents: number }[];
  /** A percentage of the returned amount, when the statute allows the greater of the two. */
  readonly percent?: number;
  readonly citation: string;
}

/** How owners' accounts are kept: the order a payment settles what is owed, and a returned payment's fee. */
export interface LedgerRules {
  /**
   * Groups of charge kinds, settled group by group; within a group, oldest due first. What the owner
   * wrote on the cheque does not change it where the statute says so.
   */
  readonly paymentOrder: readonly (readonly ChargeKind[])[];
  readonly paymentOrderCitation: string;
  /** The fee for a returned payment, or null where the pack allows none. */
  readonly returnedPaymentFee: ReturnedPaymentFeeRule | null;
}

export interface RulePack {
  readonly id: RulePackId;
  readonly name: string;
  readonly jurisdiction: string;
  readonly disclaimer: string;
  readonly categories: readonly RecordCategoryRule[];
  readonly privateMatters: readonly PrivateMatter[];
  readonly meetingNotices: readonly MeetingNoticeRule[];
  readonly recordsRequest?: RecordsRequestRule;
  readonly consent: NoticeConsentRule;
  readonly ledger: LedgerRules;
}

export const RULE_PACK_DISCLAIMER =
  'This rule pack is a starting point for the association and its counsel, not legal advice. Check each figure against the current statute.';
