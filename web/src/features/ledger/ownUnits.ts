/**
 * The units whose account "My Account" offers. The resident's standing names one unit (the one their
 * profile states); an owner of several is listed on each of them in the roster, which the board reads,
 * so a board member who owns several is offered each. Other owners read the standing's unit only:
 * no call answers a resident their other units.
 */
import type { ResidentStanding, RosterUnitView } from '@hearth/common';

export type OwnUnit = NonNullable<ResidentStanding['unit']>;

/** The standing's unit first, then the roster's units listing the profile as an owner, each once. */
export function ownUnits(standingUnit: OwnUnit | null, roster: readonly RosterUnitView[] | undefined, profileId: number | null): OwnUnit[] {
  const units: OwnUnit[] = standingUnit ? [standingUnit] : [];
  if (!roster || profileId === null) return units;
  for (const unit of roster) {
    const owned = unit.members.some((m) => m.relation === 'owner' && m.profileId === profileId);
    if (owned && !units.some((u) => u.id === unit.id)) units.push({ id: unit.id, number: unit.number, street: unit.street });
  }
  return units;
}
