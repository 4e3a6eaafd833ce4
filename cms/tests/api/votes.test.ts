/**
 * Votes (docs/requirements.md §16) on a real portal and database with a real SMTP mailbox:
 * one ballot per unit under concurrency, eligibility from the roster, proxies and the race of a
 * revoke with the proxy's ballot, weighted tallies and quorum, secret ballots that nothing links
 * to a unit, receipts without choices, results with their CSV and PDF, and bad input that stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VoteMessages as M, choiceLabel, weightText, type VoteCreate } from '@hearth/common';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import { pdfText } from '../support/pdf-text';
import { createAccount } from '../support/tokens';
import { aVote as aVoteOf, createMembers, expectJson, expectRefused, minutesFromNow, sendQueuedMail, type Members } from './support';
import { rosterKeyOf } from '../../src/api/unit/services/roster';

let portal: MailedPortal;
let members: Members;
let street = 0;

interface Owner {
  token: string;
  profileId: number;
  email: string;
}

/**
 * A unit on the roster with its entitlement, and `owners` verified owners linked to it. Made before the vote
 * that counts it: the electorate is fixed from the roster when the vote opens, and the round that announces
 * an opening may fix it at any moment after the vote is made.
 */
async function unitWithOwners(owners: number, entitlement = 1, prefix = 'o') {
  const name = `Vote Street ${++street}`;
  const unit = await portal.strapi.db
    .query('api::unit.unit')
    .create({ data: { number: '1', street: name, entitlement, rosterKey: rosterKeyOf('1', name) } });
  const list: Owner[] = [];
  for (let i = 0; i < owners; i++) list.push(await ownerOf(unit.id, `${prefix}${street}x${i}`));
  return { unitId: Number(unit.id), owners: list };
}

async function ownerOf(unitId: number, username: string, relation = 'owner'): Promise<Owner> {
  const { profile, token } = await createAccount(portal, username, [relation]);
  await portal.strapi.db.query('api::unit.unit-member').create({ data: { unitId, relation, profileId: profile.id } });
  return { token, profileId: profile.id, email: `${username}@example.org` };
}

const aVote = (overrides: Partial<VoteCreate> = {}): VoteCreate =>
  aVoteOf({
    title: 'Roof renewal',
    description: 'Which roof, and whether to borrow.',
    questions: [
      { text: 'Renew the roof this year?', kind: 'yesNo' },
      { text: 'Which colour?', kind: 'oneOf', options: ['Slate grey', 'Terracotta'] },
    ],
    ...overrides,
  });

async function createVote(overrides: Partial<VoteCreate> = {}): Promise<number> {
  const body = await expectJson(await portal.request('POST', '/api/votes', { token: members.admin.token, json: aVote(overrides) }), 201);
  return body.id as number;
}

const ballot = (voteId: number, token: string, answers: (string | string[])[] = ['yes', 'Slate grey'], unitId?: number) =>
  portal.request('POST', `/api/votes/${voteId}/ballots`, { token, json: { answers, ...(unitId ? { unitId } : {}) } });

const results = async (voteId: number, token = members.admin.token) =>
  expectJson(await portal.request('GET', `/api/votes/${voteId}/results`, { token }), 200);

const closeVote = async (voteId: number) =>
  expectJson(
    await portal.request('POST', `/api/votes/${voteId}/close`, { token: members.director.token, json: { reason: 'Test over' } }),
    200,
  );

const countOf = (
  body: { questions: { choices: { choice: string; units: number; weight: number }[] }[] },
  question: number,
  choice: string,
) => body.questions[question].choices.find((c) => c.choice === choice);

