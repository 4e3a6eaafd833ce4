/** Money on the ledger's screens: integer cents formatted with Intl; typed dollars read into cents without floats. */
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { LedgerMessages } from '@hearth/common';
import { assessmentFormSchema, paymentFormSchema } from './admin/forms';
import { AMOUNT_MESSAGE, centsOf, formatCents } from './money';
import { withRunningBalance } from './labels';

describe('formatCents', () => {
  it('shows integer cents as dollars, the cents exactly', () => {
    expect(formatCents(123456, 'USD')).toMatch(/^\$1,234\.56$/);
    expect(formatCents(5)).toMatch(/^\$0\.05$/);
    expect(formatCents(-1000)).toMatch(/^-\$10\.00$/);
    // Above 2^53 / 100 a float would lose the cents; the whole units and the cents are formatted apart.
    expect(formatCents(1_000_000_000_003)).toMatch(/^\$10,000,000,000\.03$/);
  });

  it("writes the amount in the reader's language, the screen's, whatever the browser's", () => {
    const before = i18n.locale;
    i18n.load('fr-CA', {});
    i18n.activate('fr-CA');
    try {
      // « 1 234,56 $ US »: a narrow no-break space between thousands, the comma before the cents.
      expect(formatCents(123456)).toMatch(/^1\s234,56\s\$\s?US$/);
      expect(formatCents(-1000)).toMatch(/^-10,00\s\$\s?US$/);
    } finally {
      if (before) i18n.activate(before);
    }
  });
});

describe('centsOf', () => {
  it.each([
    ['1234.56', 123456],
    ['$1,234.5', 123450],
    ['12', 1200],
    ['0.10', 10],
    ['10000.03', 1000003],
    [' 7. ', 700],
  ])('%s is %d cents', (typed, cents) => expect(centsOf(typed)).toBe(cents));

  it.each(['', '0', '0.00', '12.345', '-5', '1e3', 'abc', '1,23'])('%s is not an amount', (typed) => expect(centsOf(typed)).toBeNull());
});

describe('the forms', () => {
  it("a period's assessments: dollars become cents, an empty due day is the server's default", () => {
    const parsed = assessmentFormSchema.parse({ period: '2026-03', kind: 'assessment', amount: '12,000.01', dueOn: '', memo: '' });
    expect(parsed).toEqual({ period: '2026-03', kind: 'assessment', amountCents: 1_200_001, memo: '' });
  });

  it('says what is wrong with each field in the words of common and of the dollars', () => {
    const outcome = assessmentFormSchema.safeParse({ period: '2026-13', kind: 'assessment', amount: '12.345', dueOn: '', memo: '' });
    expect(outcome.success).toBe(false);
    const messages = Object.fromEntries(outcome.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ period: LedgerMessages.period, amount: AMOUNT_MESSAGE });
  });

  it('a payment needs a unit and takes its reference and memo', () => {
    const base = { method: 'cheque', receivedOn: '2026-03-02', reference: ' 1042 ', memo: '', amount: '50' } as const;
    const refused = paymentFormSchema.safeParse({ ...base, unitId: '' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['unitId', LedgerMessages.unitId]]);
    expect(paymentFormSchema.parse({ ...base, unitId: '9' })).toEqual({
      unitId: 9,
      method: 'cheque',
      receivedOn: '2026-03-02',
      reference: '1042',
      memo: '',
      amountCents: 5000,
    });
  });
});

describe('withRunningBalance', () => {
  it('sums the entries in integer cents', () => {
    const t = (id: number, amountCents: number) => ({ id, amountCents }) as Parameters<typeof withRunningBalance>[0][number];
    expect(withRunningBalance([t(1, 10), t(2, 20), t(3, -25)]).map((e) => e.balanceAfterCents)).toEqual([10, 30, 5]);
  });
});
