/**
 * Files uploaded through the admin panel's Media Library (plugin::upload) are checked by
 * content, like the portal's own upload calls (spec 5): a file is accepted only when its first
 * bytes are a PDF, GIF, JPEG or PNG AND agree with the type its name and declared MIME type
 * claim. An HTML page named minutes.pdf is refused with the portal's message.
 * Wraps the upload service's upload() and replace(), which every upload route goes through.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { Messages } from '@hearth/common';

export type SniffedType = 'application/pdf' | 'image/gif' | 'image/jpeg' | 'image/png';

/** The type the bytes really are, from their magic numbers; null for anything else. */
export function sniffFileType(head: Uint8Array): SniffedType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return 'image/gif'; // GIF87a / GIF89a
  return null;
}

const TYPE_BY_EXTENSION: Record<string, SniffedType> = {
  '.pdf': 'application/pdf',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

interface IncomingFile {
  filepath?: string;
  originalFilename?: string | null;
  name?: string;
  mimetype?: string | null;
}

/** What the uploader says the file is: by its name, else by its declared MIME type. */
function claimedType(file: IncomingFile): string {
  const ext = path.extname(file.originalFilename || file.name || '').toLowerCase();
  if (ext) return TYPE_BY_EXTENSION[ext] ?? 'other';
  return (file.mimetype || 'other').toLowerCase();
}

async function readHead(filepath: string): Promise<Uint8Array> {
  const handle = await fs.open(filepath, 'r');
  try {
    const buffer = Buffer.alloc(16);
    const { bytesRead } = await handle.read(buffer, 0, 16, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Throws a 400 with the portal's message unless the bytes are an allowed type that matches the claim. */
export async function assertFileContent(file: IncomingFile): Promise<void> {
  const claimed = claimedType(file);
  const refuse = () => {
    throw new errors.ValidationError(claimed === 'application/pdf' ? Messages.pdfOnly : Messages.imageOnly);
  };
  if (!file.filepath) return refuse();
  const actual = sniffFileType(await readHead(file.filepath));
  if (!actual || actual !== claimed) return refuse();
  const declared = (file.mimetype || '').toLowerCase();
  if (declared && declared !== 'application/octet-stream' && declared !== actual && !(declared === 'image/jpg' && actual === 'image/jpeg')) refuse();
}

type UploadService = {
  upload(args: { data: unknown; files: IncomingFile | IncomingFile[] }, opts?: unknown): Promise<unknown>;
  replace(id: unknown, args: { data: unknown; file: IncomingFile }, opts?: unknown): Promise<unknown>;
};

export function registerUploadContentCheck(strapi: Core.Strapi): void {
  strapi.get('services').extend('plugin::upload.upload', (service: UploadService) =>
    Object.assign(Object.create(Object.getPrototypeOf(service)), service, {
      async upload(args: Parameters<UploadService['upload']>[0], opts?: unknown) {
        for (const file of [args.files].flat()) await assertFileContent(file);
        return service.upload(args, opts);
      },
      async replace(id: unknown, args: Parameters<UploadService['replace']>[1], opts?: unknown) {
        await assertFileContent(args.file);
        return service.replace(id, args, opts);
      },
    }),
  );
}
