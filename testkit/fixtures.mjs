// @ts-check
/**
 * Files the tests upload: a real one-page PDF with its title written on it (of an exact size when
 * a test fills a disk), and a real RGB PNG of a given size. Used by the cms tests, the journeys and
 * the fault suite alike.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';

/**
 * A small valid one-page PDF with the title written on it. With `bytes`, padded to exactly that
 * size by a comment after the header (a PDF reader skips it), filled from `seed` so that two
 * files of the same size differ.
 * @param {string} [title]
 * @param {{ bytes?: number, seed?: string }} [options]
 * @returns {Buffer}
 */
export function pdf(title = 'Hearth test', { bytes, seed = title } = {}) {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const render = (/** @type {string} */ padding) => {
    let out = `%PDF-1.4\n${padding}`;
    /** @type {number[]} */
    const offsets = [];
    objects.forEach((body, i) => {
      offsets.push(out.length);
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = out.length;
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return out;
  };
  let out = render('');
  if (bytes !== undefined && bytes > out.length + 2) {
    const filler = crypto.createHash('sha256').update(seed).digest('hex');
    const padded = (/** @type {number} */ n) => render(`%${filler.repeat(Math.ceil(n / filler.length)).slice(0, n)}\n`);
    // The padding moves the objects: startxref's number may gain a digit, so measure once and correct.
    let fill = bytes - out.length - 2;
    fill -= padded(fill).length - bytes;
    out = padded(fill);
  }
  return Buffer.from(out, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (/** @type {Buffer} */ bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (/** @type {string} */ type, /** @type {Buffer} */ data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A real RGB PNG of the given size: a diagonal gradient (tinted by `blue`), so it is not trivially
 * compressible to nothing and two tints are two different files.
 * @param {number} width
 * @param {number} height
 * @param {number} [blue] 0–255
 * @returns {Buffer}
 */
export function png(width, height, blue = 120) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    for (let x = 0; x < width; x++) {
      const i = y * row + 1 + x * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = blue;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
