/**
 * Uploads and private downloads (docs/requirements.md §5). Files are judged by their bytes, not their
 * names: PDFs must start with %PDF-, images must be GIF, JPEG or PNG that sharp can decode;
 * images are resized to fit 1000 x 1000 (aspect ratio kept, never enlarged). Stored names are
 * sanitised and made unique. A file is written under a temporary name, flushed, its size checked
 * and only then renamed, so a full or read-only folder never leaves a partial file (507/503,
 * see http-errors.ts) and a stored name always points at a complete file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import {
  isSuperUser,
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_WIDTH,
  MAX_IMAGE_BYTES,
  MAX_PDF_BYTES,
  Messages,
  downloadAreaSchema,
  readableFileName,
  type DownloadArea,
  type UploadArea,
  type UploadResponse,
} from '@hearth/common';
import { badRequest, insufficientStorage, notFound, parseOrThrow, payloadTooLarge } from '../../../platform/http-errors';
import type { PortalUser } from '../../../identity/accounts';
import { pathInside, privateFolder, publicFolder, type PrivateArea, type PublicArea } from '../storage';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type profileService from '../../profile/services/profile';

type Sniffed = 'pdf' | 'gif' | 'jpeg' | 'png';

const DESTINATION: Record<UploadArea, { kind: 'pdf' | 'image'; folder: () => string }> = {
  managerlogo: { kind: 'image', folder: () => publicFolder('logos' satisfies PublicArea) },
  news: { kind: 'image', folder: () => publicFolder('news' satisfies PublicArea) },
  newsletters: { kind: 'pdf', folder: () => privateFolder('newsletter') },
  community: { kind: 'pdf', folder: () => privateFolder('community') },
  minutes: { kind: 'pdf', folder: () => privateFolder('minutes') },
};

export function sniff(head: Buffer): Sniffed | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const gif = head.subarray(0, 6).toString('latin1');
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  return null;
}

/** "My Photo (1).JPG" → "my-photo-1-lq3k2f9a1b.jpg": safe characters, unique, the real type's extension. */
function storedName(original: string | null | undefined, extension: string): string {
  const base = path
    .basename(String(original ?? ''))
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  const unique = `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  return `${base || 'file'}-${unique}.${extension}`;
}

/** The first bytes of a file: enough to tell its type by content. */
export async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(16);
    const { bytesRead } = await handle.read(buffer, 0, 16, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks that the temporary file holds every byte received: when the temp folder filled up
 * while the request was parsed, the parser still counted the bytes it could not write.
 */
async function requireComplete(file: IncomingFile): Promise<void> {
  const stat = await fs.promises.stat(file.filepath);
  if (stat.size !== file.size) throw insufficientStorage();
}

/**
 * Writes `name` into `folder` atomically: `write` fills a temporary name in the same folder,
 * the result is flushed and its size checked, then renamed. On any failure nothing is left.
 */
async function storeAtomically(
  folder: string,
  name: string,
  write: (temporary: string) => Promise<void>,
  expectedSize?: number,
): Promise<void> {
  const temporary = path.join(folder, `.${name}.${crypto.randomBytes(4).toString('hex')}.part`);
  try {
    await write(temporary);
    const handle = await fs.promises.open(temporary, 'r+');
    try {
      await handle.sync();
      const { size } = await handle.stat();
      if (size === 0 || (expectedSize !== undefined && size !== expectedSize)) throw insufficientStorage();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temporary, path.join(folder, name));
  } catch (error) {
    await fs.promises.rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

type IncomingFile = { filepath: string; originalFilename?: string | null; size: number };
export interface EncodedImage {
  name: string;
  bytes: Buffer;
}

/** An uploaded picture, resized to fit IMAGE_MAX_WIDTH x IMAGE_MAX_HEIGHT in its own format; 400 when it is none. */
async function encodeImage(file: IncomingFile, type: Sniffed | null): Promise<EncodedImage> {
  if (!type || type === 'pdf') throw badRequest(Messages.imageOnly);
  const name = storedName(file.originalFilename, type === 'jpeg' ? 'jpg' : type);
  const image = sharp(file.filepath, { animated: type === 'gif', limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width: IMAGE_MAX_WIDTH, height: IMAGE_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true });
  try {
    return { name, bytes: await image.toFormat(type).toBuffer() };
  } catch {
    throw badRequest(Messages.imageOnly); // only a picture sharp cannot decode: storage is not involved yet
  }
}

export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  async store(area: UploadArea, file: IncomingFile): Promise<UploadResponse> {
    const destination = DESTINATION[area];
    const limit = destination.kind === 'pdf' ? MAX_PDF_BYTES : MAX_IMAGE_BYTES;
    if (file.size > limit) throw payloadTooLarge(Messages.fileTooLarge(Math.round(limit / 1024 / 1024)));
    await requireComplete(file);
    const type = sniff(await readHead(file.filepath));
    const folder = destination.folder();
    await fs.promises.mkdir(folder, { recursive: true });

    if (destination.kind === 'pdf') {
      if (type !== 'pdf') throw badRequest(Messages.pdfOnly);
      const name = storedName(file.originalFilename, 'pdf');
      await storeAtomically(folder, name, (temporary) => fs.promises.copyFile(file.filepath, temporary), file.size);
      return { fileNames: [name] };
    }

    const image = await encodeImage(file, type);
    await storeAtomically(folder, image.name, (temporary) => fs.promises.writeFile(temporary, image.bytes), image.bytes.length);
    return { fileNames: [image.name] };
  },

  /**
   * Checks and resizes images for a private area, as news pictures are, before anything is
   * stored: one refused file (not an image, too large) stores none of them.
   */
  async prepareImages(files: IncomingFile[]): Promise<EncodedImage[]> {
    const out: EncodedImage[] = [];
    for (const file of files) {
      if (file.size > MAX_IMAGE_BYTES) throw payloadTooLarge(Messages.fileTooLarge(Math.round(MAX_IMAGE_BYTES / 1024 / 1024)));
      await requireComplete(file);
      out.push(await encodeImage(file, sniff(await readHead(file.filepath))));
    }
    return out;
  },

  /** Stores prepared images in a private area, all or none. */
  async storePrivateImages(area: PrivateArea, images: EncodedImage[]): Promise<string[]> {
    const folder = privateFolder(area);
    await fs.promises.mkdir(folder, { recursive: true });
    const stored: string[] = [];
    try {
      for (const image of images) {
        await storeAtomically(folder, image.name, (temporary) => fs.promises.writeFile(temporary, image.bytes), image.bytes.length);
        stored.push(image.name);
      }
    } catch (error) {
      await this.removePrivate(area, stored);
      throw error;
    }
    return stored;
  },

  /** A private image by its stored name (the caller checked who may see it), or null. */
  async openPrivateImage(area: PrivateArea, name: string) {
    const full = pathInside(privateFolder(area), name);
    if (!full) return null;
    const stat = await fs.promises.stat(full).catch(() => null);
    if (!stat?.isFile()) return null;
    const type = sniff(await readHead(full));
    return { size: stat.size, type: type === 'jpeg' ? 'image/jpeg' : `image/${type}`, stream: fs.createReadStream(full) };
  },

  async removePrivate(area: PrivateArea, names: string[]): Promise<void> {
    for (const name of names) {
      const full = pathInside(privateFolder(area), name);
      if (full) await fs.promises.rm(full, { force: true }).catch(() => undefined);
    }
  },

  /** A private file for GET /file/download, after the area's role check. */
  async open(areaValue: unknown, fileName: unknown, user: PortalUser) {
    const area: DownloadArea = parseOrThrow(downloadAreaSchema, areaValue);
    if (area === 'minutes') await serviceOf<typeof profileService>(strapi, UID.profile).requireMinutesReader(user);
    const full = pathInside(privateFolder(area), fileName);
    if (!full) throw badRequest(Messages.invalidFileName);
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(full);
    } catch {
      throw notFound(Messages.fileNotFound);
    }
    if (!stat.isFile()) throw notFound(Messages.fileNotFound);
    const name = path.basename(full);
    // An archived document's file is hidden from residents like its row; the admin lists keep it.
    if (!isSuperUser(user.roles)) {
      const rows = await strapi.db.query(UID.document).findMany({ where: { documentName: name }, select: ['archivedAt'] });
      if (rows.length > 0 && rows.every((row) => row.archivedAt)) throw notFound(Messages.fileNotFound);
    }
    // Downloaded under the document's title, not the stored name with its random suffix.
    const document = await strapi.db.query(UID.document).findOne({ where: { documentName: name }, select: ['title'] });
    return { name, downloadName: readableFileName(document?.title, name), size: stat.size, stream: fs.createReadStream(full) };
  },
});
