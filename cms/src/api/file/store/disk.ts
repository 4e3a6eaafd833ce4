/**
 * Files in DATA_DIR: private documents in private/<area>, public pictures in public/uploads/<area>
 * (served at /uploads/...), the panel's Media Library in public/uploads itself. A file is written
 * under a temporary name in its folder, flushed, its size checked, then renamed: a full or
 * read-only folder never leaves a partial file (507/503, http-errors.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PUBLIC_AREAS, isSafeFileName } from '@hearth/common';
import { insufficientStorage } from '../../../platform/http-errors';
import type { FileStore, Source, StoredArea } from './types';

function diskFolder(dataDir: string, area: StoredArea): string {
  const uploads = path.join(dataDir, 'public', 'uploads');
  if (area === 'media') return uploads;
  return (PUBLIC_AREAS as readonly string[]).includes(area) ? path.join(uploads, area) : path.join(dataDir, 'private', area);
}

/** The absolute path of `name` inside `folder`, or null if the name could leave it. */
function pathInside(folder: string, name: unknown): string | null {
  if (!isSafeFileName(name)) return null;
  const root = path.resolve(folder);
  const full = path.resolve(root, name);
  return path.dirname(full) === root ? full : null;
}

async function writeSource(source: Source, to: string): Promise<void> {
  if ('file' in source) await fs.promises.copyFile(source.file, to);
  else if ('buffer' in source) await fs.promises.writeFile(to, source.buffer);
  else await pipeline(source.stream, fs.createWriteStream(to));
}

export function diskStore(dataDir: string): FileStore {
  const fileOf = (area: StoredArea, name: string) => pathInside(diskFolder(dataDir, area), name);
  return {
    kind: 'disk',

    async save(area, name, source, { expectedSize, ifAbsent } = {}) {
      const folder = diskFolder(dataDir, area);
      const full = fileOf(area, name);
      if (!full) throw new Error(`unsafe stored name ${name}`);
      await fs.promises.mkdir(folder, { recursive: true });
      if (ifAbsent && fs.existsSync(full)) return false;
      const temporary = path.join(folder, `.${name}.${crypto.randomBytes(4).toString('hex')}.part`);
      try {
        await writeSource(source, temporary);
        const handle = await fs.promises.open(temporary, 'r+');
        try {
          await handle.sync();
          const { size } = await handle.stat();
          if (size === 0 || (expectedSize !== undefined && size !== expectedSize)) throw insufficientStorage();
        } finally {
          await handle.close();
        }
        await fs.promises.rename(temporary, full);
        return true;
      } catch (error) {
        await fs.promises.rm(temporary, { force: true }).catch(() => undefined);
        throw error;
      }
    },

    async stat(area, name) {
      const full = fileOf(area, name);
      if (!full) return null;
      try {
        const stat = await fs.promises.stat(full);
        return stat.isFile() ? { size: stat.size, modifiedAt: stat.mtime } : null;
      } catch {
        return null;
      }
    },

    read(area, name, range) {
      const full = fileOf(area, name);
      if (!full) throw new Error(`unsafe stored name ${name}`);
      return fs.createReadStream(full, range ? { start: range.start, end: range.end } : {});
    },

    async remove(area, name) {
      const full = fileOf(area, name);
      if (full) await fs.promises.rm(full, { force: true });
    },

    async list(area) {
      try {
        const entries = await fs.promises.readdir(diskFolder(dataDir, area), { withFileTypes: true });
        // Not the folders (news/, logos/, amenities/ inside the Media Library's), nor a write in progress (.name.part).
        return entries.filter((e) => !e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name);
      } catch {
        return [];
      }
    },
  };
}
