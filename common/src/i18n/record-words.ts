import { RULE_PACKS } from '../rule-packs';

/**
 * The rule packs' names of the records categories and of the matters never posted, keyed by their English: the
 * packs (rule-packs/*.ts) alone hold the rules, a translation only the words. The screens show them through
 * useCommonText(), as the server sends them.
 */
export const RECORD_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(RULE_PACKS)
    .flatMap((pack) => [...pack.categories, ...pack.privateMatters])
    .map(({ label }) => [label, label]),
);
