/**
 * What is certified never changes: a vote's electorate is fixed when it opens, its results sealed
 * at the close (docs/requirements.md, "Votes"). On a real portal and database: adding, editing and
 * removing units on the roster after a vote opens, and after it closes, change nothing of its
 * results, CSV or PDF; the recount agrees; a unit added after the opening has no vote; the
 * association's zone is the one of the close. A paper ballot looks up its one unit and that
 * unit's voting owners: the same owners the rule for all of them gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VoteMessages as M } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { pdfText } from '../support/pdf-text';
import { atOnce } from '../../../testkit/at-once.mjs';
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
  portal = await startPortal();
  members = await createMembers(portal, 'rk');
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

const asAdmin = (method: string, path: string, json?: unknown) => portal.request(method, path, { token: members.admin.token, json });

/** What each reader is given of a closed vote: the results' bytes, the CSV's bytes and the PDF's text. */
async function certified(voteId: number) {
  const csv = await portal.request('GET', `/api/votes/${voteId}/results/csv`, { token: members.director.token });
  const pdf = await portal.request('GET', `/api/votes/${voteId}/results/pdf`, { token: members.director.token });
  expect([csv.status, pdf.status]).toEqual([200, 200]);
  return {
    results: await resultsText(voteId, members.director.token),
    csv: await csv.text(),
    pdf: await pdfText(Buffer.from(await pdf.arrayBuffer())),
  };
}

/** The roster changed as administrators change it: a unit added, one's entitlement edited (as in the panel), one removed. */
async function changeRoster(edited: number, removed: number, tag: string) {
  await expectJson(await asAdmin('POST', '/api/units', { number: '9', street: `Later Street ${tag}`, entitlement: 7 }), 200);
  const { documentId } = await portal.strapi.db.query('api::unit.unit').findOne({ where: { id: edited }, select: ['documentId'] });
  await portal.strapi.documents('api::unit.unit').update({ documentId, data: { entitlement: 9.5 } });
  await expectJson(await asAdmin('DELETE', `/api/units/${removed}`), 200);
}

