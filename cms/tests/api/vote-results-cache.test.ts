/**
 * A closed vote's results are built once and kept (docs/requirements.md §16): on a real portal and
 * database, the kept answer is byte for byte the one built from the tables, for every reader who
 * may see it, while a reader who may not is refused as before; a ballot after close changes
 * nothing; the roster's units it shows and the association's zone show their change on the very
 * next read. A paper ballot looks up its one unit and that unit's voting owners: the same owners
 * the rule for all of them gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VoteMessages as M } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { aVote, createMembers, expectJson, expectRefused, type Members } from './support';
import { rosterKeyOf } from '../../src/api/unit/services/roster';
import type rosterService from '../../src/api/unit/services/roster';

let portal: TestPortal;
let members: Members;
let streets = 0;

const roster = () => portal.strapi.service('api::unit.roster') as ReturnType<typeof rosterService>;

async function rosterUnit(entitlement = 1, street = `Cache Street ${++streets}`, number = '1') {
  const unit = await portal.strapi.db
    .query('api::unit.unit')
    .create({ data: { number, street, entitlement, rosterKey: rosterKeyOf(number, street) } });
  return Number(unit.id);
}

async function ownerOf(unitId: number, username: string, relation = 'owner') {
  const { profile, token, user } = await createAccount(portal, username, [relation]);
  await portal.strapi.db.query('api::unit.unit-member').create({ data: { unitId, relation, profileId: profile.id } });
  return { token, profileId: Number(profile.id), userId: Number(user.id) };
}

/** The results as the caller receives them: status and the answer's bytes. */
const resultsText = async (voteId: number, token: string) => {
  const response = await portal.request('GET', `/api/votes/${voteId}/results`, { token });
  return { status: response.status, text: await response.text() };
};

