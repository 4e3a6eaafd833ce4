/**
 * storage:migrate (docs/requirements.md §14): copies every stored file from one
 * store to the other (DATA_DIR into the database, or back), comparing SHA-256 checksums. Each file
 * is copied whole or not at all, and a file already there with the same checksum is left, so a
 * second run copies nothing and an interrupted run resumes. A file that cannot be read, or is
 * badly named, or differs from a copy already at the target, is reported and the rest copied.
 * The source is left as it is.
 */
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { isSafeFileName } from '@hearth/common';
import { STORED_AREA_NAMES } from '@hearth/common';
import type { FileStore, StoredArea } from './types';

export interface MigrationReport {
  copied: string[];
  alreadyThere: string[];
  problems: { file: string; reason: string }[];
}

async function sha256(stream: Readable): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const reasonOf = (error: unknown) =>
  (error as { code?: string })?.code === 'EACCES'
    ? 'it cannot be read (permission denied)'
    : `it cannot be read (${(error as Error)?.message ?? error})`;

async function copyOne(from: FileStore, to: FileStore, area: StoredArea, name: string, report: MigrationReport): Promise<void> {
  const file = `${area}/${name}`;
  if (!isSafeFileName(name))
    return void report.problems.push({ file, reason: 'its name is not one the portal stores (letters, digits, . _ -)' });
  let source;
  try {
    source = await from.stat(area, name);
  } catch (error) {
    return void report.problems.push({ file, reason: reasonOf(error) });
  }
  if (!source) return void report.problems.push({ file, reason: 'it is not a readable file' });
  let expected: string;
  try {
    expected = await sha256(from.read(area, name));
  } catch (error) {
    return void report.problems.push({ file, reason: reasonOf(error) });
  }
  const there = await to.stat(area, name).catch(() => null);
  if (there) {
    const theirs = await sha256(to.read(area, name)).catch(() => null);
    if (theirs === expected) return void report.alreadyThere.push(file);
    return void report.problems.push({ file, reason: 'a different file of that name is already at the target: left as it is' });
  }
  try {
    await to.save(area, name, { stream: from.read(area, name) }, { expectedSize: source.size, ifAbsent: true });
  } catch (error) {
    return void report.problems.push({ file, reason: reasonOf(error) });
  }
  const copied = await sha256(to.read(area, name));
  if (copied !== expected) {
    await to.remove(area, name);
    return void report.problems.push({ file, reason: 'the copy did not match its checksum: removed, run again' });
  }
  report.copied.push(file);
}

export async function migrateFiles(from: FileStore, to: FileStore): Promise<MigrationReport> {
  const report: MigrationReport = { copied: [], alreadyThere: [], problems: [] };
  for (const area of STORED_AREA_NAMES) {
    for (const name of await from.list(area)) await copyOne(from, to, area, name, report);
  }
  return report;
}
