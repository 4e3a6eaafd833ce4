import { describe, expect, it } from 'vitest';
import { LedgerMessages as M, agingBucket, applyPayment, centsSchema, returnedPaymentFee, shareByEntitlement } from './ledger';
import { RULE_PACKS } from './rule-packs';

describe('shareByEntitlement', () => {
  it('shares to the cent with the largest remainders', () => {
    const outcome = shareByEntitlement(1_000_003, [
      { unitId: 1, label: '1', entitlement: 1 },
      { unitId: 2, label: '2', entitlement: 1 },
      { unitId: 3, label: '3', entitlement: 1 },
    ]);
    expect(outcome).toEqual({
      ok: true,
      shares: [
        { unitId: 1, amountCents: 333_335 },
        { unitId: 2, amountCents: 333_334 },
        { unitId: 3, amountCents: 333_334 },
      ],
    });
  });

  it('adds up exactly for the largest amounts and odd weights', () => {
    const units = Array.from({ length: 2000 }, (_, i) => ({ unitId: i, label: String(i), entitlement: 0.0001 + (i % 7) * 0.1234 }));
    const outcome = shareByEntitlement(1_000_000_000_000, units);
    expect(outcome.ok && outcome.shares.reduce((t, s) => t + s.amountCents, 0)).toBe(1_000_000_000_000);
  });

  it('refuses a roster that cannot define shares', () => {
    expect(shareByEntitlement(100, [])).toEqual({ ok: false, reason: M.noRoster });
    expect(shareByEntitlement(100, [{ unitId: 1, label: '4B', entitlement: -1 }])).toEqual({ ok: false, reason: M.badEntitlement('4B') });
  });
});

describe('applyPayment', () => {
  const open = [
    { chargeId: 1, kind: 'assessment' as const, dueOn: '2026-03-01', remainingCents: 30000 },
    { chargeId: 2, kind: 'late-fee' as const, dueOn: '2026-03-20', remainingCents: 10000 },
  ];
  it('follows each pack', () => {
    expect(applyPayment(30000, open, RULE_PACKS['fl-718'].ledger).applied.map((a) => [a.kind, a.amountCents])).toEqual([
      ['late-fee', 10000],
      ['assessment', 20000],
    ]);
    expect(applyPayment(30000, open, RULE_PACKS['ca-davis-stirling'].ledger).applied).toEqual([
      { chargeId: 1, kind: 'assessment', amountCents: 30000 },
    ]);
    expect(applyPayment(50000, open, RULE_PACKS.none.ledger)).toMatchObject({ creditCents: 10000 });
  });
});

describe('returnedPaymentFee', () => {
  it('takes the greater of the tier and the percentage', () => {
    const florida = RULE_PACKS['fl-718'].ledger.returnedPaymentFee;
    expect([returnedPaymentFee(florida, 4000), returnedPaymentFee(florida, 30000), returnedPaymentFee(florida, 200000)]).toEqual([
      2500, 3000, 10000,
    ]);
    expect(returnedPaymentFee(RULE_PACKS.none.ledger.returnedPaymentFee, 30000)).toBe(0);
  });
});

describe('amounts and aging', () => {
  it('takes whole cents only', () => {
    expect(centsSchema.parse('1000003')).toBe(1_000_003);
    for (const bad of [12.5, '12.345', -1, 0, '1e3', 1_000_000_000_001, ' 12']) expect(centsSchema.safeParse(bad).success).toBe(false);
  });
  it('buckets by days past due', () => {
    expect(['2026-03-11', '2026-03-10', '2026-02-08', '2026-01-09'].map((due) => agingBucket(due, '2026-04-10'))).toEqual([
      'current',
      'days31to60',
      'days61to90',
      'over90',
    ]);
  });
});
