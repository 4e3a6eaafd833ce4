/** The rule packs, one file per jurisdiction; the site setting `rulePack` chooses one (docs/requirements.md, "Official records and rule packs"). */
import { CALIFORNIA_DAVIS_STIRLING } from './california';
import { FLORIDA_CONDOMINIUM } from './florida-condominium';
import { FLORIDA_HOA } from './florida-hoa';
import { NO_RULE_PACK } from './none';
import type { RulePack, RulePackId } from './types';

export * from './types';

export const RULE_PACKS: Readonly<Record<RulePackId, RulePack>> = {
  none: NO_RULE_PACK,
  'fl-718': FLORIDA_CONDOMINIUM,
  'fl-720': FLORIDA_HOA,
  'ca-davis-stirling': CALIFORNIA_DAVIS_STIRLING,
};

export const rulePackById = (id: string | null | undefined): RulePack =>
  (RULE_PACKS as Record<string, RulePack | undefined>)[id ?? ''] ?? NO_RULE_PACK;
