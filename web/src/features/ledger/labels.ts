/** How the ledger's entries read on screen: what each transaction was, in words. */
import type { ChargeKind, LedgerTransaction, PaymentMethod } from '@hearth/common';

export const CHARGE_KIND_LABELS: Record<ChargeKind, string> = {
  assessment: 'Assessment',
  'special-assessment': 'Special assessment',
  'late-fee': 'Late fee',
  interest: 'Interest',
  costs: 'Costs',
  fine: 'Fine',
  other: 'Charge',
};

const METHOD_WORDS: Record<PaymentMethod, string> = { cheque: 'cheque', transfer: 'bank transfer', cash: 'cash' };

/** A transaction in words: "Assessment 2026-03", "Payment by cheque no. 1042", "Reversal of entry 17: cheque returned". */
export function describeTransaction(t: LedgerTransaction): string {
  const memo = t.memo ? ` (${t.memo})` : '';
  switch (t.kind) {
    case 'charge':
      return `${t.chargeKind ? CHARGE_KIND_LABELS[t.chargeKind] : 'Charge'}${t.period ? ` ${t.period}` : ''}${memo}`;
    case 'payment':
      return `Payment${t.method ? ` by ${METHOD_WORDS[t.method]}` : ''}${t.reference ? ` no. ${t.reference}` : ''}${memo}`;
    case 'reversal':
      return `Reversal of entry ${t.reversesId ?? ''}${t.reason ? `: ${t.reason}` : ''}`;
    default:
      return `Journal entry${memo}`;
  }
}

/** Whether staff may still reverse it: neither a reversal nor already reversed. */
export const isReversible = (t: LedgerTransaction) => t.kind !== 'reversal' && t.reversedById === null;

/** Each transaction with the unit's balance after it, summed in integer cents. */
export function withRunningBalance(transactions: readonly LedgerTransaction[]): (LedgerTransaction & { balanceAfterCents: number })[] {
  let balance = 0;
  return transactions.map((t) => {
    balance += t.amountCents;
    return { ...t, balanceAfterCents: balance };
  });
}
