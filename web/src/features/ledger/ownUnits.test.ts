import { describe, expect, it } from 'vitest';
import type { RosterUnitView } from '@hearth/common';
import { ownUnits } from './ownUnits';

const member = (relation: 'owner' | 'tenant', profileId: number | null) => ({
  id: profileId ?? 0,
  relation,
  firstName: 'Jane',
  lastName: 'Doe',
  email: '',
  profileId,
  registered: profileId !== null,
  invitedAt: null,
});
const unit = (id: number, members: RosterUnitView['members']): RosterUnitView => ({
  id,
  number: String(id),
  street: 'Maple Court',
  entitlement: 1,
  members,
});

describe('ownUnits', () => {
  const standing = { id: 2, number: '2', street: 'Maple Court' };
  it("is the standing's unit alone without the roster", () => {
    expect(ownUnits(standing, undefined, 4)).toEqual([standing]);
    expect(ownUnits(null, undefined, null)).toEqual([]);
  });
  it("adds the roster's units where the profile is an owner, the standing's first and each once", () => {
    const roster = [
      unit(1, [member('owner', 4)]),
      unit(2, [member('owner', 4)]),
      unit(3, [member('tenant', 4)]),
      unit(5, [member('owner', 9)]),
    ];
    expect(ownUnits(standing, roster, 4).map((u) => u.id)).toEqual([2, 1]);
  });
  it('matches no unregistered owner', () => {
    expect(ownUnits(null, [unit(1, [member('owner', null)])], null)).toEqual([]);
  });
});
