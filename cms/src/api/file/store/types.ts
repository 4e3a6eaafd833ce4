/**
 * Where uploaded files are kept (docs/requirements.md §14): on disk in DATA_DIR
 * (disk.ts) or in PostgreSQL (database.ts). Both keep a file whole or not at all, and read it as a
 * stream, so a big file never sits in memory.
 */
import type { Readable } from 'node:stream';
import type { StoredArea } from '@hearth/common';

/** The areas are declared in common/src/uploads.ts (STORED_AREAS). */
export type { StoredArea };
/** Service requests' photos: private, fetched only through their request (docs/requirements.md §18). */
export type PrivateImageArea = Extract<StoredArea, 'requests'>;

interface StoredFile {
  size: number;
  modifiedAt: Date;
}

/** What is stored: a local file (an upload's temporary file), bytes in memory (a resized picture) or a stream. */
export type Source = { file: string } | { buffer: Buffer } | { stream: Readable };

/** Bytes start..end, both included (an HTTP range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStore {
  readonly kind: 'disk' | 'database';
  /**
   * Stores `source` as area/name, whole or not at all. `expectedSize`: fewer bytes is a failure
   * (507), nothing kept. `ifAbsent`: an existing file is kept and false answered (the seed's
   * fixed names, written by whichever process comes first).
   */
  save(area: StoredArea, name: string, source: Source, options?: { expectedSize?: number; ifAbsent?: boolean }): Promise<boolean>;
  /** Null when there is no such file; throws a 503 when it is there but damaged. */
  stat(area: StoredArea, name: string): Promise<StoredFile | null>;
  /** The bytes of a file stat() found, or of one range of them. */
  read(area: StoredArea, name: string, range?: ByteRange): Readable;
  remove(area: StoredArea, name: string): Promise<void>;
  /** The names in an area (storage:migrate), unreadable or badly named entries included: it reports them. */
  list(area: StoredArea): Promise<string[]>;
}
