/**
 * Owners' accounts, on SQLite and PostgreSQL: posted rows never change (even by SQL as the portal's
 * role), transactions balance, a budget is shared to the cent, a period posts once under a barrier,
 * payments settle charges in the rule pack's order, simultaneous payments keep a balance right, the
 * aging report totals the receivable control account, and who may read or write what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerMessages as M, shareByEntitlement } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { atOnce } from '../../../testkit/at-once.mjs';
import { createMembers, expectJson, expectRefused, type Members } from './support';
import { rosterKeyOf } from '../../src/api/unit/services/roster';

let portal: TestPortal;
let members: Members;
/** A director holding the board's Treasurer role. */
let treasurer: string;
let street = 0;

/** The test roster: three units whose entitlements (four decimals) add up to 1. */
const ROSTER = [0.2513, 0.3321, 0.4166];
const rosterUnits: number[] = [];

async function aUnit(entitlement = 1): Promise<number> {
  const name = `Ledger Street ${++street}`;
  const unit = await portal.strapi.db
    .query('api::unit.unit')
    .create({ data: { number: '1', street: name, entitlement, rosterKey: rosterKeyOf('1', name) } });
  return Number(unit.id);
}

const transactionCount = async () =>
  Number(((await portal.strapi.db.connection('hearth_ledger_transactions').count({ n: '*' }).first()) as { n: unknown }).n);
const entryCount = async () =>
  Number(((await portal.strapi.db.connection('hearth_ledger_entries').count({ n: '*' }).first()) as { n: unknown }).n);

const post = (path: string, json: unknown, token = members.admin.token) => portal.request('POST', `/api/ledger${path}`, { token, json });
const ledgerOf = async (unitId: number, token = members.admin.token) =>
  expectJson(await portal.request('GET', `/api/ledger/units/${unitId}`, { token }), 200);
const setPack = (rulePack: string) =>
  portal.strapi.db.query('api::site-setting.site-setting').updateMany({ where: {}, data: { rulePack } });

