/** Shared steps of the admin journeys: files to upload, toasts, rows, and the request a save sends. */
import zlib from 'node:zlib';
import { expect, type Page, type Request } from '@playwright/test';
import { expectToast } from '../../support';

// ---- Files -----------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real RGB PNG of the given size: a diagonal gradient, so it is not trivially compressible to nothing. */
export function png(width: number, height: number): Buffer {
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
      raw[i + 2] = 120;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Records, in the page, the pixel size of every image the app sends in a multipart upload
 * (Playwright does not expose file bodies), read back with `sentImageSizes`.
 */
export async function watchImageUploads(page: Page) {
  await page.addInitScript(() => {
    const sizes: { width: number; height: number; type: string }[] = [];
    (window as unknown as { __sentImages: typeof sizes }).__sentImages = sizes;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
      const file = body instanceof FormData ? body.get('file') : null;
      if (file instanceof Blob && file.type.startsWith('image/')) {
        void createImageBitmap(file).then((bitmap) => sizes.push({ width: bitmap.width, height: bitmap.height, type: file.type }));
      }
      return send.call(this, body);
    };
  });
}
export const sentImageSizes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sentImages: { width: number; height: number; type: string }[] }).__sentImages);

/** A small valid one-page PDF with the title written on it. */
export function pdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A name no earlier run used, so journeys can run against a long-lived portal too. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}`;

// ---- Screen --------------------------------------------------------------------------------

export async function openScreen(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text }).first();

/** The list row whose edit button names this item. */
export const rowNamed = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: new RegExp(`^(Edit|Stop editing) ${escape(name)}$`) }) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits for the next request of this method to this API path, started by `action`. */
export async function requestOf(page: Page, method: string, path: string, action: () => Promise<unknown>): Promise<Request> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === method && new URL(r.url()).pathname === `/api${path}`),
    action(),
  ]);
  return request;
}

/** The models a range save sent: a bare array or {models}. */
export const sentModels = (request: Request): Record<string, unknown>[] => {
  const body = request.postDataJSON();
  return Array.isArray(body) ? body : body.models;
};

/**
 * The common journey of docs/requirements.md §2.4 on one row: edit a field and roll it back (the loaded copy
 * returns, Save Changes goes away), then edit it again and save: only that row is sent.
 */
export async function editRollbackSave(
  page: Page,
  options: { rowName: string; field: string; value: string; method?: string; path: string; saved: string },
) {
  const { rowName, field, value, method = 'PUT', path, saved } = options;
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toHaveCount(0);
  const input = page.getByLabel(`${field} of ${rowName}`, { exact: true });

  await page.getByRole('button', { name: `Edit ${rowName}`, exact: true }).click();
  await expect(save).toBeVisible();
  const before = await input.inputValue();
  await input.fill(value);
  await page.getByRole('button', { name: `Undo changes to ${rowName}`, exact: true }).click();
  await expect(input).toHaveCount(0);
  await expect(rowNamed(page, rowName)).toContainText(before);
  await expect(save).toHaveCount(0);

  await page.getByRole('button', { name: `Edit ${rowName}`, exact: true }).click();
  await input.fill(value);
  const request = await requestOf(page, method, path, () => save.click());
  const models = sentModels(request);
  expect(models).toHaveLength(1);
  await expectToast(page, saved);
  await expect(save).toHaveCount(0);
  return models[0];
}
