import { describe, expect, it } from 'vitest';
import {
  DUES_RULES,
  DuesMessages,
  payOnlineUrlSchema,
  estoppelDaysLeft,
  estoppelDueOn,
  estoppelFee,
  formatCents,
  interestDays,
  interestFor,
  lastDayOf,
  lateFeeFor,
  lateFrom,
  previousPeriod,
  statementFigures,
} from './ledger-dues';

const FL = DUES_RULES['fl-718'];
const CA = DUES_RULES['ca-davis-stirling'];

describe('late fees and interest by the pack', () => {
  it('caps a late fee at the greater of the fixed amount and the percentage', () => {
    expect(lateFeeFor(FL.lateFee!, 40_000)).toBe(2_500); // 5% is $20: $25
    expect(lateFeeFor(FL.lateFee!, 100_000)).toBe(5_000); // 5% is $50
    expect(lateFeeFor(CA.lateFee!, 5_000)).toBe(1_000); // 10% is $5: $10
    expect(lateFeeFor(CA.lateFee!, 45_000)).toBe(4_500);
  });

  it('waits for the grace days: California 15 days after due, Florida the day after', () => {
    expect(lateFrom(CA.lateFee!, '2025-04-01')).toBe('2025-04-17');
    expect(lateFrom(FL.lateFee!, '2025-04-01')).toBe('2025-04-02');
  });

  it('counts interest days within the month, California from 30 days after due', () => {
    expect(interestDays(FL.interest!, '2025-01-01', '2025-01')).toBe(30);
    expect(interestDays(FL.interest!, '2025-01-01', '2025-02')).toBe(28);
    expect(interestDays(CA.interest!, '2025-04-01', '2025-04')).toBe(0);
    expect(interestDays(CA.interest!, '2025-04-01', '2025-05')).toBe(30);
    expect(interestDays(FL.interest!, '2025-03-15', '2025-02')).toBe(0);
    expect(interestFor(FL.interest!, 40_000, 30)).toBe(591);
    expect(interestFor(CA.interest!, 100_000, 365)).toBe(12_000); // never above 12% a year
  });

  it('never accrues on a fine', () => {
    for (const rules of Object.values(DUES_RULES)) expect(rules.accruesOn).not.toContain('fine');
  });

  it('knows periods and their last days', () => {
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
    expect(lastDayOf('2025-12')).toBe('2025-12-31');
    expect(previousPeriod('2025-01')).toBe('2024-12');
  });
});

describe('estoppel certificates', () => {
  it('counts 10 business days in Florida, 10 days in California', () => {
    expect(estoppelDueOn(FL.estoppel, '2026-12-04')).toBe('2026-12-18'); // a Friday: two weeks of weekdays
    expect(estoppelDaysLeft(FL.estoppel, '2026-12-18', '2026-12-04')).toBe(10);
    expect(estoppelDaysLeft(FL.estoppel, '2026-12-18', '2026-12-21')).toBe(-1);
    expect(estoppelDueOn(CA.estoppel, '2026-12-04')).toBe('2026-12-14');
  });

  it('charges the pack fee, more when delinquent, none when late in Florida', () => {
    expect(estoppelFee(FL.estoppel, '2026-12-18', '2026-12-10', false)).toBe(25_000);
    expect(estoppelFee(FL.estoppel, '2026-12-18', '2026-12-18', true)).toBe(40_000);
    expect(estoppelFee(FL.estoppel, '2026-12-18', '2026-12-21', true)).toBe(0);
  });
});

describe('statements', () => {
  it('opening + charges - payments = closing', () => {
    expect(statementFigures(1_000, [{ amountCents: 500 }, { amountCents: -2_000 }, { amountCents: 100 }])).toEqual({
      openingCents: 1_000,
      chargesCents: 600,
      paymentsCents: 2_000,
      closingCents: -400,
    });
    expect(formatCents(123_456_78)).toBe('$123,456.78');
    expect(formatCents(-500)).toBe('-$5.00');
  });
});

describe('the pay-online address', () => {
  it('is an https address of a site, or none', () => {
    expect(payOnlineUrlSchema.parse(' https://pay.example.org/hoa?id=7 ')).toBe('https://pay.example.org/hoa?id=7');
    expect(payOnlineUrlSchema.parse('')).toBe('');
  });
  it('refuses any other scheme, a relative link, credentials or a control character, with its message', () => {
    for (const bad of [
      'http://pay.example.org',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//pay.example.org',
      '/pay',
      'pay.example.org',
      'https://user:pw@pay.example.org',
      'https://pay.example.org/\nx',
      'https://pay.example .org',
      `https://pay.example.org/${'a'.repeat(500)}`,
      42,
    ]) {
      expect(payOnlineUrlSchema.safeParse(bad).error?.issues[0]?.message, String(bad)).toBe(DuesMessages.payOnlineUrl);
    }
  });
});
