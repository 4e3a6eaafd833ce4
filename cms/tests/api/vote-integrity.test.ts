/**
 * Votes a board can certify (docs/requirements.md §16), on SQLite and PostgreSQL, with requests
 * fired at the same instant (one barrier, pre-opened connections): every 201 is a counted ballot
 * and nothing answers 500; a changed ballot never counts a unit twice or below zero.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, VoteMessages as M, type VoteCreate } from '@hearth/common';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { atOnce } from '../../../testkit/at-once.mjs';
import { aVote as aVoteOf, createMembers, expectJson, expectRefused, sendQueuedMail, type Members } from './support';
import { rosterKeyOf } from '../../src/api/unit/services/roster';

let portal: MailedPortal;
let members: Members;
let street = 0;

interface Owner {
  token: string;
  profileId: number;
  email: string;
}

async function unitWithOwners(owners: number, entitlement = 1) {
  const name = `Count Street ${++street}`;
  const unit = await portal.strapi.db
    .query('api::unit.unit')
    .create({ data: { number: '1', street: name, entitlement, rosterKey: rosterKeyOf('1', name) } });
  const list: Owner[] = [];
  for (let i = 0; i < owners; i++) {
    const username = `c${street}x${i}`;
    const { profile, token } = await createAccount(portal, username, ['owner']);
    await portal.strapi.db.query('api::unit.unit-member').create({ data: { unitId: unit.id, relation: 'owner', profileId: profile.id } });
    list.push({ token, profileId: profile.id, email: `${username}@example.org` });
  }
  return { unitId: Number(unit.id), owners: list };
}

const aVote = (overrides: Partial<VoteCreate> = {}): VoteCreate =>
  aVoteOf({
    title: 'Lobby colour',
    description: 'Which colour for the lobby.',
    questions: [
      { text: 'Repaint the lobby?', kind: 'yesNo' },
      { text: 'Which colour?', kind: 'oneOf', options: ['red', 'green', 'blue'] },
    ],
    ...overrides,
  });

async function createVote(overrides: Partial<VoteCreate> = {}): Promise<number> {
  const body = await expectJson(await portal.request('POST', '/api/votes', { token: members.admin.token, json: aVote(overrides) }), 201);
  return body.id as number;
}

const closeVote = async (voteId: number) =>
  expectJson(
    await portal.request('POST', `/api/votes/${voteId}/close`, { token: members.director.token, json: { reason: 'Counted' } }),
    200,
  );

const results = async (voteId: number) =>
  expectJson(await portal.request('GET', `/api/votes/${voteId}/results`, { token: members.admin.token }), 200);

type Choices = { choice: string; units: number; weight: number }[];
const choicesOf = (body: { questions: { choices: Choices }[] }, question: number) => body.questions[question].choices;

const COLOURS = ['red', 'green', 'blue'];

beforeAll(async () => {
  portal = await startPortalWithMail();
  members = await createMembers(portal, 'k');
}, 180_000);

afterAll(async () => {
  await portal?.stop();
});

describe('ballots at the same instant', () => {
  // VOTE_ROUNDS=20 for the full run (about 2 minutes on PostgreSQL).
  const ROUNDS = Number(process.env.VOTE_ROUNDS || 6);
  const VOTERS = 50;

  it(
    `${VOTERS} owners on a secret vote, ${ROUNDS} rounds: every 201 is in the count, nothing answers 500`,
    async () => {
      const units = [];
      for (let i = 0; i < VOTERS; i++) units.push(await unitWithOwners(1));
      for (let round = 0; round < ROUNDS; round++) {
        const voteId = await createVote({ secret: true, title: `Secret round ${round}` });
        const answers = await atOnce(
          portal.url,
          units.map((unit, i) => ({
            method: 'POST',
            path: `/api/votes/${voteId}/ballots`,
            token: unit.owners[0].token,
            json: { answers: [i % 2 ? 'yes' : 'no', COLOURS[i % 3]] },
          })),
        );
        const statuses = answers.map((a) => a.status);
        expect(
          statuses.filter((s) => s !== 201),
          `round ${round}: ${JSON.stringify(answers.find((a) => a.status !== 201))}`,
        ).toEqual([]);
        await closeVote(voteId);
        const body = await results(voteId);
        expect(body.participation.units).toBe(VOTERS);
        // Every receipt answered checks as counted, each its own ballot.
        const checks = await atOnce(
          portal.url,
          answers.map((answer, i) => ({
            method: 'POST',
            path: `/api/votes/${voteId}/receipt-check`,
            token: units[i].owners[0].token,
            json: { receipt: answer.body.receipt },
          })),
        );
        expect(checks.map((c) => c.body)).toEqual(answers.map(() => ({ counted: true })));
        expect(new Set(answers.map((a) => a.body.receipt)).size).toBe(VOTERS);
        expect(choicesOf(body, 0).find((c) => c.choice === 'yes')?.units).toBe(VOTERS / 2);
        expect(choicesOf(body, 1).map((c) => c.units)).toEqual([17, 17, 16, 0]);
        const recount = await expectJson(await portal.request('GET', `/api/votes/${voteId}/recount`, { token: members.admin.token }), 200);
        expect(recount).toMatchObject({ ballots: VOTERS, participations: VOTERS, agrees: true });
      }
    },
    ROUNDS * 30_000,
  );

  it('co-owners changing a changeable ballot at once: the unit counts once, never below zero', async () => {
    const { owners } = await unitWithOwners(3);
    const voteId = await createVote({ changeable: true, title: 'Changeable colour' });
    await expectJson(
      await portal.request('POST', `/api/votes/${voteId}/ballots`, { token: owners[0].token, json: { answers: ['yes', 'red'] } }),
      201,
    );
    for (let round = 0; round < 10; round++) {
      const answers = await atOnce(
        portal.url,
        owners.map((owner, i) => ({
          method: 'POST',
          path: `/api/votes/${voteId}/ballots`,
          token: owner.token,
          json: { answers: [i % 2 ? 'yes' : 'no', COLOURS[(i + round) % 3]] },
        })),
      );
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      const body = await results(voteId);
      for (const question of [0, 1]) {
        const counts = choicesOf(body, question).map((c) => c.units);
        expect(
          counts.every((n) => n >= 0),
          `round ${round}: ${counts}`,
        ).toBe(true);
        expect(
          counts.reduce((a, b) => a + b, 0),
          `round ${round}: ${counts}`,
        ).toBe(1);
      }
    }
  }, 120_000);
});

describe('a recount', () => {
  it('an administrator recounts a closed vote: the stored tallies beside a count from the ballots, which agree', async () => {
    for (const secret of [false, true]) {
      // The voters' units are on the roster before the vote opens: its electorate is fixed then.
      const voters = [await unitWithOwners(1, 0.0004), await unitWithOwners(1, 9999.9999), await unitWithOwners(1, 1.2345)];
      const voteId = await createVote({ secret, counting: 'entitlement', title: `Recount ${secret ? 'secret' : 'named'}` });
      for (const [i, voter] of voters.entries()) {
        await expectJson(
          await portal.request('POST', `/api/votes/${voteId}/ballots`, {
            token: voter.owners[0].token,
            json: { answers: ['yes', COLOURS[i]] },
          }),
          201,
        );
      }
      await expectRefused(await portal.request('GET', `/api/votes/${voteId}/recount`, { token: members.admin.token }), 409, M.recountOpen);
      await closeVote(voteId);
      await expectRefused(await portal.request('GET', `/api/votes/${voteId}/recount`, { token: members.director.token }), 403);
      await expectRefused(await portal.request('GET', `/api/votes/${voteId}/recount`, { token: voters[0].owners[0].token }), 403);
      const recount = await expectJson(await portal.request('GET', `/api/votes/${voteId}/recount`, { token: members.admin.token }), 200);
      expect(recount).toMatchObject({ voteId, ballots: 3, participations: 3, agrees: true });
      const yes = recount.questions[0].choices.find((c: { choice: string }) => c.choice === 'yes');
      expect(yes.stored).toEqual({ units: 3, weight: 10001.2348 });
      expect(yes.recounted).toEqual({ units: 3, weight: 10001.2348 });
      const red = recount.questions[1].choices.find((c: { choice: string }) => c.choice === 'red');
      expect([red.stored.weight, red.recounted.weight]).toEqual([0.0004, 0.0004]);
    }
  });
});

describe('proxies', () => {
  it("naming a co-owner of one's own unit is refused with a message, and nothing is stored", async () => {
    const { owners } = await unitWithOwners(2);
    const voteId = await createVote({ title: 'Co-owner proxy' });
    await expectRefused(
      await portal.request('POST', `/api/votes/${voteId}/proxy`, { token: owners[0].token, json: { proxyEmail: owners[1].email } }),
      400,
      M.proxyCoOwner,
    );
    // Both co-owners still vote for the unit: the first ballot counts.
    await expectJson(
      await portal.request('POST', `/api/votes/${voteId}/ballots`, { token: owners[1].token, json: { answers: ['yes', 'red'] } }),
      201,
    );
  });

  it('the named proxy is told by e-mail', async () => {
    const { owners } = await unitWithOwners(1);
    const neighbour = (await unitWithOwners(1)).owners[0];
    const voteId = await createVote({ title: 'Proxy told' });
    await expectJson(
      await portal.request('POST', `/api/votes/${voteId}/proxy`, { token: owners[0].token, json: { proxyEmail: neighbour.email } }),
      200,
    );
    await sendQueuedMail(portal); // the notice goes through the outbox
    const mail = portal.mailbox
      .to(neighbour.email)
      .filter((m) => !m.notice)
      .pop();
    expect(mail?.subject).toBe(M.proxySubject('Proxy told'));
    expect(mail?.text).toContain('Count Street');
  });
});

describe('bad input', () => {
  it('unknown fields in a vote, a ballot, a paper ballot, a proxy and a close are refused (400), nothing stored', async () => {
    const before = (await expectJson(await portal.request('GET', '/api/votes', { token: members.admin.token }), 200)).length;
    for (const extra of [{ ownersOnly: true }, { weightOverride: 5 }]) {
      await expectRefused(await portal.request('POST', '/api/votes', { token: members.admin.token, json: { ...aVote(), ...extra } }), 400);
    }
    expect((await expectJson(await portal.request('GET', '/api/votes', { token: members.admin.token }), 200)).length).toBe(before);
    const { unitId, owners } = await unitWithOwners(1);
    const voteId = await createVote({ title: 'Strict bodies' });
    const refused = [
      ['POST', 'ballots', owners[0].token, { answers: ['yes', 'red'], weight: 100 }],
      ['POST', 'paper-ballots', members.admin.token, { unitId, answers: ['yes', 'red'], weight: 100 }],
      ['POST', 'proxy', owners[0].token, { proxyEmail: `${members.director.username}@example.org`, unitId: 1 }],
      ['POST', 'close', members.director.token, { reason: 'Done', at: 0 }],
      ['POST', 'receipt-check', owners[0].token, { receipt: '0000-0000-0000-0000', choices: [] }],
    ] as const;
    for (const [method, path, token, json] of refused) {
      await expectRefused(await portal.request(method, `/api/votes/${voteId}/${path}`, { token, json }), 400);
    }
    const detail = await expectJson(await portal.request('GET', `/api/votes/${voteId}`, { token: owners[0].token }), 200);
    expect(detail.participation.units).toBe(0);
    expect(detail.status).toBe('open');
    expect(detail.units[0].proxy).toBeNull();
  });

  it('a secret vote cannot show its results live (400)', async () => {
    await expectRefused(
      await portal.request('POST', '/api/votes', { token: members.admin.token, json: aVote({ secret: true, resultsShown: 'live' }) }),
      400,
      M.secretLive,
    );
  });
});

describe('checking a receipt', () => {
  it('answers counted or not found, never the choices; a malformed code is a 400', async () => {
    const { owners } = await unitWithOwners(2);
    const voteId = await createVote({ changeable: true, title: 'Receipts' });
    const check = (receipt: unknown, token = owners[0].token) =>
      portal.request('POST', `/api/votes/${voteId}/receipt-check`, { token, json: { receipt } });
    const first = await expectJson(
      await portal.request('POST', `/api/votes/${voteId}/ballots`, { token: owners[0].token, json: { answers: ['yes', 'red'] } }),
      201,
    );
    const answer = await expectJson(await check(first.receipt), 200);
    expect(answer).toEqual({ counted: true });
    expect(await expectJson(await check(first.receipt.toLowerCase().replace(/-/g, '')), 200)).toEqual({ counted: true });
    expect(await expectJson(await check('0000-0000-0000-0000'), 200)).toEqual({ counted: false });
    // A changed ballot's old code is no longer in the count.
    const second = await expectJson(
      await portal.request('POST', `/api/votes/${voteId}/ballots`, { token: owners[1].token, json: { answers: ['no', 'blue'] } }),
      201,
    );
    expect(await expectJson(await check(first.receipt), 200)).toEqual({ counted: false });
    expect(await expectJson(await check(second.receipt), 200)).toEqual({ counted: true });
    for (const bad of ['12345', 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', 42, '']) await expectRefused(await check(bad), 400);
    // Someone who may not see the vote is not told.
    const secret = await createVote({ secret: true, title: 'Receipts of others' });
    await expectRefused(
      await portal.request('POST', `/api/votes/${secret}/receipt-check`, { token: members.tenant.token, json: { receipt: first.receipt } }),
      404,
    );
  });
});

describe('paper ballots', () => {
  it("a paper ballot's receipt goes to the unit's owners by e-mail, and checks as counted", async () => {
    const { unitId, owners } = await unitWithOwners(2);
    const voteId = await createVote({ secret: true, title: 'Paper receipts' });
    const { receipt } = await expectJson(
      await portal.request('POST', `/api/votes/${voteId}/paper-ballots`, {
        token: members.admin.token,
        json: { unitId, answers: ['no', 'green'] },
      }),
      201,
    );
    await sendQueuedMail(portal); // the receipts go through the outbox
    for (const owner of owners) {
      const mail = portal.mailbox
        .to(owner.email)
        .filter((m) => !m.notice)
        .pop();
      expect(mail?.subject).toBe(M.receiptSubject('Paper receipts'));
      expect(mail?.text).toContain(receipt);
      expect(mail?.text).toContain('paper ballot');
      expect(mail?.text).not.toMatch(/green|\bno\b/);
    }
    const check = await portal.request('POST', `/api/votes/${voteId}/receipt-check`, { token: owners[1].token, json: { receipt } });
    expect(await expectJson(check, 200)).toEqual({ counted: true });
  });
});

describe('the roster keeps what it accepts', () => {
  it('entitlements of up to four decimals are kept exactly; a fifth is refused', async () => {
    for (const entitlement of [0.0004, 1.2345, 0.004, 9999.9999, 123456.7891]) {
      const street = `Precise Street ${entitlement}`;
      const list = await expectJson(
        await portal.request('POST', '/api/units', { token: members.admin.token, json: { number: '7', street, entitlement } }),
        200,
      );
      expect(list.find((u: { street: string }) => u.street === street)?.entitlement).toBe(entitlement);
      const row = await portal.strapi.db.query('api::unit.unit').findOne({ where: { street } });
      expect(Number(row.entitlement)).toBe(entitlement);
    }
    await expectRefused(
      await portal.request('POST', '/api/units', {
        token: members.admin.token,
        json: { number: '7', street: 'Too Precise Street', entitlement: 1.23456 },
      }),
      400,
      Messages.entitlementDecimals,
    );
  });

  it('on PostgreSQL, the migration widens a column Strapi made decimal(10,2) to decimal(14,4)', async (context) => {
    const knex = portal.strapi.db.connection;
    if (/sqlite/.test(String(knex.client.config.client))) return context.skip();
    const precision = async () =>
      (
        await knex.raw(
          `SELECT numeric_precision::int AS p, numeric_scale::int AS s FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = 'units' AND column_name = 'entitlement'`,
        )
      ).rows[0];
    expect(await precision()).toEqual({ p: 14, s: 4 });
    // A portal created before: Strapi's own decimal.
    await knex.raw('ALTER TABLE units ALTER COLUMN entitlement TYPE decimal(10,2)');
    const migration = await import('../../database/migrations/2026.11.27T13.10.00.entitlement-four-decimals.js');
    await (migration.default ?? migration).up(knex);
    expect(await precision()).toEqual({ p: 14, s: 4 });
    const street = 'Migrated Street';
    await expectJson(
      await portal.request('POST', '/api/units', { token: members.admin.token, json: { number: '8', street, entitlement: 1.2345 } }),
      200,
    );
    expect(Number((await portal.strapi.db.query('api::unit.unit').findOne({ where: { street } })).entitlement)).toBe(1.2345);
  });
});
