/** No jurisdiction chosen: no required records and no statutory notice periods (docs/requirements.md, "Official records and rule packs"). */
import { RULE_PACK_DISCLAIMER, type RulePack } from './types';

export const NO_RULE_PACK: RulePack = {
  id: 'none',
  name: 'No rule pack',
  jurisdiction: 'None',
  disclaimer: RULE_PACK_DISCLAIMER,
  categories: [],
  privateMatters: [],
  meetingNotices: [],
  consent: { consentRequired: false, askYearly: false, citation: '' },
  // No statute: a payment settles the oldest charge first, whatever its kind; no returned-payment fee.
  ledger: {
    paymentOrder: [['assessment', 'special-assessment', 'late-fee', 'interest', 'costs', 'fine', 'other']],
    paymentOrderCitation: '',
    returnedPaymentFee: null,
  },
};
