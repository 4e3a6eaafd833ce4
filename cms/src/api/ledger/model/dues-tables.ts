/**
 * The plain tables of late-fee suspensions, issued statements and estoppel certificates (migration
 * 2026.12.02T17.30.00.create-ledger-dues-tables.js). Issued statements and certificates never change
 * (the database's triggers refuse it).
 */
export const DUES_TABLES = {
  hardships: 'hearth_ledger_hardships',
  statements: 'hearth_ledger_statements',
  estoppels: 'hearth_ledger_estoppels',
} as const;

export interface HardshipRow {
  id: number | string;
  unit_id: number | string;
  reason: string;
  from_on: string;
  until_on: string | null;
  decided_by: string;
  lifted_on: string | null;
  lifted_by: string | null;
}

export interface StatementRow {
  id: number | string;
  unit_id: number | string;
  period: string;
  opening_cents: number | string;
  charges_cents: number | string;
  payments_cents: number | string;
  closing_cents: number | string;
  issued_at: number | string;
}

export interface EstoppelRow {
  id: number | string;
  unit_id: number | string;
  requester_kind: string;
  requester_name: string;
  requester_email: string;
  closing_on: string;
  asked_on: string;
  due_on: string;
  requested_by_user_id: number | null;
  issued_on: string | null;
  issued_at: number | string | null;
  certificate: string | null;
  sha256: string | null;
}
