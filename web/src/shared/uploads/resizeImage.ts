/** Shrinks an image in the browser to at most 1000 x 1000 (docs/requirements.md §5 and §9) before it is uploaded. */
import { fitWithin, outputTypeFor } from './fileRules';

async function decode(file: File): Promise<{ source: CanvasImageSource; width: number; height: number; close(): void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  await image.decode();
  return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => URL.revokeObjectURL(url) };
}

/** The same file when it already fits, else a re-encoded smaller copy with the same aspect ratio. */
export async function resizeImage(file: File): Promise<File> {
  const image = await decode(file);
  try {
    const size = fitWithin(image.width, image.height);
    if (!size.scaled) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, 0, 0, size.width, size.height);
    const out = outputTypeFor(file);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, out.type, 0.9));
    return blob ? new File([blob], out.name, { type: out.type }) : file;
  } finally {
    image.close();
  }
}