beforeAll(async () => {
  // Versions re-read once a minute: in this process a write makes the kept answer stale at once all the same.
  portal = await startPortal({ PUBLIC_CACHE_CHECK_MS: '60000' });
  members = await createMembers(portal, 'rk');
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

describe("a closed vote's kept results", () => {
  it.each([false, true])('secret %s: the same bytes built and kept, for each reader; a refused reader stays refused', async (secret) => {
    const units = [await rosterUnit(1.5), await rosterUnit(2.25), await rosterUnit(1)];
    const voters = [await ownerOf(units[0], `rk${secret}a`), await ownerOf(units[1], `rk${secret}b`)];
    const vote = await expectJson(
      await portal.request('POST', '/api/votes', { token: members.admin.token, json: aVote({ secret, title: `Kept ${secret}` }) }),
      201,
    );
    for (const [i, voter] of voters.entries()) {
      await expectJson(
        await portal.request('POST', `/api/votes/${vote.id}/ballots`, { token: voter.token, json: { answers: [i ? 'no' : 'yes'] } }),
        201,
      );
    }
    await expectJson(
      await portal.request('POST', `/api/votes/${vote.id}/paper-ballots`, {
        token: members.admin.token,
        json: { unitId: units[2], answers: ['yes'] },
      }),
      201,
    );
    await expectJson(
      await portal.request('POST', `/api/votes/${vote.id}/close`, { token: members.director.token, json: { reason: 'Done' } }),
      200,
    );

    // The first read builds the answer from the tables; the next ones are given the kept one.
    const built = await resultsText(vote.id, members.director.token);
    expect(built.status, built.text).toBe(200);
    const body = JSON.parse(built.text);
    expect(body).toMatchObject({ final: true, paperBallots: 1, participation: { units: 3 } });
    expect(body.receipts === null).toBe(!secret);
    expect(await resultsText(vote.id, members.director.token)).toEqual(built);
    for (const token of [members.admin.token, members.owner.token, voters[0].token]) {
      expect(await resultsText(vote.id, token)).toEqual(built);
    }
    // A tenant does not see a vote whose results are not for residents, kept or not.
    await expectRefused(await portal.request('GET', `/api/votes/${vote.id}/results`, { token: members.tenant.token }), 404);

    // A ballot after close is refused and changes nothing.
    await expectRefused(
      await portal.request('POST', `/api/votes/${vote.id}/paper-ballots`, {
        token: members.admin.token,
        json: { unitId: units[0], answers: ['no'] },
      }),
      409,
      M.notOpen,
    );
    expect(await resultsText(vote.id, members.director.token)).toEqual(built);

    // Built again from the tables after a roster write (a unit added, then removed): the same bytes.
    const passing = await rosterUnit(1);
    await portal.strapi.db.query('api::unit.unit').delete({ where: { id: passing } });
    expect(await resultsText(vote.id, members.director.token)).toEqual(built);

    // The recount reads the tables, and agrees with the kept answer.
    const recount = await expectJson(await portal.request('GET', `/api/votes/${vote.id}/recount`, { token: members.admin.token }), 200);
    expect(recount.agrees).toBe(true);
    expect(recount.questions[0].choices.map((c: { stored: { units: number } }) => c.stored.units)).toEqual(
      body.questions[0].choices.map((c: { units: number }) => c.units),
    );
  });

  it("shows a roster change and the association's zone on the very next read", async () => {
    const unit = await rosterUnit(1);
    const voter = await ownerOf(unit, 'rkroster');
    const vote = await expectJson(
      await portal.request('POST', '/api/votes', { token: members.admin.token, json: aVote({ counting: 'entitlement', title: 'Roster' }) }),
      201,
    );
    await expectJson(
      await portal.request('POST', `/api/votes/${vote.id}/ballots`, { token: voter.token, json: { answers: ['yes'] } }),
      201,
    );
    await expectJson(
      await portal.request('POST', `/api/votes/${vote.id}/close`, { token: members.director.token, json: { reason: 'Done' } }),
      200,
    );
    const read = async () => JSON.parse((await resultsText(vote.id, members.director.token)).text);
    const before = await read();
    const yes = () => portal.strapi.db.connection('hearth_vote_tallies').where({ vote_id: vote.id, question: 0, choice: 'yes' });

    // The answer is kept: a tally changed behind the portal's back (nothing of the portal changes a
    // closed vote's) is not read again...
    await yes().update({ units: 5 });
    expect(await read()).toEqual(before);

    // ...until a unit is added to the roster (a direct query, not the document service): that write
    // makes the kept answer stale, and the next read shows the unit and builds from the tables.
    const version = async () =>
      Number(
        (await portal.strapi.db.connection('hearth_content_versions').where({ uid: 'hearth::vote-results' }).first('version'))?.version ??
          0,
      );
    const versionBefore = await version();
    const added = await rosterUnit(0.125);
    expect(await version()).toBe(versionBefore + 1);
    const after = await read();
    expect(after.participation.totalUnits).toBe(before.participation.totalUnits + 1);
    expect(after.participation.totalWeight).toBeCloseTo(before.participation.totalWeight + 0.125, 4);
    expect(after.weightDecimals).toBe(Math.max(3, before.weightDecimals));
    expect(after.questions[0].choices.find((c: { choice: string }) => c.choice === 'yes').units).toBe(5);

    // The tally put back and the unit removed: as before, at once.
    await yes().update({ units: 1 });
    await portal.strapi.db.query('api::unit.unit').delete({ where: { id: added } });
    expect(await read()).toEqual(before);

    // The association's zone is read on every read, the count kept or not.
    const settings = portal.strapi.db.query('api::site-setting.site-setting');
    const setting = await settings.findOne({ select: ['id', 'timeZone'] });
    await settings.update({ where: { id: setting.id }, data: { timeZone: 'Asia/Kolkata' } });
    expect((await read()).association.timeZone).toBe('Asia/Kolkata');
    await settings.update({ where: { id: setting.id }, data: { timeZone: setting.timeZone } });
    expect(await read()).toEqual(before);
  });
});

describe("a paper ballot's one unit", () => {
  it('names the same voting owners as the rule for every owner: the unit each votes for, confirmed, with an account', async () => {
    const street = 'Owner Lane';
    const [a, b, c] = [await rosterUnit(1, street, '1'), await rosterUnit(1, street, '2'), await rosterUnit(1, street, '3')];
    await ownerOf(a, 'rkowna');
    await ownerOf(a, 'rkownb');
    await ownerOf(a, 'rkrenter', 'tenant');
    // Linked to a and b as owner, stating b: votes for b only.
    const both = await ownerOf(b, 'rkboth');
    await portal.strapi.db.query('api::unit.unit-member').create({ data: { unitId: a, relation: 'owner', profileId: both.profileId } });
    await portal.strapi.db
      .query('api::profile.profile')
      .update({ where: { id: both.profileId }, data: { unitNumber: '2', streetName: street } });
    // Not confirmed: votes for none.
    const unconfirmed = await ownerOf(c, 'rkunconfirmed');
    await portal.strapi.db.query('api::profile.profile').update({ where: { id: unconfirmed.profileId }, data: { authenticated: false } });

    const all = await roster().votingOwners();
    for (const unitId of [a, b, c]) {
      const one = await roster().votingOwnersOf(unitId);
      const expected = all.filter((o) => o.unitId === unitId);
      expect(one.sort((x, y) => x.profileId - y.profileId)).toEqual(expected.sort((x, y) => x.profileId - y.profileId));
    }
    expect((await roster().votingOwnersOf(a)).length).toBe(2);
    expect(await roster().votingOwnersOf(b)).toEqual([{ userId: both.userId, profileId: both.profileId, unitId: b }]);
    expect(await roster().votingOwnersOf(c)).toEqual([]);
    expect(await roster().unit(a)).toMatchObject({ id: a, number: '1', street, entitlement: 1 });
    expect(await roster().unit(-1)).toBeNull();
  });

  it('a paper ballot for a unit not on the roster is a 400 and stores nothing', async () => {
    const vote = await expectJson(await portal.request('POST', '/api/votes', { token: members.admin.token, json: aVote() }), 201);
    await expectRefused(
      await portal.request('POST', `/api/votes/${vote.id}/paper-ballots`, {
        token: members.admin.token,
        json: { unitId: 987654, answers: ['yes'] },
      }),
      400,
      M.unitNotOnRoster,
    );
    const detail = await expectJson(await portal.request('GET', `/api/votes/${vote.id}`, { token: members.admin.token }), 200);
    expect(detail.participation.units).toBe(0);
  });
});
