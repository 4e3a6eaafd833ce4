/**
 * Florida homeowners' associations, chapter 720, Florida Statutes. Read from §720.303(2) (board meeting
 * notice), §720.303(4)–(5) (official records, website for 100 or more parcels) and §720.306(5) (annual
 * meeting notice). Categories are the pack's reading of §720.303(4)(b)1 (no posting deadline is stated
 * there), private matters of §720.303(5)(c). A starting point for the association's counsel, not legal advice.
 */
import { floridaLedger } from './florida-ledger';
import { RULE_PACK_DISCLAIMER, type RulePack } from './types';

const B1 = '§720.303(4)(b)1';
const C5 = '§720.303(5)(c)';

export const FLORIDA_HOA: RulePack = {
  id: 'fl-720',
  name: "Florida homeowners' association (chapter 720)",
  jurisdiction: 'Florida, United States',
  disclaimer: RULE_PACK_DISCLAIMER,
  categories: [
    {
      key: 'articles',
      label: 'Articles of incorporation and amendments',
      citation: `${B1}.a, Fla. Stat.`,
      audience: 'owners',
      required: true,
    },
    { key: 'bylaws', label: 'Bylaws and amendments', citation: `${B1}.b, Fla. Stat.`, audience: 'owners', required: true },
    {
      key: 'declaration',
      label: 'Declaration of covenants and amendments',
      citation: `${B1}.c, Fla. Stat.`,
      audience: 'owners',
      required: true,
    },
    { key: 'rules', label: 'Rules of the association', citation: `${B1}.d, Fla. Stat.`, audience: 'owners', required: true },
    {
      key: 'contracts',
      label: 'Executory contracts, and bids received in the past year',
      citation: `${B1}.e, Fla. Stat.`,
      audience: 'owners',
      required: true,
    },
    { key: 'budget', label: 'Annual budget and proposed budgets', citation: `${B1}.f, Fla. Stat.`, audience: 'owners', required: true },
    {
      key: 'financial-report',
      label: 'Financial report and statements to be considered',
      citation: `${B1}.g, Fla. Stat.`,
      audience: 'owners',
      required: true,
    },
    { key: 'insurance', label: 'Current insurance policies', citation: `${B1}.h, Fla. Stat.`, audience: 'owners', required: true },
    {
      key: 'director-certification',
      label: "Directors' certifications",
      citation: `${B1}.i, Fla. Stat.`,
      audience: 'owners',
      required: true,
    },
    {
      key: 'director-contracts',
      label: 'Contracts and transactions with directors and officers',
      citation: `${B1}.j, Fla. Stat.`,
      audience: 'owners',
      required: false,
    },
    { key: 'conflict-of-interest', label: 'Conflicts of interest', citation: `${B1}.k, Fla. Stat.`, audience: 'owners', required: false },
    // Posted 14 days before the meeting (§720.306(5)); the meetings module checks that clock.
    {
      key: 'meeting-notices',
      label: "Notices and agendas of members' meetings",
      citation: `${B1}.l, Fla. Stat.`,
      audience: 'public',
      required: false,
    },
    {
      key: 'meeting-documents',
      label: 'Documents to be voted on at a meeting',
      citation: `${B1}.m, Fla. Stat.`,
      audience: 'owners',
      required: false,
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
    { key: 'attorney-client', label: 'Attorney-client privileged records and work product', citation: `${C5}1, Fla. Stat.` },
    {
      key: 'sale-lease-approval',
      label: 'Information obtained in approving a lease, sale or transfer of a parcel',
      citation: `${C5}2, Fla. Stat.`,
    },
    { key: 'personnel', label: 'Disciplinary, health, insurance and personnel records of employees', citation: `${C5}3, Fla. Stat.` },
    { key: 'medical', label: "Owners' and residents' medical records", citation: `${C5}4, Fla. Stat.` },
    {
      key: 'personal-identifiers',
      label: "Social security, driver's licence and credit card numbers; e-mail addresses, phone numbers and emergency contacts",
      citation: `${C5}5, Fla. Stat.`,
    },
    { key: 'security', label: 'Electronic security measures (passwords, access codes)', citation: `${C5}6, Fla. Stat.` },
    { key: 'software', label: "The association's software and operating systems", citation: `${C5}7, Fla. Stat.` },
  ],
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
  ledger: floridaLedger('§720.3085(3)(b)'),
};
