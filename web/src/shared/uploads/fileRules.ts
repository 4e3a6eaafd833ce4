/** What the two upload areas accept (docs/requirements.md §5) and how big an image may end up (docs/requirements.md §9). */
import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH, MAX_IMAGE_BYTES, MAX_PDF_BYTES, Messages } from '@hearth/common';

export type UploadKind = 'image' | 'pdf';

const IMAGE_TYPES: Record<string, string[]> = {
  'image/gif': ['gif'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};
const PDF_TYPES: Record<string, string[]> = { 'application/pdf': ['pdf'] };

/** The `accept` attribute of the file input of each area. */
export const ACCEPT: Record<UploadKind, string> = {
  image: 'image/gif,image/jpeg,image/png,.gif,.jpg,.jpeg,.png',
  pdf: 'application/pdf,.pdf',
};

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/**
 * Null when the file fits the area, else the message to show; checked before anything is sent.
 * The type must match and so must the extension (a browser may leave the type empty: then the extension decides).
 */
export function rejectFile(file: Pick<File, 'name' | 'type' | 'size'>, kind: UploadKind): string | null {
  const allowed = kind === 'image' ? IMAGE_TYPES : PDF_TYPES;
  const wrongType = Messages[kind === 'image' ? 'imageOnly' : 'pdfOnly'];
  const ext = extensionOf(file.name);
  const knownExts = Object.values(allowed).flat();
  if (file.type) {
    if (!allowed[file.type] || !allowed[file.type].includes(ext)) return wrongType;
  } else if (!knownExts.includes(ext)) return wrongType;
  // Images are shrunk before upload, so only a PDF's size is final here.
  const limit = kind === 'image' ? MAX_IMAGE_BYTES * 5 : MAX_PDF_BYTES;
  if (file.size > limit) return Messages.fileTooLarge(Math.round(limit / 1024 / 1024));
  return null;
}

/** Only the first selected file is used (docs/requirements.md §5). */
export const firstFile = (files: FileList | File[] | null | undefined): File | null => (files && files.length ? files[0] : null);

/** Size that fits within the bound keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxWidth = IMAGE_MAX_WIDTH, maxHeight = IMAGE_MAX_HEIGHT) {
  if (width <= 0 || height <= 0) return { width: 0, height: 0, scaled: false };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  if (scale === 1) return { width, height, scaled: false };
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    scaled: true,
  };
}

/** Canvas cannot write GIF, so a shrunk GIF becomes a PNG; the name follows the new type. */
export function outputTypeFor(file: Pick<File, 'name' | 'type'>): { type: string; name: string } {
  if (file.type === 'image/jpeg' || file.type === 'image/png') return { type: file.type, name: file.name };
  const base = file.name.includes('.') ? file.name.slice(0, file.name.lastIndexOf('.')) : file.name;
  return { type: 'image/png', name: `${base}.png` };
}
