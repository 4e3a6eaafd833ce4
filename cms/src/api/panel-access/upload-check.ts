/**
 * Files uploaded through the admin panel's Media Library (plugin::upload) are checked by
 * content, like the portal's own upload calls (docs/requirements.md, "Validation"): a file is accepted only when its first
 * bytes are a PDF, GIF, JPEG or PNG AND agree with the type its name and declared MIME type
 * claim. An HTML page named minutes.pdf is refused with the portal's message.
 * Wraps the upload service's upload() and replace(), which every upload route goes through, where
 * Strapi loads a plugin's changes (cms/src/extensions/upload/strapi-server.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH, Messages } from '@hearth/common';
import { readHead, sniff } from '../file/front-door';
import { validationError } from '../../platform/http-errors';

type SniffedType = 'application/pdf' | 'image/gif' | 'image/jpeg' | 'image/png';

/** The type the bytes really are (the Resource API's own magic-number check); null for anything else. */
function sniffFileType(head: Uint8Array): SniffedType | null {
  const sniffed = sniff(Buffer.from(head));
  return sniffed ? (sniffed === 'pdf' ? 'application/pdf' : `image/${sniffed}`) : null;
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

/** Throws a 400 with the portal's message unless the bytes are an allowed type that matches the claim. */
async function assertFileContent(file: IncomingFile): Promise<SniffedType> {
  const claimed = claimedType(file);
  const refuse = () => {
    throw validationError(claimed === 'application/pdf' ? Messages.pdfOnly : Messages.imageOnly);
  };
  if (!file.filepath) return refuse();
  const actual = sniffFileType(await readHead(file.filepath));
  if (!actual || actual !== claimed) return refuse();
  const declared = (file.mimetype || '').toLowerCase();
  if (declared && declared !== 'application/octet-stream' && declared !== actual && !(declared === 'image/jpg' && actual === 'image/jpeg'))
    refuse();
  return actual;
}

/** Pictures are kept within 1000 x 1000 (aspect ratio kept, never enlarged), as the portal's screens do (docs/requirements.md, "Validation"). */
async function fitPicture(file: IncomingFile & { size?: number }, type: SniffedType): Promise<void> {
  if (type === 'application/pdf' || !file.filepath) return;
  try {
    const image = sharp(file.filepath, { animated: type === 'image/gif', limitInputPixels: 100_000_000 });
    const { width = 0, pageHeight, height = 0 } = await image.metadata();
    if (width <= IMAGE_MAX_WIDTH && (pageHeight ?? height) <= IMAGE_MAX_HEIGHT) return;
    const resized = await image
      .rotate()
      .resize({ width: IMAGE_MAX_WIDTH, height: IMAGE_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .toBuffer();
    await fs.writeFile(file.filepath, resized);
    file.size = resized.length;
  } catch {
    throw validationError(Messages.imageOnly);
  }
}

async function checkAndFit(file: IncomingFile): Promise<void> {
  await fitPicture(file, await assertFileContent(file));
}

type UploadService = {
  upload(args: { data: unknown; files: IncomingFile | IncomingFile[] }, opts?: unknown): Promise<unknown>;
  replace(id: unknown, args: { data: unknown; file: IncomingFile }, opts?: unknown): Promise<unknown>;
};

/** The upload service with every file checked first (loaded by cms/src/extensions/upload/strapi-server.ts). */
export function withContentCheck<S extends UploadService>(service: S): S {
  return {
    ...service,
    async upload(args: Parameters<UploadService['upload']>[0], opts?: unknown) {
      for (const file of [args.files].flat()) await checkAndFit(file);
      return service.upload(args, opts);
    },
    async replace(id: unknown, args: Parameters<UploadService['replace']>[1], opts?: unknown) {
      await checkAndFit(args.file);
      return service.replace(id, args, opts);
    },
  };
}
