/**
 * Owners' accounts after the core, on SQLite and PostgreSQL: late fees and interest by the rule pack
 * (after the grace days, capped, once per period whatever the number of runs; a hardship suspension
 * stops them; a fine accrues neither), monthly statements (opening balance + activity = closing
 * balance over a fixture year, issued once, e-mailed, downloaded by the unit's verified owners and
 * the board only), and estoppel certificates (the pack's deadline counted, the amounts owed and
 * falling due, the fee, frozen with its SHA-256 once issued). Bad input is refused with a message
 * and posts nothing.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DUES_RULES,
  DuesMessages as D,
  LedgerMessages,
  addBusinessDays,
  businessDaysBetween,
  interestFor,
  lateFeeFor,
  statementFigures,
} from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { createMembers, expectJson, expectRefused, type Members } from './support';
import { rosterKeyOf } from '../../src/api/unit/front-door';
import { ledgerContext } from '../../src/api/ledger/services/ledger/context';

let portal: TestPortal;
let members: Members;
let treasurer: string;
let street = 0;
/** Unit A (the owner's), unit B (another owner's), both sharing each period by entitlement. */
let unitA = 0;
let unitB = 0;

async function aUnit(entitlement = 1): Promise<number> {
  const name = `Dues Street ${++street}`;
  const unit = await portal.strapi.db
    .query('api::unit.unit')
    .create({ data: { number: '1', street: name, entitlement, rosterKey: rosterKeyOf('1', name) } });
  return Number(unit.id);
}

const knex = () => portal.strapi.db.connection;
const count = async (table: string) => Number(((await knex()(table).count({ n: '*' }).first()) as { n: unknown }).n);
const post = (path: string, json: unknown, token = treasurer) => portal.request('POST', `/api/ledger${path}`, { token, json });
const get = (path: string, token = members.admin.token) => portal.request('GET', `/api/ledger${path}`, { token });
const setPack = (rulePack: string) =>
  portal.strapi.db.query('api::site-setting.site-setting').updateMany({ where: {}, data: { rulePack } });
const chargesOf = async (unitId: number, kind: string) =>
  (await knex()('hearth_ledger_transactions').where({ unit_id: unitId, charge_kind: kind }).orderBy('id')) as {
    period: string;
    posted_on: string;
    id: number;
  }[];
const amountOf = async (transactionId: number) =>
  Number(
    (
      (await knex()('hearth_ledger_entries').where({ transaction_id: transactionId }).where('amount_cents', '>', 0).first()) as {
        amount_cents: unknown;
      }
    ).amount_cents,
  );
/** Today in the association's time zone, as the ledger counts it. */
const today = () => ledgerContext(portal.strapi).today();