beforeAll(async () => {
  portal = await startPortal();
  members = await createMembers(portal, 'l');
  const role = await portal.strapi.db.query('api::board-role.board-role').findOne({ where: { role: 'Treasurer' } });
  const { profile, token } = await createAccount(portal, 'ltreasurer', ['director']);
  await portal.strapi.db.query('api::board-director.board-director').create({
    data: {
      firstName: 'Tess',
      lastName: 'Urer',
      unitNumber: '1',
      phone: '555-0100',
      email: 'ltreasurer@example.org',
      position: 1,
      active: true,
      roles: [role.id],
      profile: profile.id,
    },
  });
  treasurer = token;
  for (const entitlement of ROSTER) rosterUnits.push(await aUnit(entitlement));
  // The owner of the first unit (createMembers' owner is a verified owner).
  await portal.strapi.db
    .query('api::unit.unit-member')
    .create({ data: { unitId: rosterUnits[0], relation: 'owner', profileId: members.owner.profileId } });
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

describe('sharing a budget by entitlement', () => {
  it('shares $10,000.03 over the roster to exactly 1,000,003 cents', async () => {
    const run = await expectJson(await post('/assessments/post', { period: '2026-01', amountCents: '1000003' }, treasurer), 201);
    expect(run).toMatchObject({ period: '2026-01', kind: 'assessment', totalCents: 1_000_003, posted: 3 });
    expect(run.shares.reduce((t: number, s: { amountCents: number }) => t + s.amountCents, 0)).toBe(1_000_003);
    const expected = shareByEntitlement(
      1_000_003,
      rosterUnits.map((unitId, i) => ({ unitId, label: String(i), entitlement: ROSTER[i] })),
    );
    expect(expected.ok && expected.shares.map((s) => s.amountCents)).toEqual(run.shares.map((s: { amountCents: number }) => s.amountCents));
    const owner = await ledgerOf(rosterUnits[0], members.owner.token);
    expect(owner.balanceCents).toBe(run.shares[0].amountCents);
  });

  it('posts a period once: a second posting is refused and posts nothing', async () => {
    const before = await transactionCount();
    await expectRefused(
      await post('/assessments/post', { period: '2026-01', amountCents: 5000 }),
      409,
      M.periodPosted('2026-01', 'assessment'),
    );
    expect(await transactionCount()).toBe(before);
  });

  it('posts a period fired twice at one barrier once', async () => {
    const before = await transactionCount();
    const answers = await atOnce(
      portal.url,
      [1, 2].map(() => ({
        method: 'POST',
        path: '/api/ledger/assessments/post',
        token: members.admin.token,
        json: { period: '2026-02', amountCents: 300000 },
      })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await transactionCount()).toBe(before + ROSTER.length);
    const rows = await portal.strapi.db.connection('hearth_ledger_transactions').where({ period: '2026-02' }).select('unit_id');
    expect(rows.map((r) => Number(r.unit_id)).sort()).toEqual([...rosterUnits].sort());
  });

  it('refuses, with the reason, a roster whose entitlements cannot define shares', async () => {
    expect(shareByEntitlement(100, [{ unitId: 1, label: '4B Elm', entitlement: 0 }])).toEqual({
      ok: false,
      reason: M.badEntitlement('4B Elm'),
    });
    expect(shareByEntitlement(100, [])).toEqual({ ok: false, reason: M.noRoster });
  });
});

describe('posted rows never change', () => {
  it('refuses SQL UPDATE and DELETE of a posted entry or transaction, and the balance stays', async () => {
    const knex = portal.strapi.db.connection;
    const before = await ledgerOf(rosterUnits[1]);
    const entry = await knex('hearth_ledger_entries').orderBy('id').first();
    const tx = await knex('hearth_ledger_transactions').orderBy('id').first();
    await expect(knex.raw('UPDATE hearth_ledger_entries SET amount_cents = 1 WHERE id = ?', [entry.id])).rejects.toThrow(/never change/);
    await expect(knex.raw('DELETE FROM hearth_ledger_entries WHERE id = ?', [entry.id])).rejects.toThrow(/never change/);
    await expect(knex.raw('DELETE FROM hearth_ledger_entries')).rejects.toThrow(/never change/);
    await expect(knex.raw("UPDATE hearth_ledger_transactions SET memo = 'x' WHERE id = ?", [tx.id])).rejects.toThrow(/never change/);
    await expect(knex.raw('DELETE FROM hearth_ledger_transactions WHERE id = ?', [tx.id])).rejects.toThrow(/never change/);
    expect(await ledgerOf(rosterUnits[1])).toEqual(before);
  });

  it('refuses a transaction whose entries do not balance, and posts nothing', async () => {
    const [transactions, entries] = [await transactionCount(), await entryCount()];
    await expectRefused(
      await post('/journal', {
        entries: [
          { account: 'bank', debitCents: 10000 },
          { account: 'income:other', creditCents: 9999 },
        ],
      }),
      400,
      M.unbalanced,
    );
    // A unit's accounts are never a journal's: each of their entries names its charge.
    await expectRefused(
      await post('/journal', {
        entries: [
          { account: `unit:${rosterUnits[0]}:receivable`, debitCents: 1 },
          { account: 'bank', creditCents: 1 },
        ],
      }),
      400,
      M.account,
    );
    expect([await transactionCount(), await entryCount()]).toEqual([transactions, entries]);
    const balanced = await expectJson(
      await post('/journal', {
        entries: [
          { account: 'bank', debitCents: 500 },
          { account: 'income:other', creditCents: 500 },
        ],
        memo: 'Interest from the bank',
      }),
      201,
    );
    expect(balanced).toMatchObject({ kind: 'journal', unitId: null, memo: 'Interest from the bank' });
  });

  it.runIf(process.env.TEST_DATABASE_URL)('refuses, on PostgreSQL, unbalanced entries written by SQL when they commit', async () => {
    const knex = portal.strapi.db.connection;
    const before = await entryCount();
    await expect(
      knex.transaction(async (trx) => {
        const [row] = await trx('hearth_ledger_transactions')
          .insert({ kind: 'journal', posted_on: '2026-01-01', posted_at: Date.now() })
          .returning('id');
        const bank = await trx('hearth_ledger_accounts').where({ code: 'bank' }).first('id');
        await trx('hearth_ledger_entries').insert({ transaction_id: row.id, account_id: bank.id, amount_cents: 100 });
      }),
    ).rejects.toThrow(/do not balance/);
    expect(await entryCount()).toBe(before);
  });
});

describe('payments in the rule pack order', () => {
  /** A unit owing $100 of late fees (due later) and a $300 assessment (due first). */
  async function owingUnit() {
    const unitId = await aUnit();
    await expectJson(
      await post('/charges', { unitId, kind: 'assessment', amountCents: 30000, postedOn: '2026-03-01', dueOn: '2026-03-01' }, treasurer),
      201,
    );
    await expectJson(
      await post('/charges', { unitId, kind: 'late-fee', amountCents: '10000', postedOn: '2026-03-20', dueOn: '2026-03-20' }, treasurer),
      201,
    );
    return unitId;
  }
  const pay = (unitId: number, amountCents: number | string, token = treasurer) =>
    post(
      '/payments',
      { unitId, amountCents, method: 'cheque', receivedOn: '2026-04-02', reference: 'Cheque 118', memo: 'Dues only' },
      token,
    );

  it('Florida: a $300 payment settles the late fees first and leaves $100 of assessment', async () => {
    await setPack('fl-718');
    const unitId = await owingUnit();
    const result = await expectJson(await pay(unitId, 30000), 201);
    expect(result.applied.map((a: { kind: string; amountCents: number }) => [a.kind, a.amountCents])).toEqual([
      ['late-fee', 10000],
      ['assessment', 20000],
    ]);
    const ledger = await ledgerOf(unitId);
    expect(ledger.balanceCents).toBe(10000);
    expect(ledger.openCharges).toEqual([expect.objectContaining({ kind: 'assessment', remainingCents: 10000 })]);
  });

  it('California: a $300 payment settles the assessment first and leaves $100 of fees', async () => {
    await setPack('ca-davis-stirling');
    const unitId = await owingUnit();
    await expectJson(await pay(unitId, 30000), 201);
    const ledger = await ledgerOf(unitId);
    expect(ledger.balanceCents).toBe(10000);
    expect(ledger.openCharges).toEqual([expect.objectContaining({ kind: 'late-fee', remainingCents: 10000 })]);
  });

  it('no pack: the oldest charge first, and what is left is held as credit', async () => {
    await setPack('none');
    const unitId = await owingUnit();
    const result = await expectJson(await pay(unitId, 45000), 201);
    expect(result.applied.map((a: { kind: string }) => a.kind)).toEqual(['assessment', 'late-fee']);
    expect(result.creditCents).toBe(5000);
    const ledger = await ledgerOf(unitId);
    expect(ledger).toMatchObject({ balanceCents: -5000, receivableCents: 0, creditCents: 5000, openCharges: [] });
  });

  it('a bounced payment reversed restores what it paid, with the pack returned-payment fee; a reversal is never reversed', async () => {
    await setPack('fl-718');
    const unitId = await owingUnit();
    const payment = await expectJson(await pay(unitId, 30000), 201);
    const { reversal, fee } = await expectJson(
      await post(`/transactions/${payment.transaction.id}/reverse`, { reason: 'Cheque returned: insufficient funds' }, treasurer),
      201,
    );
    expect(reversal).toMatchObject({
      kind: 'reversal',
      reversesId: payment.transaction.id,
      reason: 'Cheque returned: insufficient funds',
      amountCents: 30000,
    });
    // §68.065(2): $30 for a payment from $50.01 to $300 (5% of $300 is less).
    expect(fee).toMatchObject({ kind: 'charge', chargeKind: 'costs', amountCents: 3000 });
    const ledger = await ledgerOf(unitId);
    expect(ledger.balanceCents).toBe(43000);
    expect(ledger.transactions.find((t: { id: number }) => t.id === payment.transaction.id).reversedById).toBe(reversal.id);
    const before = await transactionCount();
    await expectRefused(await post(`/transactions/${payment.transaction.id}/reverse`, { reason: 'Again' }), 409, M.alreadyReversed);
    await expectRefused(await post(`/transactions/${reversal.id}/reverse`, { reason: 'Undo' }), 409, M.reversalOfReversal);
    // A charge partly paid waits for its payments' reversal.
    const paid = await expectJson(await pay(unitId, 1000), 201);
    await expectRefused(await post(`/transactions/${paid.applied[0].chargeId}/reverse`, { reason: 'Waived' }), 409, M.chargePaid);
    expect(await transactionCount()).toBe(before + 1);
  });

  it('reverses an unpaid charge: the unit owes what it owed before, and the charge names its reversal', async () => {
    const unitId = await aUnit();
    const charge = await expectJson(await post('/charges', { unitId, kind: 'fine', amountCents: 7500, memo: 'Parking' }, treasurer), 201);
    expect((await ledgerOf(unitId)).balanceCents).toBe(7500);
    const { reversal, fee } = await expectJson(
      await post(`/transactions/${charge.id}/reverse`, { reason: 'Fine waived by the board' }, treasurer),
      201,
    );
    expect(fee).toBeNull();
    expect(reversal).toMatchObject({ reversesId: charge.id, amountCents: -7500, postedBy: expect.any(String) });
    const ledger = await ledgerOf(unitId);
    expect(ledger).toMatchObject({ balanceCents: 0, openCharges: [] });
    expect(ledger.transactions.map((t: { kind: string; reversedById: number | null }) => [t.kind, t.reversedById])).toEqual([
      ['charge', reversal.id],
      ['reversal', null],
    ]);
  });

  it('keeps a unit balance right under simultaneous payments', async () => {
    const unitId = await aUnit();
    await expectJson(await post('/charges', { unitId, kind: 'special-assessment', amountCents: 100000, postedOn: '2026-05-01' }), 201);
    const answers = await atOnce(
      portal.url,
      Array.from({ length: 8 }, (_, i) => ({
        method: 'POST',
        path: '/api/ledger/payments',
        token: members.admin.token,
        json: { unitId, amountCents: 15000, method: 'transfer', receivedOn: '2026-05-02', reference: `T-${i}` },
      })),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const applied = answers.reduce((t, a) => t + a.body.applied.reduce((s: number, x: { amountCents: number }) => s + x.amountCents, 0), 0);
    const credit = answers.reduce((t, a) => t + a.body.creditCents, 0);
    expect([applied, credit]).toEqual([100000, 20000]);
    expect(await ledgerOf(unitId)).toMatchObject({ balanceCents: -20000, receivableCents: 0, creditCents: 20000 });
  });
});

describe('the aging report', () => {
  it('buckets what is owed by days past due, and totals the receivable control account', async () => {
    for (const asOf of ['2026-03-15', '2026-04-10', '2026-06-30', undefined]) {
      const report = await expectJson(
        await portal.request('GET', `/api/ledger/aging${asOf ? `?asOf=${asOf}` : ''}`, { token: members.director.token }),
        200,
      );
      expect(report.totals.totalCents).toBe(report.controlCents);
      expect(report.units.reduce((t: number, u: { totalCents: number }) => t + u.totalCents, 0)).toBe(report.controlCents);
    }
    // On 2026-04-10 the January period is 99 days past due, February's 68.
    const report = await expectJson(await portal.request('GET', '/api/ledger/aging?asOf=2026-04-10', { token: members.admin.token }), 200);
    const first = report.units.find((u: { unitId: number }) => u.unitId === rosterUnits[2]);
    expect(first.over90).toBeGreaterThan(0);
    expect(first.days61to90).toBeGreaterThan(0);
    await expectRefused(await portal.request('GET', '/api/ledger/aging?asOf=2026-02-30', { token: members.admin.token }), 400, M.asOf);
    await expectRefused(await portal.request('GET', '/api/ledger/aging', { token: members.owner.token }), 403);
  });
});

describe('who reads and writes', () => {
  it('shows a unit ledger to its verified owners and the board only', async () => {
    await ledgerOf(rosterUnits[0], members.owner.token);
    await ledgerOf(rosterUnits[1], members.director.token);
    await expectRefused(
      await portal.request('GET', `/api/ledger/units/${rosterUnits[1]}`, { token: members.owner.token }),
      404,
      M.notYourUnit,
    );
    await expectRefused(
      await portal.request('GET', `/api/ledger/units/${rosterUnits[0]}`, { token: members.tenant.token }),
      403,
      M.ownersOnly,
    );
    await expectRefused(
      await portal.request('GET', `/api/ledger/units/${rosterUnits[0]}`, { token: members.propmgr.token }),
      403,
      M.ownersOnly,
    );
    await expectRefused(await portal.request('GET', `/api/ledger/units/${rosterUnits[0]}`), 401);
    const { profile, token } = await createAccount(portal, 'lunverified', ['owner']);
    await portal.strapi.db.query('api::profile.profile').update({ where: { id: profile.id }, data: { authenticated: false } });
    await portal.strapi.db
      .query('api::unit.unit-member')
      .create({ data: { unitId: rosterUnits[0], relation: 'owner', profileId: profile.id } });
    await expectRefused(await portal.request('GET', `/api/ledger/units/${rosterUnits[0]}`, { token }), 403, M.notVerified);
    await expectRefused(await portal.request('GET', '/api/ledger/units/999999', { token: members.admin.token }), 404, M.unitNotFound);
  });

  it('lets administrators and the treasurer write, not the other directors', async () => {
    const before = await transactionCount();
    await expectRefused(
      await post('/charges', { unitId: rosterUnits[0], kind: 'fine', amountCents: 100 }, members.director.token),
      403,
      M.writersOnly,
    );
    await expectRefused(await post('/charges', { unitId: rosterUnits[0], kind: 'fine', amountCents: 100 }, members.owner.token), 403);
    expect(await transactionCount()).toBe(before);
  });
});

describe('bad input', () => {
  it('refuses with a message and posts nothing', async () => {
    const before = await transactionCount();
    const unitId = rosterUnits[0];
    for (const amountCents of [12.5, '12.345', -5, 0, '-5', 1_000_000_000_001, '1e5', '', null, true]) {
      await expectRefused(await post('/charges', { unitId, kind: 'other', amountCents }), 400, M.amount);
      await expectRefused(await post('/payments', { unitId, amountCents, method: 'cash', receivedOn: '2026-01-05' }), 400, M.amount);
    }
    for (const period of ['2026-13', '2026-00', '1999-12', '2026-1', 'May']) {
      await expectRefused(await post('/assessments/post', { period, amountCents: 100 }), 400, M.period);
    }
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await expectRefused(await post('/payments', { unitId, amountCents: 100, method: 'cash', receivedOn: tomorrow }), 400, M.futurePayment);
    await expectRefused(await post('/payments', { unitId, amountCents: 100, method: 'bitcoin', receivedOn: '2026-01-05' }), 400, M.method);
    await expectRefused(await post('/payments', { unitId, amountCents: 100, method: 'cash', receivedOn: '2026-02-30' }), 400, M.day);
    await expectRefused(
      await post('/payments', { unitId: 999999, amountCents: 100, method: 'cash', receivedOn: '2026-01-05' }),
      404,
      M.unitNotFound,
    );
    await expectRefused(await post('/charges', { unitId, kind: 'bribe', amountCents: 100 }), 400, M.kind);
    await expectRefused(await post('/charges', { unitId, kind: 'other', amountCents: 100, extra: 1 }), 400);
    await expectRefused(await post('/transactions/999999/reverse', { reason: 'No such' }), 404, M.transactionNotFound);
    await expectRefused(await post('/transactions/abc/reverse', { reason: 'No such' }), 400);
    await expectRefused(await post('/transactions/1/reverse', { reason: '' }), 400, M.reason);
    await expectRefused(
      await portal.request('POST', '/api/ledger/charges', {
        token: members.admin.token,
        body: '[1]',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
    expect(await transactionCount()).toBe(before);
  });
});
