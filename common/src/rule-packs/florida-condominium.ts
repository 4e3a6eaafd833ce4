/**
 * Florida condominium associations, chapter 718, Florida Statutes (as amended through 2025, HB 913).
 * Read from §718.111(12) (official records and the website), §718.112(2)(c)–(d) (meeting notices).
 * Categories are the pack's reading of §718.111(12)(g)2 (what the website must hold; a record is posted
 * within 30 days of being made or received, §718.111(12)(g)2) and private matters of §718.111(12)(c)5.
 * This pack is a starting point for the association's counsel, not legal advice.
 */
import { floridaLedger } from './florida-ledger';
import { RULE_PACK_DISCLAIMER, type RulePack } from './types';

const G2 = '§718.111(12)(g)2';
const C5 = '§718.111(12)(c)5';

export const FLORIDA_CONDOMINIUM: RulePack = {
  id: 'fl-718',
  name: 'Florida condominium (chapter 718)',
  jurisdiction: 'Florida, United States',
  disclaimer: RULE_PACK_DISCLAIMER,
  categories: [
    {
      key: 'declaration',
      label: 'Declaration of condominium and amendments',
      citation: `${G2}.a, Fla. Stat.`,
      audience: 'owners',
      required: true,
      postWithinDays: 30,
    },
    {
      key: 'bylaws',
      label: 'Bylaws and amendments',
      citation: `${G2}.b, Fla. Stat.`,
      audience: 'owners',
      required: true,
      postWithinDays: 30,
    },
    {
      key: 'articles',
      label: 'Articles of incorporation and amendments',
      citation: `${G2}.c, Fla. Stat.`,
      audience: 'owners',
      required: true,
      postWithinDays: 30,
    },
    {
      key: 'rules',
      label: 'Rules of the association',
      citation: `${G2}.d, Fla. Stat.`,
      audience: 'owners',
      required: true,
      postWithinDays: 30,
    },
    {
      key: 'contracts',
      label: 'Contracts, and bids received in the past year',
      citation: `${G2}.e, Fla. Stat.`,
      audience: 'owners',
      required: true,
      postWithinDays: 30,
    },
    {
      key: 'budget',
      label: 'Annual budget and proposed budgets',
      citation: `${G2}.f, Fla. Stat.`,
      audience: 'owners',
      required: true,
      postWithinDays: 30,
    },
    {
      key: 'financial-report',
      label: 'Annual financial report',
      citation: `${G2}.g, Fla. Stat.`,
      audience: 'owners',
      required: true,
      postWithinDays: 30,
    },
    {
      key: 'director-certification',
      label: "Directors' certifications",
      citation: `${G2}.h, Fla. Stat.`,
      audience: 'owners',
      required: true,
      postWithinDays: 30,
    },
    {
      key: 'conflict-of-interest',
      label: 'Contracts with directors and conflicts of interest',
      citation: `${G2}.i–j, Fla. Stat.`,
      audience: 'owners',
      required: false,
      postWithinDays: 30,
    },
    // Posted 14 days before the meeting (§718.112(2)(d)3); the meetings module checks that clock.
    {
      key: 'meeting-notices',
      label: "Notices and agendas of owners' meetings",
      citation: `${G2}.k, Fla. Stat.`,
      audience: 'public',
      required: false,
    },
    {
      key: 'meeting-documents',
      label: 'Documents to be voted on at a meeting',
      citation: `${G2}.l, Fla. Stat.`,
      audience: 'owners',
      required: false,
    },
    {
      key: 'inspection-reports',
      label: 'Inspection reports (milestone inspections included)',
      citation: `${G2}.m, Fla. Stat.; §553.899, Fla. Stat.`,
      audience: 'owners',
      required: false,
      postWithinDays: 30,
    },
    {
      key: 'reserve-study',
      label: 'Structural integrity reserve study',
      citation: `${G2}.n, Fla. Stat.; §718.112(2)(g)`,
      audience: 'owners',
      required: false,
      postWithinDays: 30,
    },
    {
      key: 'building-permits',
      label: 'Building permits for ongoing or planned work',
      citation: `${G2}.o, Fla. Stat.`,
      audience: 'owners',
      required: false,
      postWithinDays: 30,
    },
    {
      key: 'insurance',
      label: 'Current insurance policies',
      citation: `${G2}, Fla. Stat. (as amended 2025)`,
      audience: 'owners',
      required: true,
      postWithinDays: 30,
    },
    {
      key: 'minutes',
      label: 'Approved minutes of board meetings (last 12 months)',
      citation: `${G2}, Fla. Stat. (as amended 2025)`,
      audience: 'owners',
      required: true,
      postWithinDays: 30,
      keepPostedMonths: 12,
    },
    {
      key: 'recordings',
      label: 'Recordings of meetings held by video conference (last 12 months)',
      citation: '§718.112(2)(c)6 and §718.111(12)(g)2, Fla. Stat. (as amended 2025)',
      audience: 'owners',
      required: false,
      postWithinDays: 30,
      keepPostedMonths: 12,
    },
    // Records the statute keeps from owners: the board's only (docs/requirements.md, "Official records and rule packs").
    {
      key: 'confidential',
      label: 'Records kept from owners (privileged, personnel, medical)',
      citation: `${C5}, Fla. Stat.`,
      audience: 'board',
      required: false,
    },
  ],
  privateMatters: [
    { key: 'attorney-client', label: 'Attorney-client privileged records and work product', citation: `${C5}.a, Fla. Stat.` },
    {
      key: 'sale-lease-approval',
      label: 'Information obtained in approving a lease, sale or transfer of a unit',
      citation: `${C5}.b, Fla. Stat.`,
    },
    { key: 'personnel', label: 'Personnel records of association or management employees', citation: `${C5}.c, Fla. Stat.` },
    { key: 'medical', label: "Owners' medical records", citation: `${C5}.d, Fla. Stat.` },
    {
      key: 'personal-identifiers',
      label:
        "Social security, driver's licence and credit card numbers; owners' e-mail addresses, phone numbers and emergency contacts not consented to",
      citation: `${C5}.e, Fla. Stat.`,
    },
    { key: 'security', label: 'Electronic security measures (passwords, access codes)', citation: `${C5}.f, Fla. Stat.` },
    { key: 'software', label: "The association's software and operating systems", citation: `${C5}.g, Fla. Stat.` },
  ],
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
  ledger: floridaLedger('§718.116(3)'),
};
