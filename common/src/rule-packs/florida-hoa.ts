/**
 * Florida homeowners' associations, chapter 720, Florida Statutes. Read from §720.303(2) (board meeting
 * notice), §720.303(4)–(5) (official records, website for 100 or more parcels) and §720.306(5) (annual
 * meeting notice).
 */
import { RULE_PACK_DISCLAIMER, type RulePack } from './types';

export const FLORIDA_HOA: RulePack = {
  id: 'fl-720',
  name: "Florida homeowners' association (chapter 720)",
  jurisdiction: 'Florida, United States',
  disclaimer: RULE_PACK_DISCLAIMER,
  categories: [],
  privateMatters: [],
  meetingNotices: [
    { kind: 'owner', days: 14, citation: '§720.306(5), Fla. Stat.', emergencyAllowed: false },
    {
      kind: 'board',
      hours: 48,
      citation: '§720.303(2)(c)1, Fla. Stat.',
      emergencyAllowed: true,
      emergencyCitation: '§720.303(2)(c)1, Fla. Stat. (except in an emergency)',
    },
  ],
  recordsRequest: { days: 10, businessDays: true, citation: '§720.303(5)(a), Fla. Stat.' },
  consent: {
    consentRequired: true,
    askYearly: false,
    citation: '§720.303(2)(c)1 and §720.306(5), Fla. Stat. (electronic notice with consent)',
  },
};
