/**
 * California common interest developments, the Davis-Stirling Act (Civil Code §4000 and following).
 * Read from §4920 (board meeting notice), §5115 (member meeting notice), §4055 (electronic delivery
 * needs the member's consent) and §5655 (a payment settles assessments first). Records and private
 * matters are not yet kept as data for this pack. A starting point for counsel, not legal advice.
 */
import { RULE_PACK_DISCLAIMER, type RulePack } from './types';

export const CALIFORNIA_DAVIS_STIRLING: RulePack = {
  id: 'ca-davis-stirling',
  name: 'California common interest development (Davis-Stirling Act)',
  jurisdiction: 'California, United States',
  disclaimer: RULE_PACK_DISCLAIMER,
  categories: [],
  privateMatters: [],
  meetingNotices: [
    { kind: 'owner', days: 10, citation: 'Cal. Civ. Code §5115(a)', emergencyAllowed: false },
    {
      kind: 'board',
      days: 4,
      citation: 'Cal. Civ. Code §4920(a)',
      emergencyAllowed: true,
      emergencyCitation: 'Cal. Civ. Code §4923 (emergency meeting)',
    },
  ],
  consent: { consentRequired: true, askYearly: false, citation: 'Cal. Civ. Code §4055 (electronic delivery with consent)' },
  ledger: {
    // Assessments first; only once they are paid in full do fees, costs, late charges and interest.
    paymentOrder: [
      ['assessment', 'special-assessment'],
      ['costs', 'late-fee', 'interest', 'fine', 'other'],
    ],
    paymentOrderCitation: 'Cal. Civ. Code §5655(a)',
    // A returned cheque's service charge: at most $25 for the first (Civil Code §1719(a)(1)).
    returnedPaymentFee: { tiers: [{ upToCents: null, feeCents: 2_500 }], citation: 'Cal. Civ. Code §1719(a)(1)' },
  },
};
