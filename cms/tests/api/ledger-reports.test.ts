/**
 * Owners' accounts, the reports, on SQLite and PostgreSQL: an owner's own units with their balances
 * (verified owners only), the board's delinquency list (agreeing with the aging report), the
 * accountant's journal export (decimal amounts, CSV quoting, no formula handed back) and year-end
 * trial balance (debits equal credits), and a special assessment from a carried vote only, posted
 * once. Bad input is a 400 with its message and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerMessages, LedgerReportMessages as M, type VoteCreate } from '@hearth/common';
import { parse } from 'csv-parse/sync';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { atOnce } from '../../../testkit/at-once.mjs';
import { createMembers, expectJson, expectRefused, type Members } from './support';
import { rosterKeyOf } from '../../src/api/unit/services/roster';

let portal: TestPortal;
let members: Members;
let treasurer: string;
let otherOwner: string;
/** Units A, B, C, D of the test roster, equal entitlements. */
const units: number[] = [];
const ids: Record<string, number> = {};

const get = (path: string, token = members.director.token) => portal.request('GET', `/api/ledger${path}`, { token });
const post = (path: string, json: unknown, token = members.admin.token) => portal.request('POST', `/api/ledger${path}`, { token, json });
const transactionCount = async () =>
  Number(((await portal.strapi.db.connection('hearth_ledger_transactions').count({ n: '*' }).first()) as { n: unknown }).n);

const aVote = (title: string): VoteCreate => ({
  title,
  description: '',
  questions: [{ text: 'Approve a special assessment of $1,000.01 for the roof?', kind: 'yesNo' }],
  opensAt: new Date(Date.now() - 60_000).toISOString(),
  closesAt: new Date(Date.now() + 3_600_000).toISOString(),
  counting: 'unit',
  quorum: 0.25,
  secret: false,
  resultsShown: 'atClose',
  resultsToResidents: false,
  changeable: false,
});

/** A vote both owners answer `answer`; closed unless asked to stay open. */
async function aVoteAnswered(title: string, answer: 'yes' | 'no', close = true): Promise<number> {
  const vote = await expectJson(await portal.request('POST', '/api/votes', { token: members.admin.token, json: aVote(title) }), 201);
  for (const token of [members.owner.token, otherOwner]) {
    await expectJson(await portal.request('POST', `/api/votes/${vote.id}/ballots`, { token, json: { answers: [answer] } }), 201);
  }
  if (close) {
    await expectJson(
      await portal.request('POST', `/api/votes/${vote.id}/close`, {
        token: members.director.token,
        json: { reason: 'Counted at the meeting' },
      }),
      200,
    );
  }
  return Number(vote.id);
}

