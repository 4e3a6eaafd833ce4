/**
 * A vote's results as a printable PDF for the minutes (docs/requirements.md §19): title, dates,
 * counting, quorum, per question the units and entitlement of every choice (abstentions
 * included) and the reason of an early close. It is built from the results only, which name
 * nobody, so a secret vote's PDF names no voter either.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { choiceLabel, percent, type VoteResults, type VoteSummary } from '@hearth/common';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const SIZE = { title: 18, heading: 13, text: 10.5 };
const LINE = 1.45;
const COLUMNS = [0, 300, 400]; // choice, units, entitlement (points from the margin)

/** "2026-11-25 19:04 UTC": the minutes record one unambiguous time, whatever the reader's zone. */
const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

class Writer {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  /** The standard fonts encode WinAnsi only: other characters are printed as "?" rather than failing. */
  private printable(font: PDFFont, text: string) {
    const known = new Set(font.getCharacterSet());
    return Array.from(text.replace(/\s+/g, ' '), (c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  }

  /** Words wrapped to the width left after `indent`. */
  private wrap(font: PDFFont, size: number, text: string, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.printable(font, text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    return [...lines, line];
  }

  private room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  text(text: string, { size = SIZE.text, bold = false, gap = 0 } = {}) {
    const font = bold ? this.bold : this.regular;
    this.y -= gap;
    for (const line of this.wrap(font, size, text, PAGE.width - 2 * MARGIN)) {
      this.room(size * LINE);
      this.y -= size * LINE;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: rgb(0, 0, 0) });
    }
  }

  row(cells: string[], bold = false) {
    const font = bold ? this.bold : this.regular;
    this.room(SIZE.text * LINE);
    this.y -= SIZE.text * LINE;
    cells.forEach((cell, i) => {
      const width = (COLUMNS[i + 1] ?? PAGE.width - 2 * MARGIN) - COLUMNS[i] - 8;
      const [first] = this.wrap(font, SIZE.text, cell, width);
      this.page.drawText(first, { x: MARGIN + COLUMNS[i], y: this.y, size: SIZE.text, font });
    });
  }
}

/** A new A4 document and its writer (text, three-column rows): the records compliance report prints with it too. */
export async function pdfWriter(title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Hearth');
  const out = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  return { doc, out };
}

export async function resultsPdf(vote: VoteSummary, results: VoteResults): Promise<Uint8Array> {
  const { doc, out } = await pdfWriter(`${vote.title}: results`);
  const { participation: p } = results;
  const byUnit = results.counting === 'unit';

  out.text(vote.title, { size: SIZE.title, bold: true });
  out.text(results.final ? 'Results' : 'Results so far (the vote is not closed)', { size: SIZE.heading, gap: 4 });
  out.text(`Opened: ${utc(vote.opensAt)}`, { gap: 8 });
  out.text(`Closes: ${utc(vote.closesAt)}`);
  if (vote.closedAt && vote.closeReason) out.text(`Closed early: ${utc(vote.closedAt)}. Reason: ${vote.closeReason}`);
  out.text(
    `Counting: ${byUnit ? 'one vote per unit' : 'by entitlement'}. Ballot: ${vote.secret ? 'secret (no voter is named)' : 'named'}.`,
  );
  out.text(
    `Quorum: ${percent(results.quorum, 1)} of the ${byUnit ? 'units' : 'entitlement'}. ` +
      `${p.units} of ${p.totalUnits} units voted, entitlement ${p.weight} of ${p.totalWeight} (${percent(p.weight, p.totalWeight)}). ` +
      `Quorum ${results.quorumMet ? 'met' : 'not met'}.`,
    { bold: true, gap: 4 },
  );
  results.questions.forEach((question, index) => {
    out.text(`${index + 1}. ${question.text}`, { size: SIZE.heading, bold: true, gap: 12 });
    out.row(['Choice', 'Units', 'Entitlement'], true);
    for (const c of question.choices) out.row([choiceLabel(c.choice), String(c.units), String(c.weight)]);
  });
  if (results.receipts) out.text(`${results.receipts.length} ballot receipt(s) are published on the portal for checking.`, { gap: 12 });
  return doc.save();
}
