/**
 * One person at a time on "Admin: Units" (docs/requirements.md §15): administrators add, correct
 * and remove a person on a unit without a re-import. The roster says who speaks for a unit
 * (roster.ts, currentResident): a correction of the name keeps a registered person's standing,
 * another e-mail ends it, and removing the person ends it at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type RosterUnitView } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { createMembers, expectJson, expectRefused, type Members } from './support';

let portal: TestPortal;
let members: Members;

const unitIn = (roster: RosterUnitView[], number: string) => roster.find((u) => u.number === number)!;
const standing = async (token: string) => expectJson(await portal.request('GET', '/api/profile/standing', { token }), 200);

beforeAll(async () => {
  portal = await startPortal();
  members = await createMembers(portal, 'up');
});
afterAll(() => portal?.stop());

describe('one person at a time', () => {
  it('adds, corrects and removes a person; a registered person keeps their standing through a name correction and loses it when removed', async () => {
    const admin = members.admin.token;
    const roster: RosterUnitView[] = await expectJson(
      await portal.request('POST', '/api/units', { token: admin, json: { number: '501', street: 'Birch Lane' } }),
      200,
    );
    const unit = unitIn(roster, '501');
    // A tenant who registered: listed by hand, then linked (as an administrator's verification does).
    const tenant = await createAccount(portal, 'uptenantone', ['tenant']);
    await portal.strapi.db
      .query('api::profile.profile')
      .update({ where: { id: tenant.profile.id }, data: { unitNumber: '501', streetName: 'Birch Lane' } });
    const person = { relation: 'tenant', firstName: 'Uptenantone', lastName: 'Tester', email: 'uptenantone@example.org' };
    const added: RosterUnitView[] = await expectJson(
      await portal.request('POST', `/api/units/${unit.id}/members`, { token: admin, json: person }),
      201,
    );
    const listed = unitIn(added, '501').members[0];
    expect(listed).toMatchObject({ relation: 'tenant', email: 'uptenantone@example.org', registered: false });
    await portal.strapi.db.query('api::unit.unit-member').update({ where: { id: listed.id }, data: { profileId: tenant.profile.id } });
    expect((await standing(tenant.token)).unit).toMatchObject({ number: '501', street: 'Birch Lane' });

    // A name corrected: the same person, still linked, still speaking for the unit.
    const corrected: RosterUnitView[] = await expectJson(
      await portal.request('PUT', `/api/units/members/${listed.id}`, { token: admin, json: { ...person, lastName: 'Tester-Roy' } }),
      200,
    );
    expect(unitIn(corrected, '501').members).toMatchObject([{ id: listed.id, lastName: 'Tester-Roy', registered: true }]);
    expect((await standing(tenant.token)).unit).toMatchObject({ number: '501' });

    // Bad values and unknown ids change nothing.
    await expectRefused(
      await portal.request('PUT', `/api/units/members/${listed.id}`, { token: admin, json: { ...person, email: 'not an address' } }),
      400,
    );
    await expectRefused(
      await portal.request('PUT', `/api/units/members/999999`, { token: admin, json: person }),
      404,
      Messages.personNotFound,
    );
    await expectRefused(
      await portal.request('POST', `/api/units/999999/members`, { token: admin, json: person }),
      404,
      Messages.unitNotFound,
    );
    await expectRefused(
      await portal.request('POST', `/api/units/${unit.id}/members`, { token: members.director.token, json: person }),
      403,
    );
    expect(unitIn(await expectJson(await portal.request('GET', '/api/units', { token: admin }), 200), '501').members).toHaveLength(1);

    // Removed: the person no longer speaks for the unit, at once.
    const removed: RosterUnitView[] = await expectJson(
      await portal.request('DELETE', `/api/units/members/${listed.id}`, { token: admin }),
      200,
    );
    expect(unitIn(removed, '501').members).toEqual([]);
    const after = await standing(tenant.token);
    expect(after.unit).toBeNull();
    expect(after.relation).toBeNull();
    await expectRefused(await portal.request('DELETE', `/api/units/members/${listed.id}`, { token: admin }), 404, Messages.personNotFound);
  });

  it('another e-mail is another person: the link ends; an owner who registered before is matched, verified and linked when listed', async () => {
    const admin = members.admin.token;
    const roster: RosterUnitView[] = await expectJson(
      await portal.request('POST', '/api/units', { token: admin, json: { number: '502', street: 'Birch Lane' } }),
      200,
    );
    const unit = unitIn(roster, '502');
    // An owner who registered before the roster listed them, not yet verified.
    const owner = await createAccount(portal, 'upownerone', ['owner']);
    await portal.strapi.db
      .query('api::profile.profile')
      .update({ where: { id: owner.profile.id }, data: { unitNumber: '502', streetName: 'Birch Lane', authenticated: false } });
    expect((await standing(owner.token)).unit).toBeNull();
    const person = { relation: 'owner', firstName: 'Upownerone', lastName: 'Tester', email: 'UpOwnerOne@example.org' };
    const added: RosterUnitView[] = await expectJson(
      await portal.request('POST', `/api/units/${unit.id}/members`, { token: admin, json: person }),
      201,
    );
    const listed = unitIn(added, '502').members[0];
    expect(listed).toMatchObject({ email: 'upownerone@example.org', registered: true, profileId: owner.profile.id });
    const now = await standing(owner.token);
    expect(now).toMatchObject({ verified: true, relation: 'owner' });
    expect(now.unit).toMatchObject({ number: '502' });

    // Another e-mail: no longer this owner's place on the roster.
    const moved: RosterUnitView[] = await expectJson(
      await portal.request('PUT', `/api/units/members/${listed.id}`, {
        token: admin,
        json: { ...person, firstName: 'Someone', email: 'someone.else@example.org' },
      }),
      200,
    );
    expect(unitIn(moved, '502').members).toMatchObject([
      { id: listed.id, email: 'someone.else@example.org', registered: false, profileId: null },
    ]);
    expect((await standing(owner.token)).unit).toBeNull();
  });
});