beforeAll(async () => {
  portal = await startPortal();
  members = await createMembers(portal, 'r');
  const role = await portal.strapi.db.query('api::board-role.board-role').findOne({ where: { role: 'Treasurer' } });
  const account = await createAccount(portal, 'rtreasurer', ['director']);
  await portal.strapi.db.query('api::board-director.board-director').create({
    data: {
      firstName: 'Tess',
      lastName: 'Urer',
      unitNumber: '1',
      phone: '555-0100',
      email: 'rtreasurer@example.org',
      position: 1,
      active: true,
      roles: [role.id],
      profile: account.profile.id,
    },
  });
  treasurer = account.token;
  for (const number of ['A', 'B', 'C', 'D']) {
    const unit = await portal.strapi.db
      .query('api::unit.unit')
      .create({ data: { number, street: 'Report Row', entitlement: 1, rosterKey: rosterKeyOf(number, 'Report Row') } });
    units.push(Number(unit.id));
  }
  const memberOf = (unitId: number, profileId: number) =>
    portal.strapi.db.query('api::unit.unit-member').create({ data: { unitId, relation: 'owner', profileId } });
  // The verified owner owns A and B; another owner owns C.
  await memberOf(units[0], members.owner.profileId);
  await memberOf(units[1], members.owner.profileId);
  const other = await createAccount(portal, 'rotherowner', ['owner']);
  await memberOf(units[2], Number(other.profile.id));
  otherOwner = other.token;

  const charge = async (unitId: number, kind: string, amountCents: number, day: string, memo = '') =>
    (await expectJson(await post('/charges', { unitId, kind, amountCents, postedOn: day, dueOn: day, memo }), 201)).id as number;
  const pay = async (unitId: number, amountCents: number, receivedOn: string) =>
    (await expectJson(await post('/payments', { unitId, amountCents, method: 'cheque', receivedOn, memo: 'Cheque, thanks' }), 201))
      .transaction.id as number;
  ids.a1 = await charge(units[0], 'assessment', 10000, '2026-01-01', 'January dues');
  ids.a2 = await charge(units[0], 'late-fee', 2500, '2026-03-15', '=HYPERLINK("http://evil.example","late, \'fee\'")');
  ids.b1 = await charge(units[1], 'assessment', 5000, '2026-06-01');
  ids.bPay = await pay(units[1], 5000, '2026-06-05');
  ids.bCredit = await pay(units[1], 1000, '2026-06-10');
  ids.c1 = await charge(units[2], 'assessment', 7000, '2026-04-01', 'Dues, "April"');
  ids.cPay = await pay(units[2], 3000, '2026-04-10');
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

describe('an owner reads their own units', () => {
  it('lists the units the roster gives the verified owner, each with its balance', async () => {
    const mine = await expectJson(await get('/units/mine', members.owner.token), 200);
    expect(mine).toEqual([
      { unit: { id: units[0], number: 'A', street: 'Report Row' }, balanceCents: 12500, receivableCents: 12500, creditCents: 0 },
      { unit: { id: units[1], number: 'B', street: 'Report Row' }, balanceCents: -1000, receivableCents: 0, creditCents: 1000 },
    ]);
    expect(await expectJson(await get('/units/mine', otherOwner), 200)).toEqual([
      { unit: { id: units[2], number: 'C', street: 'Report Row' }, balanceCents: 4000, receivableCents: 4000, creditCents: 0 },
    ]);
  });

  it('refuses tenants, property managers and owners not yet verified; a board member who owns nothing owns none', async () => {
    await expectRefused(await get('/units/mine', members.tenant.token), 403, LedgerMessages.ownersOnly);
    await expectRefused(await get('/units/mine', members.propmgr.token), 403, LedgerMessages.ownersOnly);
    const { profile, token } = await createAccount(portal, 'runverified', ['owner']);
    await portal.strapi.db.query('api::profile.profile').update({ where: { id: profile.id }, data: { authenticated: false } });
    await portal.strapi.db.query('api::unit.unit-member').create({ data: { unitId: units[3], relation: 'owner', profileId: profile.id } });
    await expectRefused(await get('/units/mine', token), 403, LedgerMessages.notVerified);
    expect(await expectJson(await get('/units/mine', members.admin.token), 200)).toEqual([]);
    await expectRefused(await portal.request('GET', '/api/ledger/units/mine'), 401);
  });
});

describe('the delinquency list', () => {
  it('lists the units owing a charge past due at least minDays, oldest first, by aging bucket', async () => {
    const report = await expectJson(await get('/delinquency?asOf=2026-07-01&minDays=30'), 200);
    expect(report.asOf).toBe('2026-07-01');
    expect(report.minDays).toBe(30);
    expect(report.units).toEqual([
      {
        unitId: units[0],
        number: 'A',
        street: 'Report Row',
        current: 0,
        days31to60: 0,
        days61to90: 0,
        over90: 12500,
        totalCents: 12500,
        pastDueCents: 12500,
        oldestDueOn: '2026-01-01',
        daysPastDue: 181,
        creditCents: 0,
      },
      {
        unitId: units[2],
        number: 'C',
        street: 'Report Row',
        current: 0,
        days31to60: 0,
        days61to90: 0,
        over90: 4000,
        totalCents: 4000,
        pastDueCents: 4000,
        oldestDueOn: '2026-04-01',
        daysPastDue: 91,
        creditCents: 0,
      },
    ]);
    expect(report.totals).toMatchObject({ over90: 16500, totalCents: 16500, pastDueCents: 16500 });
    // The same remainders as the aging report of that day.
    const aging = await expectJson(await get('/aging?asOf=2026-07-01'), 200);
    for (const unit of report.units) {
      expect(aging.units.find((u: { unitId: number }) => u.unitId === unit.unitId).totalCents).toBe(unit.totalCents);
    }
  });

  it('counts a charge past due from the day after its due day, and minDays leaves out the more recent', async () => {
    const early = await expectJson(await get('/delinquency?asOf=2026-04-05'), 200);
    expect(early.minDays).toBe(1);
    expect(
      early.units.map((u: { number: string; pastDueCents: number; current: number; over90: number }) => [
        u.number,
        u.pastDueCents,
        u.current,
        u.over90,
      ]),
    ).toEqual([
      ['A', 12500, 2500, 10000],
      ['C', 7000, 7000, 0],
    ]);
    expect(
      (await expectJson(await get('/delinquency?asOf=2026-07-01&minDays=120'), 200)).units.map((u: { number: string }) => u.number),
    ).toEqual(['A']);
    expect((await expectJson(await get('/delinquency?asOf=2026-01-01'), 200)).units).toEqual([]);
  });

  it('refuses bad days and day counts with a message', async () => {
    const future = `${new Date().getUTCFullYear() + 1}-01-01`;
    await expectRefused(await get('/delinquency?asOf=2026-02-30'), 400, M.asOf);
    await expectRefused(await get(`/delinquency?asOf=${future}`), 400, M.futureDay(future));
    for (const minDays of ['1.5', '-3', '0', 'abc', '99999', '']) {
      await expectRefused(await get(`/delinquency?minDays=${encodeURIComponent(minDays)}`), 400, M.minDays);
    }
  });

  it('is the board’s', async () => {
    await expectRefused(await get('/delinquency', members.owner.token), 403);
  });
});

describe('the journal export', () => {
  it('gives every entry of the days asked, amounts as decimals, cells quoted and never a formula', async () => {
    const response = await get('/journal.csv?from=2026-01-01&to=2026-06-30');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('journal-2026-01-01-to-2026-06-30.csv');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('Date,Account,Debit,Credit,Memo,Transaction ID');
    const rows = parse(text) as string[][];
    expect(rows[0]).toEqual(['Date', 'Account', 'Debit', 'Credit', 'Memo', 'Transaction ID']);
    const body = rows.slice(1);
    expect(body.every((r) => r.length === 6)).toBe(true);
    expect(body.find((r) => r[5] === String(ids.a1) && r[1] === `unit:${units[0]}:receivable`)).toEqual([
      '2026-01-01',
      `unit:${units[0]}:receivable`,
      '100.00',
      '',
      'January dues',
      String(ids.a1),
    ]);
    expect(body.find((r) => r[5] === String(ids.a1) && r[1] === 'income:assessment')?.slice(2, 4)).toEqual(['', '100.00']);
    expect(body.find((r) => r[5] === String(ids.a2))?.[4]).toBe('\'=HYPERLINK("http://evil.example","late, \'fee\'")');
    expect(text).toContain('"Dues, ""April"""');
    expect(body.find((r) => r[5] === String(ids.bCredit) && r[1] === 'bank')?.slice(2, 4)).toEqual(['10.00', '']);
    // Every transaction of those days, and nothing else; debits equal credits to the cent.
    expect(new Set(body.map((r) => Number(r[5])))).toEqual(new Set([ids.a1, ids.a2, ids.b1, ids.bPay, ids.bCredit, ids.c1, ids.cPay]));
    const cents = (s: string) => (s ? Number(s.replace('.', '')) : 0);
    expect(body.reduce((t, r) => t + cents(r[2]), 0)).toBe(body.reduce((t, r) => t + cents(r[3]), 0));
    expect(body.map((r) => r[0])).toEqual([...body.map((r) => r[0])].sort());
  });

  it('takes the days it is asked for only', async () => {
    const text = await (await get('/journal.csv?from=2026-06-01&to=2026-06-05')).text();
    const listed = new Set((parse(text, { bom: true }) as string[][]).slice(1).map((r) => Number(r[5])));
    expect(listed).toEqual(new Set([ids.b1, ids.bPay]));
  });

  it('refuses bad days, a from after its to, and days still to come', async () => {
    const future = `${new Date().getUTCFullYear() + 1}-01-01`;
    await expectRefused(await get('/journal.csv?from=2026-13-01'), 400, M.from);
    await expectRefused(await get('/journal.csv?to=26-01-01'), 400, M.to);
    await expectRefused(await get('/journal.csv?from=2026-06-02&to=2026-06-01'), 400, M.fromAfterTo);
    await expectRefused(await get(`/journal.csv?to=${future}`), 400, M.futureDay(future));
    await expectRefused(await get('/journal.csv', members.owner.token), 403);
  });
});

describe('the year-end trial balance', () => {
  it('gives each account’s debits and credits of the year and its closing balance; both totals balance', async () => {
    const trial = await expectJson(await get('/trial-balance?year=2026'), 200);
    expect(trial).toMatchObject({ year: 2026, from: '2026-01-01', to: '2026-12-31' });
    expect(trial.totals.debitCents).toBe(trial.totals.creditCents);
    expect(trial.totals.closingDebitCents).toBe(trial.totals.closingCreditCents);
    const line = (account: string) => trial.lines.find((l: { account: string }) => l.account === account);
    expect(line('bank')).toMatchObject({ debitCents: 9000, creditCents: 0, closingDebitCents: 9000, closingCreditCents: 0 });
    expect(line('income:late-fee')).toMatchObject({ debitCents: 0, creditCents: 2500, closingCreditCents: 2500 });
    expect(line(`unit:${units[0]}:receivable`)).toMatchObject({ debitCents: 12500, creditCents: 0, closingDebitCents: 12500 });
    expect(line(`unit:${units[1]}:receivable`)).toMatchObject({
      debitCents: 5000,
      creditCents: 5000,
      closingDebitCents: 0,
      closingCreditCents: 0,
    });
    expect(line(`unit:${units[1]}:credit`)).toMatchObject({ closingCreditCents: 1000 });
    expect(trial.lines[0].account).toBe('bank');
  });

  it('gives an empty year as empty, balanced', async () => {
    const trial = await expectJson(await get('/trial-balance?year=2025'), 200);
    expect(trial.lines).toEqual([]);
    expect(trial.totals).toEqual({ debitCents: 0, creditCents: 0, closingDebitCents: 0, closingCreditCents: 0 });
  });

  it('refuses years that are not, or are still to come', async () => {
    for (const year of ['1999', '20x6', '2026.5', '', String(new Date().getUTCFullYear() + 1), '12026']) {
      await expectRefused(await get(`/trial-balance?year=${year}`), 400, M.year);
    }
    await expectRefused(await get('/trial-balance'), 400, M.year);
    await expectRefused(await get('/trial-balance?year=2026', members.owner.token), 403);
  });
});

describe('a special assessment from a carried vote', () => {
  const request = (voteId: number, extra: Record<string, unknown> = {}) => ({
    voteId,
    amountCents: '100001',
    dueOn: '2026-12-31',
    ...extra,
  });

  it('refuses an open vote, a defeated one, and bad amounts, posting nothing', async () => {
    const before = await transactionCount();
    const open = await aVoteAnswered('Roof, still open', 'yes', false);
    await expectRefused(await post('/special-assessments', request(open), treasurer), 409, M.voteNotClosed);
    const defeated = await aVoteAnswered('Roof, defeated', 'no');
    await expectRefused(await post('/special-assessments', request(defeated), treasurer), 409, M.voteNotCarried('Defeated'));
    for (const amountCents of [12.5, '12.345', -100, 0, '1000000000001']) {
      await expectRefused(await post('/special-assessments', request(defeated, { amountCents }), treasurer), 400, LedgerMessages.amount);
    }
    await expectRefused(await post('/special-assessments', request(defeated, { dueOn: '2026-02-30' }), treasurer), 400, M.dueOn);
    await expectRefused(await post('/special-assessments', request(999999)), 404);
    await expectRefused(await post('/special-assessments', request(defeated), members.director.token), 403, LedgerMessages.writersOnly);
    expect(await transactionCount()).toBe(before);
  });

  it('shares a carried vote’s amount over the roster to the cent, once, even asked twice at once', async () => {
    const carried = await aVoteAnswered('Roof, carried', 'yes');
    const before = await transactionCount();
    const answers = await atOnce(
      portal.url,
      [1, 2].map(() => ({ method: 'POST', path: '/api/ledger/special-assessments', token: treasurer, json: request(carried) })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const run = answers.find((a) => a.status === 201)!.body as {
      voteId: number;
      totalCents: number;
      posted: number;
      shares: { amountCents: number }[];
    };
    expect(run).toMatchObject({ voteId: carried, totalCents: 100001, posted: 4, dueOn: '2026-12-31' });
    expect(run.shares.map((s) => s.amountCents).sort()).toEqual([25000, 25000, 25000, 25001]);
    expect(await transactionCount()).toBe(before + 4);
    await expectRefused(await post('/special-assessments', request(carried)), 409, M.votePosted);
    const a = await expectJson(await portal.request('GET', `/api/ledger/units/${units[0]}`, { token: members.owner.token }), 200);
    expect(a.openCharges.find((c: { kind: string }) => c.kind === 'special-assessment')).toMatchObject({ dueOn: '2026-12-31' });
  });
});
