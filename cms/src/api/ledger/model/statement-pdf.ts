/**
 * A unit's monthly statement and an issued estoppel certificate as printable PDFs, with the
 * portal's one PDF writer (the vote results' and the records compliance report's).
 */
import { dayIn, mailTexts, memoIn, moneyIn, monthIn, type EstoppelCertificate, type Locale, type Statement } from '@hearth/common';
import { pdfWriter } from '../../../platform/pdf';

const COLUMNS = [0, 80, 330, 410]; // day, what, amount, balance (points from the margin)

/** The statement in its reader's language (headings, entries' kinds, amounts and days through Intl); English amounts and days as they always were. */
export async function statementPdf(site: string, statement: Statement, locale: Locale): Promise<Uint8Array> {
  const words = mailTexts(locale).statement;
  const money = (cents: number) => moneyIn(locale, cents);
  const day = (d: string) => dayIn(locale, d);
  const title = words.pdfTitle(monthIn(locale, statement.period), `${statement.unit.number} ${statement.unit.street}`);
  const { doc, out } = await pdfWriter(title, site);
  out.text(site, { size: 13 });
  out.text(title, { size: 18, bold: true, gap: 2 });
  out.text(words.pdfRange(day(statement.from), day(statement.to)), { gap: 6 });
  out.row([words.day, words.transaction, words.amount, words.balance], true, COLUMNS);
  let balance = statement.openingCents;
  out.row([day(statement.from), words.openingBalance, '', money(balance)], false, COLUMNS);
  for (const t of statement.transactions) {
    balance += t.amountCents;
    // The entry's kind in the reader's words (a charge by its kind), a memo the ledger wrote itself too; anyone's own memo and the reference as written.
    const kind = t.chargeKind ? words.chargeKind(t.chargeKind) : words.transactionKind(t.kind);
    const what = [kind, t.memo && memoIn(locale, t.memo), t.reference].filter(Boolean).join(': ');
    out.row([day(t.postedOn), what, money(t.amountCents), money(balance)], false, COLUMNS);
  }
  out.row([day(statement.to), words.closingBalance, '', money(statement.closingCents)], true, COLUMNS);
  out.text(
    words.pdfSum(
      money(statement.openingCents),
      money(statement.chargesCents),
      money(statement.paymentsCents),
      money(statement.closingCents),
    ),
    { gap: 8 },
  );
  if (statement.closingCents < 0) out.text(words.credit(money(-statement.closingCents)));
  return doc.save();
}

/**
 * An issued certificate printed in its reader's language: the labels theirs, amounts and days through
 * Intl; the figures, dates and names are the frozen certificate's and the SHA-256 is of that frozen
 * text, so every language prints the same certificate. English as it always was.
 */
export async function estoppelPdf(certificate: EstoppelCertificate, sha256: string, locale: Locale = 'en'): Promise<Uint8Array> {
  const c = certificate;
  const words = mailTexts(locale).estoppel;
  const money = (cents: number) => moneyIn(locale, cents);
  const day = (d: string) => dayIn(locale, d);
  const title = words.title(`${c.unit.number} ${c.unit.street}`);
  const { doc, out } = await pdfWriter(title, c.association);
  out.text(c.association, { size: 13 });
  out.text(title, { size: 18, bold: true, gap: 2 });
  out.text(words.issued(day(c.issuedOn), c.issuedBy, day(c.effectiveUntil), c.citation), { gap: 6 });
  out.text(
    words.requested(
      day(c.askedOn),
      c.requester.name,
      words.requesterKind(c.requester.kind),
      c.requester.email,
      day(c.closingOn),
      day(c.dueOn),
    ),
  );
  const header = [words.due, words.kind, words.amount];
  out.text(words.owedHeading, { size: 13, bold: true, gap: 10 });
  out.row(header, true, COLUMNS);
  for (const a of c.owed) out.row([day(a.dueOn), words.chargeKind(a.kind), money(a.amountCents)], false, COLUMNS);
  out.row(['', words.totalOwed, money(c.owedCents)], true, COLUMNS);
  if (c.creditCents > 0) out.text(words.credit(money(c.creditCents)));
  out.text(words.fallingDueHeading, { size: 13, bold: true, gap: 10 });
  out.row(header, true, COLUMNS);
  for (const a of c.fallingDue) out.row([day(a.dueOn), words.chargeKind(a.kind), money(a.amountCents)], false, COLUMNS);
  out.row(['', words.totalFallingDue, money(c.fallingDueCents)], true, COLUMNS);
  out.text(words.fee(money(c.feeCents)), { gap: 10 });
  out.text(words.hash(sha256), { gap: 10, size: 8 });
  return doc.save();
}
