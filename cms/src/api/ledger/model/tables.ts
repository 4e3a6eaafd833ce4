/**
 * The ledger's plain tables (migration 2026.12.02T17.00.00.create-ledger-tables.js) and their rows.
 * Posted rows are never updated or deleted (the database's triggers refuse it); only the accounts'
 * `updated_at` is touched, by the row lock a unit's writes take.
 */
import type { ChargeKind, LedgerTransaction, PaymentMethod, TransactionKind } from '@hearth/common';

export const LEDGER_TABLES = {
  accounts: 'hearth_ledger_accounts',
  transactions: 'hearth_ledger_transactions',
  entries: 'hearth_ledger_entries',
} as const;

/** The association's accounts, made by the migration. */
export const BANK_ACCOUNT = 'bank';
export const incomeAccountOf = (kind: ChargeKind) => `income:${kind}`;
/** A unit's accounts, made on its first transaction. */
export const receivableOf = (unitId: number) => `unit:${unitId}:receivable`;
export const creditOf = (unitId: number) => `unit:${unitId}:credit`;

export interface TransactionRow {
  id: number | string;
  kind: TransactionKind;
  unit_id: number | null;
  charge_kind: ChargeKind | null;
  period: string | null;
  posted_on: string;
  due_on: string | null;
  method: PaymentMethod | null;
  reference: string;
  memo: string;
  reason: string;
  reverses_id: number | string | null;
  posted_by_user_id: number | null;
  posted_by: string;
  posted_at: number | string;
}

const num = (value: number | string | null) => (value === null ? null : Number(value));

/** A transaction as answered, with its effect on the unit's balance and who reversed it. */
export function toTransaction(row: TransactionRow, amountCents: number, reversedById: number | null): LedgerTransaction {
  return {
    id: Number(row.id),
    kind: row.kind,
    unitId: row.unit_id === null ? null : Number(row.unit_id),
    chargeKind: row.charge_kind,
    period: row.period,
    postedOn: row.posted_on,
    dueOn: row.due_on,
    amountCents,
    method: row.method,
    reference: row.reference,
    memo: row.memo,
    reason: row.reason,
    reversesId: num(row.reverses_id),
    reversedById,
    postedBy: row.posted_by,
    postedAt: new Date(Number(row.posted_at)).toISOString(),
  };
}
