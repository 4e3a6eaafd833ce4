/**
 * Florida condominium associations, chapter 718, Florida Statutes (as amended through 2025, HB 913).
 * Read from §718.111(12) (official records and the website), §718.112(2)(c)–(d) (meeting notices).
 * Categories and private matters are the pack's own reading of §718.111(12)(a), (c) and (g).
 */
import { RULE_PACK_DISCLAIMER, type RulePack } from './types';

export const FLORIDA_CONDOMINIUM: RulePack = {
  id: 'fl-718',
  name: 'Florida condominium (chapter 718)',
  jurisdiction: 'Florida, United States',
  disclaimer: RULE_PACK_DISCLAIMER,
  categories: [],
  privateMatters: [],
  meetingNotices: [
    {
      kind: 'owner',
      days: 14,
      citation: '§718.112(2)(d)3, Fla. Stat.',
      emergencyAllowed: false,
    },
    {
      kind: 'board',
      hours: 48,
      citation: '§718.112(2)(c)1, Fla. Stat.',
      emergencyAllowed: true,
      emergencyCitation: '§718.112(2)(c)1, Fla. Stat. (except in an emergency)',
    },
  ],
  recordsRequest: { days: 10, businessDays: true, citation: '§718.111(12)(c)1, Fla. Stat.' },
  consent: {
    consentRequired: true,
    askYearly: false,
    citation: '§718.112(2)(d)3 and §718.112(2)(d)3.b (electronic notice with written consent), Fla. Stat.',
  },
};
