/**
 * Files in PostgreSQL (docs/requirements.md §14), so that processes on other
 * machines share nothing but the database. A file is a row of hearth_stored_files and its bytes
 * are rows of hearth_stored_file_chunks, CHUNK_BYTES each: written chunk by chunk in one
 * transaction (an upload cut off, or a failed write, leaves no row), read chunk by chunk with one
 * short query each (a slow download holds no connection, and memory stays at one chunk).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { Messages } from '@hearth/common';
import { insufficientStorage, serviceUnavailable } from '../../../platform/http-errors';
import type { FileStore, Source, StoredArea } from './types';

const FILES_TABLE = 'hearth_stored_files';
const CHUNKS_TABLE = 'hearth_stored_file_chunks';
const CHUNK_BYTES = 256 * 1024;

function sourceStream(source: Source): Readable {
  if ('file' in source) return fs.createReadStream(source.file, { highWaterMark: CHUNK_BYTES });
  if ('buffer' in source) return Readable.from([source.buffer]);
  return source.stream;
}

/** The bytes of `stream` cut into CHUNK_BYTES pieces (the last one shorter). */
async function* chunksOf(stream: Readable): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of stream) {
    let data = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
    while (pendingBytes + data.length >= CHUNK_BYTES) {
      const take = CHUNK_BYTES - pendingBytes;
      yield Buffer.concat([...pending, data.subarray(0, take)]);
      data = data.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (data.length) {
      pending.push(data);
      pendingBytes += data.length;
    }
  }
  if (pendingBytes) yield Buffer.concat(pending);
}

interface FileRow {
  id: number;
  size: number;
  created_at: Date;
}

export function databaseStore(knex: Knex): FileStore {
  const row = async (area: StoredArea, name: string): Promise<FileRow | undefined> =>
    knex(FILES_TABLE).where({ area, name }).first('id', 'size', 'created_at');

  return {
    kind: 'database',

    async save(area, name, source, { expectedSize, ifAbsent } = {}) {
      return knex.transaction(async (trx) => {
        const inserted = await trx(FILES_TABLE)
          .insert({ area, name, size: 0, sha256: '', created_at: new Date() })
          .onConflict(['area', 'name'])
          .ignore()
          .returning('id');
        if (!inserted.length) {
          if (ifAbsent) return false;
          throw new Error(`a stored file ${area}/${name} already exists`);
        }
        const id = (inserted[0] as { id: number }).id;
        const hash = crypto.createHash('sha256');
        let size = 0;
        let seq = 0;
        for await (const chunk of chunksOf(sourceStream(source))) {
          hash.update(chunk);
          size += chunk.length;
          await trx(CHUNKS_TABLE).insert({ file_id: id, seq: seq++, data: chunk });
        }
        if (size === 0 || (expectedSize !== undefined && size !== expectedSize)) throw insufficientStorage();
        await trx(FILES_TABLE)
          .where({ id })
          .update({ size, sha256: hash.digest('hex') });
        return true;
      });
    },

    async stat(area, name) {
      const file = await row(area, name);
      if (!file) return null;
      // Every chunk there, with every byte: else the file is damaged and not sent half (503, never a 500).
      const held = (await knex(CHUNKS_TABLE)
        .where({ file_id: file.id })
        .first(knex.raw('count(*)::int AS chunks'), knex.raw('coalesce(sum(octet_length(data)), 0)::bigint AS bytes'))) as {
        chunks: number;
        bytes: string;
      };
      const size = Number(file.size);
      if (held.chunks !== Math.ceil(size / CHUNK_BYTES) || Number(held.bytes) !== size) throw serviceUnavailable(Messages.fileDamaged);
      return { size, modifiedAt: new Date(file.created_at) };
    },

    read(area, name, range) {
      async function* bytes(): AsyncGenerator<Buffer> {
        const file = await row(area, name);
        if (!file) throw new Error(`stored file ${area}/${name} vanished while read`);
        const start = range?.start ?? 0;
        const end = range?.end ?? Number(file.size) - 1;
        for (let seq = Math.floor(start / CHUNK_BYTES); seq <= Math.floor(end / CHUNK_BYTES); seq++) {
          const chunkStart = seq * CHUNK_BYTES;
          const from = Math.max(start - chunkStart, 0);
          const to = Math.min(end - chunkStart, CHUNK_BYTES - 1);
          // substring() on bytea: only the bytes asked for leave the database (SQL counts from 1).
          const piece = await knex(CHUNKS_TABLE)
            .where({ file_id: file.id, seq })
            .first(knex.raw('substring(data from ? for ?) AS data', [from + 1, to - from + 1]));
          if (!piece) throw new Error(`stored file ${area}/${name} lost its chunk ${seq}`);
          yield piece.data as Buffer;
        }
      }
      return Readable.from(bytes(), { objectMode: false });
    },

    async remove(area, name) {
      await knex(FILES_TABLE).where({ area, name }).delete(); // the chunks go with it (ON DELETE CASCADE)
    },

    async list(area) {
      const rows: { name: string }[] = await knex(FILES_TABLE).where({ area }).select('name').orderBy('name');
      return rows.map((r) => r.name);
    },
  };
}