describe("a vote's electorate and sealed results", () => {
  it.each([false, true])('secret %s: roster changes while open and after close change nothing; the recount agrees', async (secret) => {
    const units = [await rosterUnit(1.5), await rosterUnit(2.25), await rosterUnit(1), await rosterUnit(3), await rosterUnit(4)];
    const voters = [await ownerOf(units[0], `rk${secret}a`), await ownerOf(units[1], `rk${secret}b`)];
    const vote = await expectJson(
      await asAdmin('POST', '/api/votes', aVote({ secret, counting: 'entitlement', quorum: 0.5, title: `Sealed ${secret}` })),
      201,
    );
    const detail = async () => expectJson(await asAdmin('GET', `/api/votes/${vote.id}`), 200);
    const opened = await detail();
    expect(opened.recordDate).not.toBeNull();
    const electorate = opened.participation;
    // The dialog's question: which open votes hold this unit.
    expect(await expectJson(await asAdmin('GET', `/api/units/${units[3]}/open-votes`), 200)).toContainEqual({
      id: vote.id,
      title: `Sealed ${secret}`,
    });

    await expectJson(
      await portal.request('POST', `/api/votes/${vote.id}/ballots`, { token: voters[0].token, json: { answers: ['yes'] } }),
      201,
    );
    // While it runs: a unit added, an entitlement edited, a unit removed change nothing of the vote.
    await changeRoster(units[0], units[4], `${secret}-open`);
    expect((await detail()).participation).toEqual({ ...electorate, units: 1, weight: 1.5 });
    const latecomer = await ownerOf(await rosterUnit(1), `rk${secret}late`);
    await expectRefused(
      await portal.request('POST', `/api/votes/${vote.id}/ballots`, { token: latecomer.token, json: { answers: ['yes'] } }),
      403,
      M.notInElectorate,
    );
    await expectJson(
      await portal.request('POST', `/api/votes/${vote.id}/ballots`, { token: voters[1].token, json: { answers: ['no'] } }),
      201,
    );
    // Entered on paper for a unit the roster no longer lists: it is in the electorate.
    await expectJson(await asAdmin('POST', `/api/votes/${vote.id}/paper-ballots`, { unitId: units[4], answers: ['yes'] }), 201);
    await expectJson(await asAdmin('POST', `/api/votes/${vote.id}/close`, { reason: 'Done' }), 200);

    const sealed = await certified(vote.id);
    const body = JSON.parse(sealed.results.text);
    expect(body).toMatchObject({
      final: true,
      paperBallots: 1,
      participation: { units: 3, weight: 7.75, totalUnits: electorate.totalUnits, totalWeight: electorate.totalWeight },
    });
    expect(body.sealedAt).not.toBeNull();
    expect(body.questions[0].choices.find((c: { choice: string }) => c.choice === 'yes')).toEqual({ choice: 'yes', units: 2, weight: 5.5 });
    for (const token of [members.admin.token, members.owner.token, voters[0].token]) {
      expect(await resultsText(vote.id, token)).toEqual(sealed.results);
    }
    // A tenant does not see a vote whose results are not for residents.
    await expectRefused(await portal.request('GET', `/api/votes/${vote.id}/results`, { token: members.tenant.token }), 404);
    // A ballot after close is refused and changes nothing.
    await expectRefused(
      await asAdmin('POST', `/api/votes/${vote.id}/paper-ballots`, { unitId: units[2], answers: ['no'] }),
      409,
      M.notOpen,
    );

    // After the close: the roster changed again, the association's zone too, a tally behind the portal's back.
    await changeRoster(units[1], units[3], `${secret}-closed`);
    const settings = portal.strapi.db.query('api::site-setting.site-setting');
    const setting = await settings.findOne({ select: ['id', 'timeZone'] });
    await settings.update({ where: { id: setting.id }, data: { timeZone: 'Asia/Kolkata' } });
    await portal.strapi.db.connection('hearth_vote_tallies').where({ vote_id: vote.id, question: 0, choice: 'yes' }).update({ units: 5 });
    expect(await certified(vote.id)).toEqual(sealed);
    await settings.update({ where: { id: setting.id }, data: { timeZone: setting.timeZone } });
    expect(await expectJson(await asAdmin('GET', `/api/units/${units[2]}/open-votes`), 200)).toEqual([]);

    // The recount counts the ballots against the fixed electorate and agrees with what was sealed.
    const recount = await expectJson(await asAdmin('GET', `/api/votes/${vote.id}/recount`), 200);
    expect(recount).toMatchObject({ ballots: 3, participations: 3, agrees: true });
    expect(recount.questions[0].choices.map((c: { recounted: { units: number } }) => c.recounted.units)).toEqual(
      body.questions[0].choices.map((c: { units: number }) => c.units),
    );
  });

  it('a unit added after the opening has no vote; the open votes of a unit, of no unit, of a bad id', async () => {
    const unit = await rosterUnit(1);
    const voter = await ownerOf(unit, 'rkempty');
    const vote = await expectJson(await asAdmin('POST', '/api/votes', aVote({ title: 'Before the roster' })), 201);
    // Fixed at once with the roster of the opening; a unit added later has no vote, whatever its owners.
    await expectJson(await asAdmin('GET', `/api/votes/${vote.id}`), 200);
    const later = await ownerOf(await rosterUnit(1), 'rklater');
    await expectRefused(
      await portal.request('POST', `/api/votes/${vote.id}/ballots`, { token: later.token, json: { answers: ['yes'] } }),
      403,
      M.notInElectorate,
    );
    await expectJson(
      await portal.request('POST', `/api/votes/${vote.id}/ballots`, { token: voter.token, json: { answers: ['yes'] } }),
      201,
    );
    await expectRefused(await asAdmin('GET', '/api/units/abc/open-votes'), 400, M.unitNotOnRoster);
    expect(await expectJson(await asAdmin('GET', '/api/units/987654/open-votes'), 200)).toEqual([]);
    await expectRefused(await portal.request('GET', `/api/units/${unit}/open-votes`, { token: members.owner.token }), 403);
  });
});

describe('roster edits racing the opening of a vote', () => {
  it('units added and removed at the opening instant: no 5xx, one electorate, its totals its rows', async () => {
    const doomed = [await rosterUnit(1), await rosterUnit(1)];
    const opensAt = Date.now() + 1500;
    const vote = await expectJson(
      await asAdmin('POST', '/api/votes', aVote({ title: 'Racing', opensAt: new Date(opensAt).toISOString() })),
      201,
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, opensAt - Date.now())));
    const answers = await atOnce(portal.url, [
      ...[0, 1, 2, 3].map((i) => ({
        method: 'POST',
        path: '/api/units',
        token: members.admin.token,
        json: { number: String(i), street: 'Race Row' },
      })),
      ...doomed.map((id) => ({ method: 'DELETE', path: `/api/units/${id}`, token: members.admin.token })),
      ...[0, 1, 2, 3, 4, 5].map(() => ({ method: 'GET', path: `/api/votes/${vote.id}`, token: members.director.token })),
    ]);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const detail = await expectJson(await asAdmin('GET', `/api/votes/${vote.id}`), 200);
    const rows = await portal.strapi.db.connection('hearth_vote_electorate').where({ vote_id: vote.id });
    expect(detail.participation.totalUnits).toBe(rows.length);
    // Fixed once: every later read gives the same electorate, whatever the roster does next.
    await expectJson(await asAdmin('POST', '/api/units', { number: '9', street: 'Race Row' }), 200);
    expect((await expectJson(await asAdmin('GET', `/api/votes/${vote.id}`), 200)).participation).toEqual(detail.participation);
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
      M.notInElectorate,
    );
    const detail = await expectJson(await portal.request('GET', `/api/votes/${vote.id}`, { token: members.admin.token }), 200);
    expect(detail.participation.units).toBe(0);
  });
});
