/**
 * The roster's answer is cached per account (docs/requirements.md §15, "Who speaks for a unit"), and a change of
 * the roster takes effect at once: an administrator withdrawing an owner's verification shuts the minutes on the
 * very next read, giving it back opens them, and a unit's member row removed by a direct query (not the document
 * service) ends the owner's vote at once — unless its transaction rolls back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { createMembers, expectJson, expectRefused, type Members } from './support';
import { rosterKeyOf, type Resident } from '../../src/api/unit/services/roster';
import type { PortalUser } from '../../src/identity/front-door';

let portal: TestPortal;
let members: Members;

beforeAll(async () => {
  portal = await startPortal();
  members = await createMembers(portal, 'rc');
}, 300_000);
afterAll(async () => {
  await portal?.stop();
});

/** A new owner account, on the roster for a new unit of Cache Lane. */
async function ownerOfNewUnit(username: string, number: string) {
  const { profile, token, user } = await createAccount(portal, username, ['owner']);
  const unit = await portal.strapi.db
    .query('api::unit.unit')
    .create({ data: { number, street: 'Cache Lane', entitlement: 1, rosterKey: rosterKeyOf(number, 'Cache Lane') } });
  await portal.strapi.db
    .query('api::profile.profile')
    .update({ where: { id: profile.id }, data: { unitNumber: number, streetName: 'Cache Lane' } });
  const member = await portal.strapi.db
    .query('api::unit.unit-member')
    .create({ data: { unitId: unit.id, relation: 'owner', profileId: profile.id } });
  return { token, user, unit, member };
}

describe('the roster’s cached answer', () => {
  it('stops the minutes at once when the verification is withdrawn, and the vote when the membership goes', async () => {
    const { token, user, unit, member } = await ownerOfNewUnit('rcreader', '7');
    const minutes = () => portal.request('GET', '/api/document', { token, headers: { docType: 'minutes' } });
    const standing = async () => expectJson(await portal.request('GET', '/api/profile/standing', { token }), 200);

    // Read twice: the second answer comes from the cache.
    for (let i = 0; i < 2; i++) expect((await minutes()).status).toBe(200);
    expect(await standing()).toMatchObject({ verified: true, voter: true, minutes: true, unit: { id: unit.id } });

    const own = await expectJson(
      await portal.request('GET', '/api/profile', { token: members.admin.token, headers: { userId: String(user.id) } }),
      200,
    );
    const verify = async (authenticated: boolean) =>
      expectJson(
        await portal.request('PUT', '/api/profile/updaterange', {
          token: members.admin.token,
          json: { models: [{ ...own, unitNumber: '7', streetName: 'Cache Lane', authenticated }] },
        }),
        200,
      );
    await verify(false);
    await expectRefused(await minutes(), 403, Messages.forbidden);
    expect(await standing()).toMatchObject({ verified: false, voter: false, minutes: false });

    await verify(true);
    expect((await minutes()).status).toBe(200);
    expect(await standing()).toMatchObject({ verified: true, voter: true });

    // A direct query's delete rolled back: the member stays, and so does the cached vote.
    const version = async () =>
      Number((await portal.strapi.db.connection('hearth_content_versions').where({ uid: 'hearth::roster' }).first('version'))?.version);
    const before = await version();
    await expect(
      portal.strapi.db.transaction(async () => {
        await portal.strapi.db.query('api::unit.unit-member').delete({ where: { id: member.id } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(before);
    expect(await standing()).toMatchObject({ voter: true, unit: { id: unit.id } });

    // A direct query, not the document service: the roster's version is bumped all the same.
    await portal.strapi.db.query('api::unit.unit-member').delete({ where: { id: member.id } });
    expect(await version()).toBe(before + 1);
    expect(await standing()).toMatchObject({ voter: false, unit: null });
  });

  it('is parsed once per cached answer and shared read-only, until a write makes a new one', async () => {
    const { user, unit } = await ownerOfNewUnit('rcshared', '9');
    const caller = { id: Number(user.id), roles: ['owner'], username: 'rcshared' } as PortalUser;
    const roster = portal.strapi.service('api::unit.roster') as unknown as { currentResident(u: PortalUser): Promise<Resident> };

    const first = await roster.currentResident(caller);
    const second = await roster.currentResident(caller);
    expect(second.unit).toBe(first.unit);
    expect(Object.isFrozen(first.unit)).toBe(true);
    // One caller cannot change what the next one reads.
    expect(() => Object.assign(first.unit!, { number: '10' })).toThrow(TypeError);
    expect((await roster.currentResident(caller)).unit).toMatchObject({ id: unit.id, number: '9' });

    await portal.strapi.db.query('api::unit.unit').update({ where: { id: unit.id }, data: { entitlement: 2 } });
    const after = await roster.currentResident(caller);
    expect(after.unit).not.toBe(first.unit);
    expect(after.unit).toMatchObject({ id: unit.id, entitlement: 2 });
  });
});
