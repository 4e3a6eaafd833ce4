/**
 * The Strapi upload provider of the portal's own (docs/requirements.md §14):
 * with STORAGE=database the admin panel's Media Library keeps its files in the database too, in
 * the file store's area 'media', at the address the local provider would give them
 * (/uploads/<hash><ext>, answered by middlewares/stored-uploads.ts). Chosen in config/plugins.ts.
 */
import type { Readable } from 'node:stream';
import { fileStore } from '.';

/** What the upload plugin hands a provider (the fields this one reads). */
interface MediaFile {
  hash: string;
  ext?: string;
  url?: string;
  stream?: Readable;
  buffer?: Buffer;
}

const nameOf = (file: MediaFile) => `${file.hash}${file.ext ?? ''}`;

async function store(file: MediaFile): Promise<void> {
  const source = file.stream ? { stream: file.stream } : file.buffer ? { buffer: file.buffer } : null;
  if (!source) throw new Error('The upload provider was given a file without its bytes.');
  await fileStore(strapi).save('media', nameOf(file), source);
  file.url = `/uploads/${nameOf(file)}`;
}

export = {
  init() {
    return {
      uploadStream: store,
      upload: store,
      async delete(file: MediaFile) {
        await fileStore(strapi).remove('media', nameOf(file));
      },
    };
  },
};
