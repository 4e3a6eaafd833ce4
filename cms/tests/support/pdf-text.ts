/** What a results PDF says, for tests that read it (docs/requirements.md §19). */
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/** The text of a PDF's pages: each drawn string, the cells of a table row joined by "|", lines by newlines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      const byY = new Map<string, string[]>();
      for (const [, y, hex] of ops.matchAll(/1 0 0 1 [\d.]+ ([\d.]+) Tm\s*<([0-9A-Fa-f]*)> Tj/g)) {
        byY.set(y, [...(byY.get(y) ?? []), Buffer.from(hex, 'hex').toString('latin1')]);
      }
      for (const cells of byY.values()) lines.push(cells.join('|'));
    }
  }
  return lines.join('\n');
}
