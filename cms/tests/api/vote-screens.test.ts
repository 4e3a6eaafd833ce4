/**
 * What the vote screens read (docs/api.md, "Votes"): a tenant reads a vote whose results are for
 * residents once it has closed; a unit's current choices come back on a named vote that may be
 * changed, never on a secret one; a paper ballot's answer says how many owners were e-mailed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoteCreate } from '@hearth/common';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { aVote, createMembers, expectJson, type Members } from './support';
import { rosterKeyOf } from '../../src/api/unit/services/roster';

let portal: MailedPortal;
let members: Members;
let street = 0;

async function unitWith(relations: ('owner' | 'tenant')[]) {
  const name = `Screen Street ${++street}`;
  const unit = await portal.strapi.db
    .query('api::unit.unit')
    .create({ data: { number: '1', street: name, entitlement: 1, rosterKey: rosterKeyOf('1', name) } });
  const tokens: string[] = [];
  for (const [i, relation] of relations.entries()) {
    const { profile, token } = await createAccount(portal, `vs${street}${relation}${i}`, [relation]);
    await portal.strapi.db.query('api::unit.unit-member').create({ data: { unitId: unit.id, relation, profileId: profile.id } });
    tokens.push(token);
  }
  return { unitId: Number(unit.id), tokens };
}

async function createVote(overrides: Partial<VoteCreate>): Promise<number> {
  return (await expectJson(await portal.request('POST', '/api/votes', { token: members.admin.token, json: aVote(overrides) }), 201)).id;
}

const detail = async (voteId: number, token: string) => expectJson(await portal.request('GET', `/api/votes/${voteId}`, { token }), 200);
const cast = async (voteId: number, token: string, answers: string[]) =>
  expectJson(await portal.request('POST', `/api/votes/${voteId}/ballots`, { token, json: { answers } }), 201);

beforeAll(async () => {
  portal = await startPortalWithMail();
  members = await createMembers(portal, 'vs');
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

describe('the vote page', () => {
  it('a tenant reads a closed vote whose results are for residents, and its results, with no ballot to cast', async () => {
    const { tokens } = await unitWith(['tenant']);
    const voteId = await createVote({ resultsToResidents: true });
    await expectJson(
      await portal.request('POST', `/api/votes/${voteId}/close`, { token: members.director.token, json: { reason: 'Done' } }),
      200,
    );
    // A tenant whose profile is gone (removed by the association) reads it too.
    const { profile, token: noProfile } = await createAccount(portal, 'vsnoprofile', ['tenant']);
    await portal.strapi.db.query('api::profile.profile').delete({ where: { id: profile.id } });
    for (const token of [tokens[0], members.tenant.token, noProfile]) {
      const vote = await detail(voteId, token);
      expect(vote.status).toBe('closed');
      expect(vote.units).toEqual([]);
      expect((await expectJson(await portal.request('GET', `/api/votes/${voteId}/results`, { token }), 200)).final).toBe(true);
    }
  });

  it("gives the unit's current choices on a named vote that may be changed, never on a secret one", async () => {
    const { tokens } = await unitWith(['owner']);
    const changeable = await createVote({ changeable: true });
    expect((await detail(changeable, tokens[0])).units[0].choices).toBeUndefined();
    await cast(changeable, tokens[0], ['yes']);
    expect((await detail(changeable, tokens[0])).units[0]).toMatchObject({ cast: true, choices: [['yes']] });
    await cast(changeable, tokens[0], ['no']);
    expect((await detail(changeable, tokens[0])).units[0].choices).toEqual([['no']]);

    const fixed = await createVote({});
    await cast(fixed, tokens[0], ['yes']);
    expect((await detail(fixed, tokens[0])).units[0].choices).toBeUndefined();
    const secret = await createVote({ secret: true });
    await cast(secret, tokens[0], ['yes']);
    expect((await detail(secret, tokens[0])).units[0].choices).toBeUndefined();
  });
});

describe('a paper ballot', () => {
  it('says how many owners were e-mailed its receipt: none when no owner of the unit has an account', async () => {
    // Both units on the roster before the vote opens: its electorate.
    const { unitId: nobody } = await unitWith(['tenant']);
    const { unitId: two } = await unitWith(['owner', 'owner']);
    const voteId = await createVote({});
    const paper = (unitId: number) =>
      portal.request('POST', `/api/votes/${voteId}/paper-ballots`, { token: members.admin.token, json: { unitId, answers: ['yes'] } });
    expect((await expectJson(await paper(nobody), 201)).mailedOwners).toBe(0);
    expect((await expectJson(await paper(two), 201)).mailedOwners).toBe(2);
  });
});
