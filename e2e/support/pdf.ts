/**
 * The words a portal PDF draws, for journeys that check its language: each page stream inflated (node's
 * zlib), and the strings of its text operators (the standard fonts' WinAnsi bytes, read as Latin-1).
 */
import zlib from 'node:zlib';

export function pdfWords(bytes: Buffer): string {
  const pdf = bytes.toString('latin1');
  const words: string[] = [];
  for (const [, body] of pdf.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let ops: string;
    try {
      ops = zlib.inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      ops = body; // a stream stored as it is
    }
    for (const [, hex] of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) words.push(Buffer.from(hex, 'hex').toString('latin1'));
    for (const [, literal] of ops.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) words.push(literal);
  }
  return words.join('\n');
}
