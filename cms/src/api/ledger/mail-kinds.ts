/**
 * The owners' accounts' e-mails (docs/architecture.md "Mail: one outbox"), declared in this one
 * place: a month's statement, queued in the transaction that issues it.
 */
import { formatCents, type Statement } from '@hearth/common';

export const LEDGER_MAIL_KINDS = {
  /** To each verified owner of the unit, once per unit and month. */
  'ledger-statement': 'queued',
} as const;

/** The statement's e-mail: its figures, and where to read and download it. */
export const statementMail = (site: string, statement: Statement, link: string) => ({
  kind: 'ledger-statement' as const,
  subject: `${site}: your statement for ${statement.period}, unit ${statement.unit.number} ${statement.unit.street}`,
  text:
    `Hello,\n\n` +
    `your statement for ${statement.period} (unit ${statement.unit.number} ${statement.unit.street}) is issued.\n\n` +
    `Opening balance on ${statement.from}: ${formatCents(statement.openingCents)}\n` +
    `Charges: ${formatCents(statement.chargesCents)}\n` +
    `Payments and credits: ${formatCents(statement.paymentsCents)}\n` +
    `Closing balance on ${statement.to}: ${formatCents(statement.closingCents)}\n\n` +
    `Your account and the statement as a PDF: ${link}\n`,
});
