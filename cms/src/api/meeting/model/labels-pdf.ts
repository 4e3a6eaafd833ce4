/**
 * The paper-mail list of a notice as printable address labels (docs/requirements.md, "Meetings and notices": paper notice): three
 * columns of ten on A4, the notice named at the top of each page. Standard fonts, as the vote
 * results' PDF: characters outside WinAnsi print as "?".
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const COLUMNS = 3;
const ROWS = 10;
const SIZE = 9.5;

export async function mailingLabelsPdf(
  heading: string,
  labels: { name: string; lines: string[] }[],
  titleOf: (heading: string) => string = (h) => `Mailing list: ${h}`,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(titleOf(heading));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const known = new Set(font.getCharacterSet());
  const printable = (text: string) => Array.from(text.replace(/\s+/g, ' '), (c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  const cellWidth = (PAGE.width - 2 * MARGIN) / COLUMNS;
  const cellHeight = (PAGE.height - 2 * MARGIN - 24) / ROWS;
  const perPage = COLUMNS * ROWS;
  for (let first = 0; first === 0 || first < labels.length; first += perPage) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    page.drawText(printable(titleOf(heading)).slice(0, 110), { x: MARGIN, y: PAGE.height - MARGIN, size: 10, font });
    labels.slice(first, first + perPage).forEach((label, i) => {
      const x = MARGIN + (i % COLUMNS) * cellWidth + 6;
      const y = PAGE.height - MARGIN - 24 - Math.floor(i / COLUMNS) * cellHeight - 14;
      page.drawText(printable(label.name).slice(0, 40), { x, y, size: SIZE, font });
      // The full address: street, city line and country, one line each.
      label.lines
        .slice(0, 3)
        .forEach((line, n) => page.drawText(printable(line).slice(0, 40), { x, y: y - SIZE * 1.4 * (n + 1), size: SIZE, font }));
    });
  }
  return doc.save();
}