beforeAll(async () => {
  portal = await startPortal();
  members = await createMembers(portal, 'd');
  const role = await portal.strapi.db.query('api::board-role.board-role').findOne({ where: { role: 'Treasurer' } });
  const { profile, token } = await createAccount(portal, 'dtreasurer', ['director']);
  await portal.strapi.db.query('api::board-director.board-director').create({
    data: {
      firstName: 'Tess',
      lastName: 'Urer',
      unitNumber: '1',
      phone: '555-0100',
      email: 'dtreasurer@example.org',
      position: 1,
      active: true,
      roles: [role.id],
      profile: profile.id,
    },
  });
  treasurer = token;
  unitA = await aUnit(0.4);
  unitB = await aUnit(0.6);
  await portal.strapi.db
    .query('api::unit.unit-member')
    .create({ data: { unitId: unitA, relation: 'owner', profileId: members.owner.profileId } });
  await setPack('fl-718');
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

describe('late fees and interest by the rule pack', () => {
  it('Florida: posts the greater of $25 or 5% once per period, however many runs', async () => {
    // $1,000.00 a month: unit A owes $400.00, unit B $600.00, due on the first.
    await expectJson(await post('/assessments/post', { period: '2025-01', amountCents: 100000 }), 201);
    const first = await expectJson(await post('/late-fees/run', { asOf: '2025-01-20' }), 200);
    const rule = DUES_RULES['fl-718'].lateFee!;
    expect(
      first.lateFees.map((f: { unitId: number; amountCents: number; period: string }) => [f.unitId, f.period, f.amountCents]).sort(),
    ).toEqual(
      [
        [unitA, '2025-01', lateFeeFor(rule, 40000)],
        [unitB, '2025-01', lateFeeFor(rule, 60000)],
      ].sort(),
    );
    expect(lateFeeFor(rule, 40000)).toBe(2500); // 5% is $20: the $25 floor of the cap applies
    expect(lateFeeFor(rule, 60000)).toBe(3000);
    const transactions = await count('hearth_ledger_transactions');
    const again = await expectJson(await post('/late-fees/run', { asOf: '2025-01-25' }), 200);
    expect(again.lateFees).toEqual([]);
    // The scheduler's job is the same run: nothing twice either.
    await portal.strapi.service('api::ledger.late-fees').run('2025-01-26');
    expect(await count('hearth_ledger_transactions')).toBe(transactions);
  });

  it('Florida: interest at 18% a year for the month before, once', async () => {
    const run = await expectJson(await post('/late-fees/run', { asOf: '2025-02-10' }), 200);
    const rule = DUES_RULES['fl-718'].interest!;
    // Due 2025-01-01: interest from the 2nd to the 31st, 30 days.
    const a = run.interest.find((i: { unitId: number }) => i.unitId === unitA);
    expect(a).toMatchObject({ period: '2025-01', amountCents: interestFor(rule, 40000, 30) });
    expect(a.amountCents).toBe(591);
    const before = await count('hearth_ledger_transactions');
    expect((await expectJson(await post('/late-fees/run', { asOf: '2025-02-11' }), 200)).interest).toEqual([]);
    expect(await count('hearth_ledger_transactions')).toBe(before);
  });

  it('a hardship suspension by the board stops them for the unit, with its reason; lifted, they resume', async () => {
    const suspension = await expectJson(
      await post(`/units/${unitB}/hardship`, { reason: 'Owner in hospital; the board agreed on a payment plan.' }, members.director.token),
      201,
    );
    expect(suspension).toMatchObject({
      unitId: unitB,
      reason: 'Owner in hospital; the board agreed on a payment plan.',
      untilOn: null,
      liftedOn: null,
    });
    await expectRefused(await post(`/units/${unitB}/hardship`, { reason: 'Again' }, members.director.token), 409, D.hardshipExists);
    await expectJson(await post('/assessments/post', { period: '2025-02', amountCents: 100000 }), 201);
    const run = await expectJson(await post('/late-fees/run', { asOf: '2025-03-05' }), 200);
    expect(run.suspended).toEqual([unitB]);
    expect(run.lateFees.map((f: { unitId: number }) => f.unitId)).toEqual([unitA]);
    expect(run.interest.map((f: { unitId: number }) => f.unitId)).toEqual([unitA]);
    expect((await expectJson(await get('/hardships'), 200))[0]).toMatchObject({ unitId: unitB });
    const lifted = await expectJson(
      await portal.request('DELETE', `/api/ledger/units/${unitB}/hardship`, { token: members.director.token }),
      200,
    );
    expect(lifted.liftedOn).toBe(await today());
    await expectRefused(
      await portal.request('DELETE', `/api/ledger/units/${unitB}/hardship`, { token: members.director.token }),
      404,
      D.noHardship,
    );
  });

  it('California: no late charge within 15 days; then the greater of 10% or $10; a fine accrues nothing', async () => {
    await setPack('ca-davis-stirling');
    const unitC = await aUnit(1);
    await expectJson(
      await post('/charges', { unitId: unitC, kind: 'fine', amountCents: 50000, postedOn: '2025-04-01', dueOn: '2025-04-01' }),
      201,
    );
    await expectJson(await post('/assessments/post', { period: '2025-04', amountCents: 100000 }), 201);
    const aprilA = (await chargesOf(unitA, 'assessment')).find((c) => c.period === '2025-04')!;
    const shareA = await amountOf(aprilA.id);
    const early = await expectJson(await post('/late-fees/run', { asOf: '2025-04-16' }), 200);
    expect(early.lateFees.filter((f: { period: string }) => f.period === '2025-04')).toEqual([]);
    const late = await expectJson(await post('/late-fees/run', { asOf: '2025-06-17' }), 200);
    const feeA = late.lateFees.find((f: { unitId: number; period: string }) => f.unitId === unitA && f.period === '2025-04');
    expect(feeA.amountCents).toBe(lateFeeFor(DUES_RULES['ca-davis-stirling'].lateFee!, shareA));
    // Unit C's only delinquent assessment is its April share: its $500 fine accrues neither fee nor interest.
    const feeC = late.lateFees.find((f: { unitId: number; period: string }) => f.unitId === unitC && f.period === '2025-04');
    const aprilC = (await chargesOf(unitC, 'assessment')).find((c) => c.period === '2025-04')!;
    expect(feeC.amountCents).toBe(lateFeeFor(DUES_RULES['ca-davis-stirling'].lateFee!, await amountOf(aprilC.id)));
    // Interest for May: once 30 days after the due day have gone by (May 2nd on), 12% a year, on the assessment only.
    const interestC = late.interest.find((i: { unitId: number }) => i.unitId === unitC);
    expect(interestC.amountCents).toBe(interestFor(DUES_RULES['ca-davis-stirling'].interest!, await amountOf(aprilC.id), 30));
    await setPack('fl-718');
  });

  it('refuses bad input with a message, posts nothing, and keeps runs to the board', async () => {
    const before = await count('hearth_ledger_transactions');
    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await expectRefused(await post('/late-fees/run', { asOf: tomorrow }), 400, D.asOfFuture);
    await expectRefused(await post('/late-fees/run', { asOf: '2025-02-30' }), 400);
    await expectRefused(await post('/late-fees/run', { asOf: '2025-03-01', extra: 1 }), 400);
    await expectRefused(await post('/late-fees/run', {}, members.owner.token), 403);
    await expectRefused(await post('/late-fees/run', {}, members.director.token), 403);
    await expectRefused(await post(`/units/${unitA}/hardship`, {}, members.director.token), 400, D.reason);
    await expectRefused(
      await post(`/units/${unitA}/hardship`, { reason: 'x', until: '2020-01-01' }, members.director.token),
      400,
      D.untilPast,
    );
    await expectRefused(await post('/units/999999/hardship', { reason: 'x' }, members.director.token), 404);
    await expectRefused(await post(`/units/${unitA}/hardship`, { reason: 'x' }, members.owner.token), 403);
    expect(await count('hearth_ledger_transactions')).toBe(before);
  });
});

describe('monthly statements', () => {
  it('opening balance + activity = closing balance, month after month of a fixture year', async () => {
    // Payments on some months (one larger than owed, held as credit), assessments for the rest of the year.
    for (const period of ['2025-03', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12'])
      await expectJson(await post('/assessments/post', { period, amountCents: 100000 }), 201);
    for (const [receivedOn, amountCents] of [
      ['2025-02-14', 50000],
      ['2025-05-03', 120000],
      ['2025-09-30', 200000],
      ['2025-12-31', 12345],
    ] as const)
      await expectJson(await post('/payments', { unitId: unitA, amountCents, method: 'cheque', receivedOn, reference: 'C' }), 201);
    const statements = portal.strapi.service('api::ledger.statements');
    let opening = 0;
    for (let month = 1; month <= 12; month++) {
      const period = `2025-${String(month).padStart(2, '0')}`;
      const s = await statements.statementOf(unitA, period);
      expect(s.openingCents, period).toBe(opening);
      expect(s.closingCents, period).toBe(s.openingCents + s.chargesCents - s.paymentsCents);
      expect(statementFigures(s.openingCents, s.transactions)).toMatchObject({ closingCents: s.closingCents });
      opening = s.closingCents;
    }
    // The last closing balance is the sum of the unit's entries: its ledger's balance (nothing posted after 2025).
    const ledger = await expectJson(await get(`/units/${unitA}`), 200);
    expect(opening).toBe(ledger.balanceCents);
  });

  it('issues a month once, e-mails it, and lets the unit\u2019s owners and the board read and download it', async () => {
    const mails = await count('hearth_notice_outbox');
    const issued = await expectJson(await post('/statements/issue', { period: '2025-03' }), 201);
    expect(issued.issued).toBeGreaterThanOrEqual(2);
    expect(await count('hearth_notice_outbox')).toBe(mails + issued.mailed);
    const rows = await knex()('hearth_notice_outbox').where({ kind: 'ledger-statement' });
    expect(rows.length).toBe(issued.mailed);
    // Unit A's verified owner is sent its statement.
    expect(rows.map((r) => r.email)).toContain(`${members.owner.username}@example.org`);
    await expectRefused(await post('/statements/issue', { period: '2025-03' }), 409, D.statementsIssued('2025-03'));
    const period = (await today()).slice(0, 7);
    await expectRefused(await post('/statements/issue', { period }), 409, D.periodOpen(period));
    await expectRefused(await post('/statements/issue', { period: '2025-13' }), 400);
    await expectRefused(await post('/statements/issue', { period: '2025-03' }, members.director.token), 403);

    const mine = await expectJson(await get(`/units/${unitA}/statements/2025-03`, members.owner.token), 200);
    expect(mine.closingCents).toBe(mine.openingCents + mine.chargesCents - mine.paymentsCents);
    expect((await expectJson(await get(`/units/${unitA}/statements`, members.owner.token), 200))[0]).toMatchObject({ period: '2025-03' });
    const pdf = await get(`/units/${unitA}/statements/2025-03/pdf`, members.owner.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await get(`/units/${unitB}/statements/2025-03/pdf`, members.director.token)).status).toBe(200);
    // Another unit: 404; a tenant: 403; a month not issued: 404; a month that does not exist: 400.
    await expectRefused(await get(`/units/${unitB}/statements/2025-03`, members.owner.token), 404);
    await expectRefused(await get(`/units/${unitB}/statements/2025-03/pdf`, members.owner.token), 404);
    await expectRefused(await get(`/units/${unitA}/statements/2025-03/pdf`, members.tenant.token), 403);
    await expectRefused(await get(`/units/${unitA}/statements`, members.propmgr.token), 403);
    await expectRefused(await get(`/units/${unitA}/statements/2025-05`, members.owner.token), 404, D.statementNotIssued);
    await expectRefused(await get(`/units/${unitA}/statements/2025-00`, members.owner.token), 400);
    // An issued statement never changes, even by SQL.
    await expect(knex().raw('UPDATE hearth_ledger_statements SET closing_cents = 0')).rejects.toThrow(/never changes/);
    await expect(knex().raw('DELETE FROM hearth_ledger_statements')).rejects.toThrow(/never changes/);
  });
});

describe('estoppel certificates', () => {
  const request = (json: Record<string, unknown>, token = members.owner.token) => post('/estoppels', json, token);
  const valid = () => ({
    unitId: unitA,
    requesterKind: 'owner',
    requesterName: 'Olive Owner',
    requesterEmail: 'olive@example.org',
    closingOn: '2099-01-15',
  });

  it('counts the pack\u2019s deadline, itemises what is owed and falling due, and freezes the issued certificate with its SHA-256', async () => {
    const asked = await expectJson(await request(valid()), 201);
    const day = await today();
    expect(asked).toMatchObject({
      status: 'requested',
      askedOn: day,
      dueOn: addBusinessDays(day, 10),
      daysLeft: 10,
      businessDays: true,
      citation: '§718.116(8), Fla. Stat.',
      feeChargeId: null,
    });
    expect(businessDaysBetween(day, asked.dueOn)).toBe(10);
    await expectRefused(await post(`/estoppels/${asked.id}/issue`, {}, members.director.token), 403);
    const issued = await expectJson(await post(`/estoppels/${asked.id}/issue`, {}), 201);
    const ledger = await expectJson(await get(`/units/${unitA}`), 200);
    const owed = ledger.openCharges
      .filter((c: { dueOn: string; chargeId: number }) => c.dueOn <= day && c.chargeId !== issued.feeChargeId)
      .reduce((t: number, c: { remainingCents: number }) => t + c.remainingCents, 0);
    expect(issued.certificate).toMatchObject({ owedCents: owed, creditCents: ledger.creditCents, issuedOn: day, dueOn: asked.dueOn });
    expect(issued.certificate.feeCents).toBe(owed > 0 ? 40000 : 25000);
    // The fee is owed by the unit from the day it was issued: a charge on its ledger.
    const fee = ledger.transactions.find((t: { id: number }) => t.id === issued.feeChargeId);
    expect(fee).toMatchObject({ kind: 'charge', chargeKind: 'other', postedOn: day, dueOn: day, amountCents: issued.certificate.feeCents });
    expect(ledger.openCharges).toContainEqual(
      expect.objectContaining({ chargeId: issued.feeChargeId, kind: 'other', remainingCents: issued.certificate.feeCents }),
    );
    // The regular assessment expected on each first of a month the certificate covers.
    expect(issued.certificate.fallingDue.every((a: { kind: string }) => a.kind === 'assessment')).toBe(true);
    const row = await knex()('hearth_ledger_estoppels').where({ id: asked.id }).first();
    expect(issued.sha256).toBe(crypto.createHash('sha256').update(row.certificate).digest('hex'));
    expect(JSON.parse(row.certificate)).toEqual(issued.certificate);
    await expectRefused(await post(`/estoppels/${asked.id}/issue`, {}), 409, D.estoppelIssued);
    expect((await expectJson(await get(`/units/${unitA}`), 200)).transactions.length).toBe(ledger.transactions.length); // no second fee
    await expect(knex().raw("UPDATE hearth_ledger_estoppels SET certificate = '{}' WHERE id = ?", [asked.id])).rejects.toThrow(
      /never changes/,
    );
    await expect(knex().raw('DELETE FROM hearth_ledger_estoppels WHERE id = ?', [asked.id])).rejects.toThrow(/never changes/);
    const pdf = await get(`/estoppels/${asked.id}/pdf`, members.owner.token);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('records a title company\u2019s request by the board; lists open requests by deadline', async () => {
    const asked = await expectJson(
      await request(
        {
          ...valid(),
          unitId: unitB,
          requesterKind: 'title-company',
          requesterName: 'Sunshine Title',
          requesterEmail: 'closings@title.example',
        },
        members.director.token,
      ),
      201,
    );
    expect(asked.status).toBe('requested');
    const all = await expectJson(await get('/estoppels', members.director.token), 200);
    expect(all[0].id).toBe(asked.id);
    const own = await expectJson(await get('/estoppels', members.owner.token), 200);
    expect(own.every((r: { unitId: number }) => r.unitId === unitA)).toBe(true);
    await expectRefused(await get(`/estoppels/${asked.id}`, members.owner.token), 404, D.estoppelNotFound);
    await expectRefused(await get(`/estoppels/${asked.id}/pdf`, members.director.token), 409, D.estoppelNotIssued);
    // A pack that sets no fee (California: the cost of preparing, billed outside the ledger) posts no charge.
    await setPack('ca-davis-stirling');
    const transactions = await count('hearth_ledger_transactions');
    try {
      const issued = await expectJson(await post(`/estoppels/${asked.id}/issue`, {}), 201);
      expect(issued).toMatchObject({ status: 'issued', feeChargeId: null, certificate: { feeCents: 0 } });
      expect(await count('hearth_ledger_transactions')).toBe(transactions);
    } finally {
      await setPack('fl-718');
    }
  });

  it('refuses bad requests with a message and stores nothing', async () => {
    const before = await count('hearth_ledger_estoppels');
    // An owner of the unit the association has not verified: neither a certificate nor a statement.
    const { profile, token } = await createAccount(portal, 'dunverified', ['owner']);
    await portal.strapi.db.query('api::profile.profile').update({ where: { id: profile.id }, data: { authenticated: false } });
    await portal.strapi.db.query('api::unit.unit-member').create({ data: { unitId: unitA, relation: 'owner', profileId: profile.id } });
    await expectRefused(await request(valid(), token), 403, LedgerMessages.notVerified);
    await expectRefused(await get(`/units/${unitA}/statements/2025-03/pdf`, token), 403, LedgerMessages.notVerified);
    await expectRefused(await request({ ...valid(), requesterKind: 'title-company' }), 403, D.ownerRequestsOwn);
    await expectRefused(await request({ ...valid(), unitId: unitB }), 404);
    await expectRefused(await request(valid(), members.tenant.token), 403);
    await expectRefused(await request({ ...valid(), closingOn: '2020-01-01' }), 400, D.closingPast);
    await expectRefused(await request({ ...valid(), closingOn: '2099-02-30' }), 400, D.closingOn);
    await expectRefused(await request({ ...valid(), requesterEmail: 'not-an-address' }), 400, D.requesterEmail);
    await expectRefused(await request({ ...valid(), requesterKind: 'buyer' }), 400, D.requesterKind);
    await expectRefused(await request({ ...valid(), unitId: 1.5 }), 400);
    await expectRefused(await request({ ...valid(), unitId: 999999 }, members.director.token), 404);
    await expectRefused(await post('/estoppels/999999/issue', {}), 404, D.estoppelNotFound);
    expect(await count('hearth_ledger_estoppels')).toBe(before);
  });
});

describe('a hardship suspension lifted', () => {
  it('waives what fell late while it held: those late fees and that interest are never charged', async () => {
    await setPack('fl-718');
    // A suspension the board decided on 2025-10-01 and lifted on 2025-11-15 (its row as the service keeps it).
    await knex()('hearth_ledger_hardships').insert({
      unit_id: unitB,
      reason: 'Job loss',
      from_on: '2025-10-01',
      until_on: null,
      decided_by: 'Tess Urer',
      lifted_on: '2025-11-15',
      lifted_by: 'Tess Urer',
      created_at: Date.now(),
    });
    const run = await expectJson(await post('/late-fees/run', { asOf: '2025-12-20' }), 200);
    const periodsB = run.lateFees.filter((f: { unitId: number }) => f.unitId === unitB).map((f: { period: string }) => f.period);
    // Became late on 2025-10-02 and 2025-11-02, under the suspension: waived; December's after it: charged.
    expect(periodsB).not.toContain('2025-10');
    expect(periodsB).not.toContain('2025-11');
    expect(periodsB).toContain('2025-12');
    // November's interest (its last day after the lifting) is charged.
    expect(run.interest.find((i: { unitId: number }) => i.unitId === unitB)).toMatchObject({ period: '2025-11' });
    expect(run.suspended).toEqual([]);
  });
});
