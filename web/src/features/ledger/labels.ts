/** How the ledger's entries read on screen, in the reader's language: what each transaction was, in words. */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { CHARGE_KIND_LABELS, type ChargeKind, type LedgerTransaction, type PaymentMethod } from '@hearth/common';

/** A text of common's in the reader's language (useCommonText()). */
type CommonText = (english: string) => string;

/** A charge's kind in words ("Assessment", "Late fee"): common's words, as the statement prints them. */
export const chargeKindLabel = (common: CommonText, kind: ChargeKind) => common(CHARGE_KIND_LABELS[kind]);

const PAYMENT_WORDS: Record<PaymentMethod, MessageDescriptor> = {
  cheque: msg`Payment by cheque`,
  transfer: msg`Payment by bank transfer`,
  cash: msg`Payment by cash`,
};

/** A transaction in words: "Assessment 2026-03", "Payment by cheque no. 1042", "Reversal of entry 17: cheque returned". */
export function describeTransaction(i18n: I18n, common: CommonText, t: LedgerTransaction): string {
  const memo = t.memo ? ` (${t.memo})` : '';
  switch (t.kind) {
    case 'charge':
      return `${chargeKindLabel(common, t.chargeKind ?? 'other')}${t.period ? ` ${t.period}` : ''}${memo}`;
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
