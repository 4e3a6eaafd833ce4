/**
 * The ledger's kinds in words, written once: the owners' and administrators' screens show them through
 * useCommonText(), the statement and the estoppel certificate print them, each in the reader's language
 * (common/src/i18n/labels.<locale>.ts). The records keep the codes; only these words are shown.
 */
import type { EstoppelRequester } from './ledger-dues';
import type { ChargeKind } from './rule-packs/types';

/** What a charge is: "Assessment", "Late fee". */
export const CHARGE_KIND_LABELS: Readonly<Record<ChargeKind, string>> = {
  assessment: 'Assessment',
  'special-assessment': 'Special assessment',
  'late-fee': 'Late fee',
  interest: 'Interest',
  costs: 'Costs',
  fine: 'Fine',
  other: 'Charge',
};

/** Who asked for an estoppel certificate. */
export const ESTOPPEL_REQUESTER_LABELS: Readonly<Record<EstoppelRequester, string>> = {
  owner: 'Owner',
  'title-company': 'Title company',
  'closing-agent': 'Closing agent',
};
