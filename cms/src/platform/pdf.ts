/**
 * The portal's one PDF writer: an A4 document of wrapped text and table rows in the standard fonts.
 * The vote results and the records compliance report print with it.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
export const PDF_SIZE = { title: 18, heading: 13, text: 10.5 };
const LINE = 1.45;
const COLUMNS = [0, 180, 230, 310]; // choice, units, entitlement, share (points from the margin)

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

  text(text: string, { size = PDF_SIZE.text, bold = false, gap = 0 } = {}) {
    const font = bold ? this.bold : this.regular;
    this.y -= gap;
    for (const line of this.wrap(font, size, text, PAGE.width - 2 * MARGIN)) {
      this.room(size * LINE);
      this.y -= size * LINE;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: rgb(0, 0, 0) });
    }
  }

  /** A table row, every cell wrapped whole in its column (`columns`: where each starts, points from the margin). */
  row(cells: string[], bold = false, columns: readonly number[] = COLUMNS) {
    const font = bold ? this.bold : this.regular;
    const lines = cells.map((cell, i) =>
      this.wrap(font, PDF_SIZE.text, cell, (columns[i + 1] ?? PAGE.width - 2 * MARGIN) - columns[i] - 8),
    );
    const height = Math.max(...lines.map((l) => l.length)) * PDF_SIZE.text * LINE;
    this.room(height);
    lines.forEach((cellLines, i) =>
      cellLines.forEach((line, n) =>
        this.page.drawText(line, { x: MARGIN + columns[i], y: this.y - (n + 1) * PDF_SIZE.text * LINE, size: PDF_SIZE.text, font }),
      ),
    );
    this.y -= height;
  }
}

/** A new A4 document and its writer (text, table rows). */
export async function pdfWriter(title: string, author?: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  if (author) doc.setAuthor(author);
  doc.setCreator('Hearth');
  const out = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  return { doc, out };
}