beforeAll(async () => {
  portal = await startPortalWithMail();
  members = await createMembers(portal, 'v');
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

describe('creating a vote', () => {
  it.each([
    ['no questions', { questions: [] }, M.questionsRequired],
    ['closing before it opens', { opensAt: minutesFromNow(60), closesAt: minutesFromNow(1) }, M.closesBeforeOpens],
    ['a quorum above 100%', { quorum: 1.5 }, M.quorumRange],
    ['one listed option', { questions: [{ text: 'Pick', kind: 'oneOf' as const, options: ['Only'] }] }, M.optionsRequired],
    ['a secret ballot that may change', { secret: true, changeable: true }, M.secretUnchangeable],
  ])('refuses %s with a 400 and stores nothing', async (_name, overrides, message) => {
    const before = await expectJson(await portal.request('GET', '/api/votes', { token: members.admin.token }), 200);
    await expectRefused(await portal.request('POST', '/api/votes', { token: members.admin.token, json: aVote(overrides) }), 400, message);
    const after = await expectJson(await portal.request('GET', '/api/votes', { token: members.admin.token }), 200);
    expect(after.length).toBe(before.length);
  });

  it('is for directors and administrators only', async () => {
    await expectRefused(await portal.request('POST', '/api/votes', { token: members.owner.token, json: aVote() }), 403);
    expect(await createVote({ title: 'By the director' })).toBeGreaterThan(0);
  });
});

describe('who votes', () => {
  it('refuses a tenant, a property manager and an unverified owner (403), and counts nothing', async () => {
    const { unitId } = await unitWithOwners(0);
    const voteId = await createVote();
    const tenant = await ownerOf(unitId, 'vtenant1', 'tenant');
    const manager = await ownerOf(unitId, 'vpropmgr1', 'propmgr');
    const unverified = await ownerOf(unitId, 'vunverified1');
    await portal.strapi.db.query('api::profile.profile').update({ where: { id: unverified.profileId }, data: { authenticated: false } });
    for (const who of [tenant, manager, unverified, { token: members.tenant.token }]) {
      await expectRefused(await ballot(voteId, who.token), 403, M.notEligible);
    }
    expect((await results(voteId)).participation.units).toBe(0);
  });

  it('two co-owners of one unit at the same instant: exactly one ballot counts, the other gets 409', async () => {
    const { owners } = await unitWithOwners(2);
    const voteId = await createVote();
    const answers = await Promise.all(owners.map((o) => ballot(voteId, o.token)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409) as Response;
    await expectRefused(refused, 409, M.alreadyCast);
    const body = await results(voteId);
    expect(countOf(body, 0, 'yes')?.units).toBe(1);
    // The co-owner sees that the unit's vote is cast.
    const seen = await expectJson(await portal.request('GET', `/api/votes/${voteId}`, { token: owners[1].token }), 200);
    expect(seen.units[0].cast).toBe(true);
  });

  it('50 owners voting at once: every unit counted once', async () => {
    const units = [];
    for (let i = 0; i < 50; i++) units.push(await unitWithOwners(1, 1, 'many'));
    const voteId = await createVote();
    const answers = await Promise.all(units.map((u) => ballot(voteId, u.owners[0].token, ['no', 'Terracotta'])));
    expect(answers.map((r) => r.status)).toEqual(units.map(() => 201));
    const body = await results(voteId);
    expect(countOf(body, 0, 'no')?.units).toBe(50);
    expect(countOf(body, 1, 'Terracotta')?.units).toBe(50);
    expect(body.participation.units).toBe(50);
  }, 120_000);

  it('a ballot after close is refused (409), as is one before the vote opens', async () => {
    const { owners } = await unitWithOwners(1);
    const closed = await createVote();
    await closeVote(closed);
    await expectRefused(await ballot(closed, owners[0].token), 409, M.notOpen);
    const upcoming = await createVote({ opensAt: minutesFromNow(30), closesAt: minutesFromNow(90) });
    await expectRefused(await ballot(upcoming, owners[0].token), 409, M.notOpen);
  });

  it('a ballot naming an option that does not exist is a 400 and stores nothing', async () => {
    const { owners } = await unitWithOwners(1);
    const voteId = await createVote();
    await expectRefused(await ballot(voteId, owners[0].token, ['yes', 'Purple']), 400, M.choiceUnknown);
    await expectRefused(await ballot(voteId, owners[0].token, ['yes']), 400, M.answersMismatch);
    await expectRefused(await ballot(voteId, owners[0].token, [['yes', 'no'], 'Terracotta']), 400, M.oneChoiceOnly);
    expect((await results(voteId)).participation.units).toBe(0);
    expect(await ballot(voteId, owners[0].token)).toHaveProperty('status', 201);
  });

  it('a named vote that allows it takes a changed ballot until it closes; the tallies follow', async () => {
    const { owners } = await unitWithOwners(2);
    const voteId = await createVote({ changeable: true });
    expect((await ballot(voteId, owners[0].token, ['yes', 'Slate grey'])).status).toBe(201);
    expect((await ballot(voteId, owners[1].token, ['no', 'Terracotta'])).status).toBe(201);
    const body = await results(voteId);
    expect([countOf(body, 0, 'yes')?.units, countOf(body, 0, 'no')?.units]).toEqual([0, 1]);
    const unchangeable = await createVote();
    expect((await ballot(unchangeable, owners[0].token)).status).toBe(201);
    await expectRefused(await ballot(unchangeable, owners[0].token), 409, M.alreadyCast);
  });
});

describe('proxies', () => {
  it('appoint, the proxy votes for the unit, and a revoke after that vote is refused', async () => {
    const { unitId, owners } = await unitWithOwners(1);
    const neighbour = (await unitWithOwners(1)).owners[0];
    const voteId = await createVote();
    const appointed = await portal.request('POST', `/api/votes/${voteId}/proxy`, {
      token: owners[0].token,
      json: { proxyEmail: neighbour.email },
    });
    await expectJson(appointed, 200);
    // While the proxy holds the vote, the owner does not vote.
    await expectRefused(await ballot(voteId, owners[0].token), 409, M.proxyHolds);
    const detail = await expectJson(await portal.request('GET', `/api/votes/${voteId}`, { token: neighbour.token }), 200);
    expect(detail.units.map((u: { unitId: number; asProxy: boolean }) => [u.unitId, u.asProxy])).toContainEqual([unitId, true]);
    expect((await ballot(voteId, neighbour.token, ['no', 'Terracotta'], unitId)).status).toBe(201);
    expect((await ballot(voteId, neighbour.token, ['yes', 'Terracotta'])).status).toBe(201);
    await expectRefused(await portal.request('DELETE', `/api/votes/${voteId}/proxy`, { token: owners[0].token }), 409, M.proxyVoted);
    const body = await results(voteId);
    expect([countOf(body, 0, 'yes')?.units, countOf(body, 0, 'no')?.units]).toEqual([1, 1]);
  });

  it('a tenant cannot be a proxy, and someone who is not the proxy cannot vote for the unit', async () => {
    const { unitId, owners } = await unitWithOwners(1);
    const voteId = await createVote();
    await expectRefused(
      await portal.request('POST', `/api/votes/${voteId}/proxy`, { token: owners[0].token, json: { proxyEmail: 'vtenant@example.org' } }),
      400,
      M.proxyUnknown,
    );
    const stranger = (await unitWithOwners(1)).owners[0];
    await expectRefused(await ballot(voteId, stranger.token, ['yes', 'Slate grey'], unitId), 403, M.notProxy);
  });

  it('a revoke and the proxy ballot at the same instant: one outcome, both sides told', async () => {
    // The units are on the roster before the vote opens: its electorate.
    const units = [];
    for (let round = 0; round < 6; round++) units.push(await unitWithOwners(1));
    const voteId = await createVote();
    for (const { unitId, owners } of units) {
      await expectJson(
        await portal.request('POST', `/api/votes/${voteId}/proxy`, {
          token: owners[0].token,
          json: { proxyEmail: `${members.director.username}@example.org` },
        }),
        200,
      );
      const [cast, revoke] = await Promise.all([
        ballot(voteId, members.director.token, ['yes', 'Slate grey'], unitId),
        portal.request('DELETE', `/api/votes/${voteId}/proxy`, { token: owners[0].token }),
      ]);
      const participation = await expectJson(
        await portal.request('GET', `/api/votes/${voteId}/participation`, { token: members.admin.token }),
        200,
      );
      const row = participation.find((p: { unitId: number }) => p.unitId === unitId);
      if (cast.status === 201) {
        await expectRefused(revoke, 409, M.proxyVoted);
        expect(row).toMatchObject({ voted: true, byProxy: true });
      } else {
        await expectRefused(cast, 409, M.proxyRevoked);
        await expectJson(revoke, 200);
        expect(row).toMatchObject({ voted: false });
        // The owner votes again themselves.
        expect((await ballot(voteId, owners[0].token)).status).toBe(201);
      }
    }
  }, 60_000);
});

describe('tallies and quorum', () => {
  it('weights by entitlement on a roster with unequal entitlements', async () => {
    // Counted on its own roster slice: the totals include every unit on the roster so far.
    const small = await unitWithOwners(1, 1);
    const large = await unitWithOwners(1, 4.5);
    const paper = await unitWithOwners(0, 2);
    const voteId = await createVote({ counting: 'entitlement', quorum: 0.0001 });
    expect((await ballot(voteId, small.owners[0].token, ['yes', 'Slate grey'])).status).toBe(201);
    expect((await ballot(voteId, large.owners[0].token, ['no', 'Slate grey'])).status).toBe(201);
    await expectJson(
      await portal.request('POST', `/api/votes/${voteId}/paper-ballots`, {
        token: members.admin.token,
        json: { unitId: paper.unitId, answers: ['abstain', 'abstain'] },
      }),
      201,
    );
    const body = await results(voteId);
    expect(countOf(body, 0, 'yes')).toMatchObject({ units: 1, weight: 1 });
    expect(countOf(body, 0, 'no')).toMatchObject({ units: 1, weight: 4.5 });
    expect(countOf(body, 0, 'abstain')).toMatchObject({ units: 1, weight: 2 });
    expect(countOf(body, 1, 'Slate grey')).toMatchObject({ units: 2, weight: 5.5 });
    expect(body.participation).toMatchObject({ units: 3, weight: 7.5 });
    // The paper ballot is shown as paper (docs/requirements.md §16).
    expect(body.paperBallots).toBe(1);
    const share = body.participation.weight / body.participation.totalWeight;
    expect(body.quorumMet).toBe(share >= 0.0001);
  });

  it('quorum by units and by entitlement decide differently on the same ballots', async () => {
    const big = await unitWithOwners(1, 1000);
    const byUnits = await createVote({ counting: 'unit', quorum: 1 });
    expect((await ballot(byUnits, big.owners[0].token)).status).toBe(201);
    const unitResults = await results(byUnits);
    expect(unitResults.quorumMet).toBe(false);
    const byWeight = await createVote({ counting: 'entitlement', quorum: 0.9 });
    expect((await ballot(byWeight, big.owners[0].token)).status).toBe(201);
    const weightResults = await results(byWeight);
    expect(weightResults.participation.weight / weightResults.participation.totalWeight).toBeGreaterThan(0.9);
    expect(weightResults.quorumMet).toBe(true);
  });
});

describe('secret ballots', () => {
  it('the tables hold nothing that joins a ballot to a unit or account, on the schema and the rows', async () => {
    const voters = [await unitWithOwners(1, 3), await unitWithOwners(1, 7)];
    const voteId = await createVote({ secret: true });
    const receipts: string[] = [];
    for (const v of voters) receipts.push((await expectJson(await ballot(voteId, v.owners[0].token), 201)).receipt);
    const knex = portal.strapi.db.connection;
    const columns = Object.keys(await knex('hearth_vote_ballots').columnInfo()).sort();
    expect(columns).toEqual(['choices', 'id', 'receipt_hash', 'vote_id', 'weight_sealed']);
    const rows = await knex('hearth_vote_ballots').where({ vote_id: voteId });
    expect(rows).toHaveLength(2);
    const linking = new Set([...voters.flatMap((v) => [v.unitId, v.owners[0].profileId]), 3, 7].map(String));
    const plain = JSON.stringify([['yes'], ['Slate grey']]);
    for (const row of rows) {
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(linking.has(String(row.id))).toBe(false);
      // Sealed while the vote runs: no choice can be read, whatever joins to the row.
      expect(row.choices).not.toContain('Slate grey');
      expect(row.choices).not.toBe(plain);
    }
    const participation = await knex('hearth_vote_participations').where({ vote_id: voteId });
    expect(participation.map((p: { ballot_id: unknown }) => p.ballot_id)).toEqual([null, null]);
    expect(Object.keys(await knex('hearth_vote_participations').columnInfo())).not.toContain('receipt_hash');
    await closeVote(voteId);
    // Opened at the close: the choices in the clear, under fresh keys, in the order of those keys.
    const opened = await knex('hearth_vote_ballots').where({ vote_id: voteId });
    expect(opened.map((row: { choices: string }) => row.choices)).toEqual([plain, plain]);
    expect(opened.some((row: { id: string }) => rows.some((old: { id: string }) => old.id === row.id))).toBe(false);
    if (/sqlite/.test(String(knex.client.config.client))) {
      // No rowid: rows are kept in the order of their random key, never in the order they came.
      await expect(knex.raw('SELECT rowid FROM hearth_vote_ballots')).rejects.toThrow();
    } else {
      // PostgreSQL's system columns: every opened ballot bears the close's transaction, which wrote
      // no participation, and the rows lie in the order of their random keys.
      const system = (await knex.raw('SELECT id, xmin::text AS xmin FROM hearth_vote_ballots WHERE vote_id = ? ORDER BY ctid', [voteId]))
        .rows;
      expect(new Set(system.map((r: { xmin: string }) => r.xmin)).size).toBe(1);
      const byKey = (await knex.raw('SELECT id FROM hearth_vote_ballots WHERE vote_id = ? ORDER BY id', [voteId])).rows;
      expect(system.map((r: { id: string }) => r.id)).toEqual(byKey.map((r: { id: string }) => r.id));
      const unitRows = (await knex.raw('SELECT xmin::text AS xmin FROM hearth_vote_participations WHERE vote_id = ?', [voteId])).rows;
      expect(unitRows.filter((r: { xmin: string }) => r.xmin === system[0].xmin)).toHaveLength(0);
    }
    // After close, every voter's receipt checks as counted.
    for (const [i, receipt] of receipts.entries()) {
      const check = await portal.request('POST', `/api/votes/${voteId}/receipt-check`, {
        token: voters[i].owners[0].token,
        json: { receipt },
      });
      expect(await expectJson(check, 200)).toEqual({ counted: true });
    }
  });

  it("the activity record has the vote, its ballots and proxies, never a ballot's choices", async () => {
    const voter = await unitWithOwners(1);
    const voteId = await createVote({
      secret: true,
      title: 'Recorded secret vote',
      questions: [{ text: 'Colour?', kind: 'oneOf', options: ['Ochre', 'Teal'] }],
    });
    expect((await ballot(voteId, voter.owners[0].token, ['Teal'])).status).toBe(201);
    await closeVote(voteId);
    const page = await expectJson(await portal.request('GET', '/api/activity?kind=vote&pageSize=100', { token: members.admin.token }), 200);
    const entries = page.rows.filter((r: { itemId: string }) => r.itemId === String(voteId));
    expect(entries.map((e: { changes: { field: string }[] }) => e.changes[0].field).sort()).toEqual(['ballot', 'closed early', 'vote']);
    expect(JSON.stringify(entries)).not.toMatch(/Teal|Ochre/);
  });

  it('the participation list says who voted, never how', async () => {
    const voter = await unitWithOwners(1);
    const voteId = await createVote({ secret: true });
    expect((await ballot(voteId, voter.owners[0].token)).status).toBe(201);
    const list = await expectJson(
      await portal.request('GET', `/api/votes/${voteId}/participation`, { token: members.director.token }),
      200,
    );
    const row = list.find((p: { unitId: number }) => p.unitId === voter.unitId);
    expect(Object.keys(row).sort()).toEqual(['byProxy', 'castBy', 'label', 'paper', 'unitId', 'voted']);
    expect(row.voted).toBe(true);
    await expectRefused(await ballot(voteId, voter.owners[0].token), 409, M.alreadyCast);
  });
});

describe('receipts and results', () => {
  it('the e-mail receipt has the code and never the choices', async () => {
    const { owners } = await unitWithOwners(1);
    const voteId = await createVote({ title: 'Garden vote' });
    const { receipt } = await expectJson(await ballot(voteId, owners[0].token, ['no', 'Terracotta']), 201);
    await sendQueuedMail(portal); // the receipt goes through the outbox
    const mail = portal.mailbox
      .to(owners[0].email)
      .filter((m) => !m.notice)
      .pop();
    expect(mail?.subject).toContain('Garden vote');
    expect(mail?.text).toContain(receipt);
    expect(mail?.text).not.toMatch(/Terracotta|\bno\b/i);
  });

  it('owners see results at close (or live when the vote says so); residents only when the vote says so', async () => {
    const { owners } = await unitWithOwners(1);
    const atClose = await createVote({ resultsToResidents: true });
    await expectRefused(await portal.request('GET', `/api/votes/${atClose}/results`, { token: owners[0].token }), 403, M.resultsHidden);
    await expectRefused(await portal.request('GET', `/api/votes/${atClose}/results`, { token: members.tenant.token }), 404);
    const live = await createVote({ resultsShown: 'live' });
    expect((await portal.request('GET', `/api/votes/${live}/results`, { token: owners[0].token })).status).toBe(200);
    await closeVote(atClose);
    expect((await results(atClose, owners[0].token)).final).toBe(true);
    expect((await results(atClose, members.propmgr.token)).final).toBe(true);
    await closeVote(live);
    await expectRefused(await portal.request('GET', `/api/votes/${live}/results`, { token: members.tenant.token }), 404);
  });

  it('the CSV export never carries a formula unescaped', async () => {
    const voteId = await createVote({ questions: [{ text: '=cmd|"/c calc"!A1', kind: 'oneOf', options: ['+1', '@SUM(A1)'] }] });
    await closeVote(voteId);
    const response = await portal.request('GET', `/api/votes/${voteId}/results/csv`, { token: members.admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await response.text();
    for (const line of text.trim().split('\r\n')) expect(line).not.toMatch(/(^|,)"?[=+@-]/);
    expect(text).toContain(`"1. =cmd|""/c calc""!A1",'+1,`);
    expect(text).toContain(`,'@SUM(A1),`);
  });

  it('the results PDF parses and carries the figures, abstentions and the early close; no voter is named', async () => {
    const heavy = await unitWithOwners(1, 3, 'pdfh');
    const light = await unitWithOwners(1, 1, 'pdfl');
    await unitWithOwners(0, 0.25); // the roster now has entitlements with two decimals
    const voteId = await createVote({ title: 'Garage PDF vote', counting: 'entitlement', quorum: 0.75, secret: true });
    expect((await ballot(voteId, heavy.owners[0].token, ['yes', 'Terracotta'])).status).toBe(201);
    expect((await ballot(voteId, light.owners[0].token, ['abstain', 'Terracotta'])).status).toBe(201);
    await expectRefused(
      await portal.request('GET', `/api/votes/${voteId}/results/pdf`, { token: heavy.owners[0].token }),
      403,
      M.secretUncounted,
    );
    await expectRefused(await portal.request('GET', `/api/votes/${voteId}/results/pdf`, { token: members.tenant.token }), 404);
    await closeVote(voteId);

    const response = await portal.request('GET', `/api/votes/${voteId}/results/pdf`, { token: heavy.owners[0].token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`vote-${voteId}-results.pdf`);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    const { questions: figures, weightDecimals } = await results(voteId);
    const w = (weight: number) => weightText(weight, weightDecimals);
    expect(text).toContain('Garage PDF vote');
    expect(text).toContain('Counting: By entitlement');
    expect(text).toContain('Ballot: Secret (no voter is named)');
    expect(text).toContain('Quorum: 75% of entitlement: ');
    expect(text).toContain('Closed early:');
    expect(text).toContain('Reason for closing early: Test over');
    for (const [index, question] of figures.entries()) {
      expect(text).toContain(`${index + 1}. ${question.text}`);
      for (const c of question.choices) expect(text).toContain(`${choiceLabel(c.choice)}|${c.units}|${w(c.weight)}|`);
    }
    // Entitlements with the roster's decimals (0.25: two).
    expect(weightDecimals).toBe(2);
    expect(text).toContain('Yes|1|3.00|75% of entitlement voted');
    expect(text).toContain('Abstain|1|1.00|25% of entitlement voted');
    expect(text).toContain('Terracotta|2|4.00|100% of entitlement voted');
    for (const owner of [heavy.owners[0], light.owners[0]]) expect(text).not.toContain(owner.email.split('@')[0]);
  });
});

describe('editing and cancelling before it opens', () => {
  const upcoming = () => createVote({ opensAt: minutesFromNow(30), closesAt: minutesFromNow(90) });
  const detail = async (id: number) => expectJson(await portal.request('GET', `/api/votes/${id}`, { token: members.admin.token }), 200);
  const edit = (id: number, json: unknown, token = members.admin.token) => portal.request('PUT', `/api/votes/${id}`, { token, json });

  it('replaces an upcoming vote, questions and tallies included, and cancels one', async () => {
    const id = await upcoming();
    // On the roster before the edit opens the vote: in its electorate.
    const { owners } = await unitWithOwners(1, 1, 'ed');
    const changed = aVote({
      title: 'Roof renewal (amended)',
      questions: [{ text: 'Which roofer?', kind: 'oneOf', options: ['North Roofing', 'South Roofing', 'East Roofing'] }],
      opensAt: minutesFromNow(-1),
      closesAt: minutesFromNow(60),
    });
    const answer = await expectJson(await edit(id, changed), 200);
    expect(answer).toMatchObject({ id, title: 'Roof renewal (amended)', status: 'open' });
    expect((await detail(id)).questions).toEqual(changed.questions);
    // The edit opened it: a ballot on the new question counts, and editing is over.
    expect((await ballot(id, owners[0].token, ['East Roofing'])).status).toBe(201);
    expect(countOf(await results(id), 0, 'East Roofing')).toEqual({ choice: 'East Roofing', units: 1, weight: 1 });
    await expectRefused(await edit(id, aVote()), 409, M.notUpcoming);
    await expectRefused(await portal.request('DELETE', `/api/votes/${id}`, { token: members.admin.token }), 409, M.notUpcoming);
    expect((await detail(id)).title).toBe('Roof renewal (amended)');

    const other = await upcoming();
    await expectRefused(await portal.request('DELETE', `/api/votes/${other}`, { token: members.owner.token }), 403);
    expect(await expectJson(await portal.request('DELETE', `/api/votes/${other}`, { token: members.director.token }), 200)).toEqual({
      id: other,
      cancelled: true,
    });
    await expectRefused(await portal.request('GET', `/api/votes/${other}`, { token: members.admin.token }), 404, M.notFound);
    await expectRefused(await portal.request('DELETE', `/api/votes/${other}`, { token: members.admin.token }), 404, M.notFound);
  });

  it.each([
    ['an unknown field', { ...aVote(), weightOverride: 2 }, undefined],
    ['a wrong type', { ...aVote(), secret: 'yes' }, undefined],
    ['a line break in the title', aVote({ title: 'Roof\nrenewal' }), M.controlCharacters],
    ['a control character in a question', aVote({ questions: [{ text: 'Renew\u0007?', kind: 'yesNo' }] }), M.controlCharacters],
    ['a line break in an option', aVote({ questions: [{ text: 'Which?', kind: 'oneOf', options: ['A\r\nB', 'C'] }] }), M.controlCharacters],
  ])('refuses an edit or a new vote with %s (400), and changes nothing', async (_name, body, message) => {
    const id = await upcoming();
    const before = await detail(id);
    await expectRefused(await edit(id, body), 400, message);
    expect(await detail(id)).toEqual(before);
    const count = (await expectJson(await portal.request('GET', '/api/votes', { token: members.admin.token }), 200)).length;
    await expectRefused(await portal.request('POST', '/api/votes', { token: members.admin.token, json: body }), 400, message);
    expect((await expectJson(await portal.request('GET', '/api/votes', { token: members.admin.token }), 200)).length).toBe(count);
    await expectRefused(await edit(id, aVote(), members.owner.token), 403);
  });
});

describe('attached documents', () => {
  /** A PDF uploaded to the votes area by an administrator: its stored name. */
  async function uploadVoteDocument(name: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([`%PDF-1.4\n% ${name}\n%%EOF\n`], { type: 'application/pdf' }), `${name}.pdf`);
    const body = await expectJson(await portal.request('POST', '/api/file/votes', { token: members.admin.token, body: form }), 200);
    return (body.fileNames as string[])[0];
  }
  const download = (fileName: string, token: string) =>
    portal.request('GET', `/api/file/download?area=votes&fileName=${encodeURIComponent(fileName)}`, { token });

  it('a vote lists its documents; who may see the vote downloads them, others are refused', async () => {
    const agenda = await uploadVoteDocument('agenda');
    const loose = await uploadVoteDocument('not-attached');
    const { owners } = await unitWithOwners(1, 1, 'doc');
    const voteId = await createVote({ title: 'Vote with an agenda', documents: [{ title: 'Agenda', fileName: agenda }] });

    const detail = await expectJson(await portal.request('GET', `/api/votes/${voteId}`, { token: owners[0].token }), 200);
    expect(detail.documents).toEqual([{ title: 'Agenda', fileName: agenda }]);
    const got = await download(agenda, owners[0].token);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(await got.text()).toContain('% agenda');
    expect((await download(agenda, members.director.token)).status).toBe(200);
    // Tenants do not see an open vote, so not its documents either; nobody but super users gets a loose file.
    await expectRefused(await download(agenda, members.tenant.token), 403, M.documentHidden);
    await expectRefused(await download(loose, owners[0].token), 403, M.documentHidden);
    expect((await download(loose, members.admin.token)).status).toBe(200);
  });

  it('refuses a vote whose documents are missing or malformed, and stores nothing', async () => {
    const before = (await expectJson(await portal.request('GET', '/api/votes', { token: members.admin.token }), 200)).length;
    const create = (documents: unknown) =>
      portal.request('POST', '/api/votes', { token: members.admin.token, json: { ...aVote(), documents } });
    await expectRefused(await create([{ title: 'Agenda', fileName: 'nowhere-123.pdf' }]), 400, M.documentMissing);
    await expectRefused(await create([{ title: 'Agenda', fileName: '../etc/passwd' }]), 400, M.documentsInvalid);
    await expectRefused(await create([{ title: '', fileName: 'a.pdf' }]), 400, M.documentsInvalid);
    await expectRefused(await create('agenda.pdf'), 400, M.documentsInvalid);
    expect((await expectJson(await portal.request('GET', '/api/votes', { token: members.admin.token }), 200)).length).toBe(before);
  });
});
