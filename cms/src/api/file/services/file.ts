/**
 * Uploads and private downloads (docs/requirements.md, "Validation"). Files are judged by their bytes, not their
 * names: PDFs must start with %PDF-, images must be GIF, JPEG or PNG that sharp can decode;
 * images are resized to fit 1000 x 1000 (aspect ratio kept, never enlarged). Stored names are
 * sanitised and made unique. The file store keeps a file whole or not at all (store/), so a full or
 * read-only folder, or a failed database write, never leaves a partial file (507/503, see
 * http-errors.ts) and a stored name always points at a complete file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import {
  isSafeFileName,
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_WIDTH,
  MAX_IMAGE_BYTES,
  MAX_PDF_BYTES,
  Messages,
  downloadAreaSchema,
  readableFileName,
  type DownloadArea,
  UPLOAD_AREAS,
  type UploadArea,
  type UploadResponse,
} from '@hearth/common';
import { badRequest, insufficientStorage, notFound, parseOrThrow, payloadTooLarge } from '../../../platform/http-errors';
import type { PortalUser } from '../../../identity/front-door';
import { fileStore } from '../store';
import type { ByteRange, PrivateImageArea } from '../store/types';
import { UID } from '../../../platform/content-registry';
import { serviceOf, type Provides } from '../../../platform/services';
import { ENGLISH } from '../../../platform/content-languages';

/**
 * What the file module asks of the modules that own its files' readers: they sit above it (they
 * store through it), so it names the checks it needs and imports none of them.
 */
interface MinutesReaders {
  requireMinutesReader(user: PortalUser): Promise<void>;
}
interface VoteDocumentReaders {
  requireDocumentReader(fileName: string, user: PortalUser): Promise<void>;
}
interface RecordReaders {
  readerFilter(user: PortalUser | null): Promise<(row: Record<string, unknown>) => boolean>;
}

type Sniffed = 'pdf' | 'gif' | 'jpeg' | 'png';

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

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async store(area: UploadArea, file: IncomingFile): Promise<UploadResponse> {
    const destination = UPLOAD_AREAS[area];
    const limit = destination.kind === 'pdf' ? MAX_PDF_BYTES : MAX_IMAGE_BYTES;
    if (file.size > limit) throw payloadTooLarge(Messages.fileTooLarge(Math.round(limit / 1024 / 1024)));
    await requireComplete(file);
    const type = sniff(await readHead(file.filepath));
    const store = fileStore(strapi);

    if (destination.kind === 'pdf') {
      if (type !== 'pdf') throw badRequest(Messages.pdfOnly);
      const name = storedName(file.originalFilename, 'pdf');
      await store.save(destination.stored, name, { file: file.filepath }, { expectedSize: file.size });
      return { fileNames: [name] };
    }

    const image = await encodeImage(file, type);
    await store.save(destination.stored, image.name, { buffer: image.bytes }, { expectedSize: image.bytes.length });
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
  async storePrivateImages(area: PrivateImageArea, images: EncodedImage[]): Promise<string[]> {
    const store = fileStore(strapi);
    const stored: string[] = [];
    try {
      for (const image of images) {
        await store.save(area, image.name, { buffer: image.bytes }, { expectedSize: image.bytes.length });
        stored.push(image.name);
      }
    } catch (error) {
      await this.removePrivate(area, stored);
      throw error;
    }
    return stored;
  },

  /** A private image by its stored name (the caller checked who may see it), or null. */
  async openPrivateImage(area: PrivateImageArea, name: string) {
    if (!isSafeFileName(name)) return null;
    const store = fileStore(strapi);
    const stat = await store.stat(area, name);
    if (!stat) return null;
    const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    const type = extension === 'jpg' ? 'image/jpeg' : `image/${extension}`;
    return { size: stat.size, type, stream: store.read(area, name) };
  },

  async removePrivate(area: PrivateImageArea, names: string[]): Promise<void> {
    const store = fileStore(strapi);
    for (const name of names) {
      if (isSafeFileName(name)) await store.remove(area, name).catch(() => undefined);
    }
  },

  /** A private file for GET /file/download, after the area's role check. */
  async open(areaValue: unknown, fileName: unknown, user: PortalUser) {
    const area: DownloadArea = parseOrThrow(downloadAreaSchema, areaValue);
    if (area === 'minutes') await serviceOf<Provides<MinutesReaders>>(strapi, UID.profile).requireMinutesReader(user);
    if (!isSafeFileName(fileName)) throw badRequest(Messages.invalidFileName);
    if (area === 'votes') await serviceOf<Provides<VoteDocumentReaders>>(strapi, 'api::vote.vote').requireDocumentReader(fileName, user);
    const name = fileName;
    // The one read rule (records' mayRead): a file is downloaded only by whom some document naming it admits
    // (archived for the board only, minutes for their readers, a record for its audience).
    const rows = await strapi.db.query(UID.document).findMany({ where: { ...ENGLISH, documentName: name } });
    if (rows.length > 0) {
      const readable = await serviceOf<Provides<RecordReaders>>(strapi, 'api::records.records').readerFilter(user);
      if (!rows.some(readable)) throw notFound(Messages.fileNotFound);
    }
    return this.openChecked(area, name);
  },

  /** A stored document file whose reader the caller has checked (the records' own download checks the record's audience). */
  async openChecked(area: DownloadArea, name: string) {
    const store = fileStore(strapi);
    const stat = await store.stat(area, name);
    if (!stat) throw notFound(Messages.fileNotFound);
    // Downloaded under the document's title, not the stored name with its random suffix.
    const document = await strapi.db.query(UID.document).findOne({ where: { ...ENGLISH, documentName: name }, select: ['title'] });
    return {
      name,
      downloadName: readableFileName(document?.title, name),
      size: stat.size,
      read: (range?: ByteRange) => store.read(area, name, range),
    };
  },
});
