/**
 * The owners' accounts' e-mails (docs/architecture.md "Mail: one outbox"), declared in this one
 * place: a month's statement, queued in the transaction that issues it.
 */
import { dayIn, mailTexts, moneyIn, monthIn, type Locale, type Statement } from '@hearth/common';

export const LEDGER_MAIL_KINDS = {
  /** To each verified owner of the unit, once per unit and month. */
  'ledger-statement': 'queued',
} as const;

/** The statement's e-mail, in its reader's language: its figures, and where to read and download it. */
export const statementMail = (site: string, statement: Statement, link: string, locale: Locale) => {
  const words = mailTexts(locale).statement;
  const unit = `${statement.unit.number} ${statement.unit.street}`;
  const period = monthIn(locale, statement.period);
  const money = (cents: number) => moneyIn(locale, cents);
  return {
    kind: 'ledger-statement' as const,
    subject: words.subject(site, period, unit),
    text: words.text(
      period,
      unit,
      [
        dayIn(locale, statement.from),
        dayIn(locale, statement.to),
        money(statement.openingCents),
        money(statement.chargesCents),
        money(statement.paymentsCents),
        money(statement.closingCents),
      ],
      link,
    ),
  };
};
