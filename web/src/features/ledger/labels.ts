/** How the ledger's entries read on screen, in the reader's language: what each transaction was, in words. */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ChargeKind, LedgerTransaction, PaymentMethod } from '@hearth/common';

const CHARGE_KIND_WORDS: Record<ChargeKind, MessageDescriptor> = {
  assessment: msg`Assessment`,
  'special-assessment': msg`Special assessment`,
  'late-fee': msg`Late fee`,
  interest: msg`Interest`,
  costs: msg`Costs`,
  fine: msg`Fine`,
  other: msg`Charge`,
};

/** A charge's kind in words ("Assessment", "Late fee"). */
export const chargeKindLabel = (i18n: I18n, kind: ChargeKind) => i18n._(CHARGE_KIND_WORDS[kind]);

const PAYMENT_WORDS: Record<PaymentMethod, MessageDescriptor> = {
  cheque: msg`Payment by cheque`,
  transfer: msg`Payment by bank transfer`,
  cash: msg`Payment by cash`,
};

/** A transaction in words: "Assessment 2026-03", "Payment by cheque no. 1042", "Reversal of entry 17: cheque returned". */
export function describeTransaction(i18n: I18n, t: LedgerTransaction): string {
  const memo = t.memo ? ` (${t.memo})` : '';
  switch (t.kind) {
    case 'charge':
      return `${chargeKindLabel(i18n, t.chargeKind ?? 'other')}${t.period ? ` ${t.period}` : ''}${memo}`;
    case 'payment': {
      const reference = t.reference;
      const payment = t.method ? i18n._(PAYMENT_WORDS[t.method]) : i18n._(msg`Payment`);
      return `${payment}${reference ? ` ${i18n._(msg`no. ${reference}`)}` : ''}${memo}`;
    }
    case 'reversal': {
      const entry = t.reversesId ?? '';
      const reason = t.reason;
      return reason ? i18n._(msg`Reversal of entry ${entry}: ${reason}`) : i18n._(msg`Reversal of entry ${entry}`);
    }
    default:
      return `${i18n._(msg`Journal entry`)}${memo}`;
  }
}

/** The name of an entry's Reverse button, and of the dialog's form. */
export const reverseEntry = (i18n: I18n, entry: number) => i18n._(msg`Reverse entry ${entry}`);

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
