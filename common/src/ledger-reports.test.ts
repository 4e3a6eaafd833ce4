import { describe, expect, it } from 'vitest';
import { centsText, delinquencyQuerySchema, journalCsvRow, trialBalanceQuerySchema } from './ledger-reports';

describe('the ledger reports’ rules', () => {
  it('writes cents as the decimal a spreadsheet reads, never through a float', () => {
    expect(centsText(123456)).toBe('1234.56');
    expect(centsText(5)).toBe('0.05');
    expect(centsText(0)).toBe('0.00');
    expect(centsText(-250)).toBe('-2.50');
    expect(centsText(1_000_000_000_003)).toBe('10000000000.03');
  });

  it('puts a debit and a credit in their own columns', () => {
    const entry = { postedOn: '2026-01-01', account: 'bank', memo: 'm', transactionId: 7 };
    expect(journalCsvRow({ ...entry, amountCents: 1001 })).toEqual(['2026-01-01', 'bank', '10.01', '', 'm', '7']);
    expect(journalCsvRow({ ...entry, amountCents: -1001 })).toEqual(['2026-01-01', 'bank', '', '10.01', 'm', '7']);
  });

  it('takes whole day counts and four-digit years only', () => {
    expect(delinquencyQuerySchema.parse({ minDays: '30' }).minDays).toBe(30);
    expect(delinquencyQuerySchema.parse({}).minDays).toBe(1);
    for (const minDays of ['1.5', '-1', '0', '1e2', ' 3']) expect(delinquencyQuerySchema.safeParse({ minDays }).success).toBe(false);
    expect(trialBalanceQuerySchema.parse({ year: '2026' }).year).toBe(2026);
    for (const year of ['1999', '2026.0', '026', '']) expect(trialBalanceQuerySchema.safeParse({ year }).success).toBe(false);
  });
});
