/**
 * Owners' accounts under Florida law, shared by the condominium (chapter 718) and HOA (chapter 720)
 * packs. A payment settles interest, then administrative late fees, then costs and reasonable
 * attorney fees, then the delinquent assessment, notwithstanding any restrictive endorsement or
 * accompanying instruction (§718.116(3); §720.3085(3)(b)). A dishonoured payment's service charge
 * is the greater of a tiered amount or 5% of the payment (§68.065(2)). A starting point for counsel,
 * not legal advice.
 */
import type { LedgerRules } from './types';

export const floridaLedger = (citation: string): LedgerRules => ({
  paymentOrder: [['interest'], ['late-fee'], ['costs'], ['assessment', 'special-assessment'], ['fine', 'other']],
  paymentOrderCitation: `${citation}, Fla. Stat. (whatever the payment's endorsement or memo says)`,
  returnedPaymentFee: {
    tiers: [
      { upToCents: 5_000, feeCents: 2_500 },
      { upToCents: 30_000, feeCents: 3_000 },
      { upToCents: null, feeCents: 4_000 },
    ],
    percent: 5,
    citation: '§68.065(2), Fla. Stat.',
  },
});
