/**
 * A tiny PDF writer for the demo documents: Letter pages, Helvetica, a bold title and
 * word-wrapped paragraphs, paginated. Enough for real, valid PDFs without a dependency.
 */

export interface PdfContent {
  title: string;
  /** A line under the title, e.g. the association and the date. */
  subtitle?: string;
  /** Paragraphs; a paragraph starting with "# " is a section heading. */
  paragraphs: string[];
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 64;
const BODY_SIZE = 11;
const LEADING = 15;
/** Helvetica at 11 pt averages about 5.5 pt per character. */
const CHARS_PER_LINE = Math.floor((PAGE_WIDTH - 2 * MARGIN) / 5.6);
/** Room for body lines: the page less its margins and the footer; the first page also holds the title block. */
const BODY_HEIGHT = PAGE_HEIGHT - 2 * MARGIN - 20;
const TITLE_HEIGHT = 60;

type Line = { text: string; font: 'F1' | 'F2'; size: number; gap: number };

/** PDF string literal: Latin-1 only, with the three special characters escaped. */
const literal = (text: string) => `(${text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/([\\()])/g, '\\$1')})`;

function wrap(text: string, width = CHARS_PER_LINE): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

function layout(content: PdfContent): Line[] {
  const lines: Line[] = [];
  for (const paragraph of content.paragraphs) {
    if (paragraph.startsWith('# ')) {
      lines.push({ text: paragraph.slice(2), font: 'F2', size: 13, gap: 8 });
      continue;
    }
    wrap(paragraph).forEach((text, i) => lines.push({ text, font: 'F1', size: BODY_SIZE, gap: i === 0 ? 6 : 0 }));
  }
  return lines;
}

function pageStream(content: PdfContent, lines: Line[], pageNumber: number, pageCount: number): string {
  const ops: string[] = ['BT'];
  let y = PAGE_HEIGHT - MARGIN;
  if (pageNumber === 1) {
    ops.push(`/F2 20 Tf 1 0 0 1 ${MARGIN} ${y - 20} Tm ${literal(content.title)} Tj`);
    y -= 30;
    if (content.subtitle) {
      ops.push(`/F1 10 Tf 1 0 0 1 ${MARGIN} ${y - 12} Tm ${literal(content.subtitle)} Tj`);
      y -= 20;
    }
    y -= 10;
  }
  for (const line of lines) {
    y -= LEADING + line.gap;
    ops.push(`/${line.font} ${line.size} Tf 1 0 0 1 ${MARGIN} ${y} Tm ${literal(line.text)} Tj`);
  }
  ops.push(`/F1 9 Tf 1 0 0 1 ${PAGE_WIDTH / 2 - 30} ${MARGIN / 2} Tm ${literal(`Page ${pageNumber} of ${pageCount}`)} Tj`);
  ops.push('ET');
  return ops.join('\n');
}

/** Builds a complete PDF 1.4 file with a correct cross-reference table. */
export function makePdf(content: PdfContent): Buffer {
  const lines = layout(content);
  const pages: Line[][] = [[]];
  let room = BODY_HEIGHT - TITLE_HEIGHT;
  for (const line of lines) {
    const height = LEADING + line.gap;
    if (height > room && pages[pages.length - 1].length > 0) {
      pages.push([]);
      room = BODY_HEIGHT;
    }
    pages[pages.length - 1].push(line);
    room -= height;
  }

  // Object numbers: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then page + content pairs.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${literal(content.title)} /Producer (Hearth portal) >>`;
  pages.forEach((pageLines, i) => {
    const stream = pageStream(content, pageLines, i + 1, pages.length);
    objects[pageIds[i]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
