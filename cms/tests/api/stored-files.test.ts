/**
 * Files in the database (the portal's storage rule): on PostgreSQL uploads are kept
 * in the database (STORAGE=database), served with the rules and headers files on disk get; SQLite
 * keeps them in DATA_DIR. An upload cut off stores nothing; a damaged stored file answers 503, a
 * missing one 404; storage:migrate copies DATA_DIR in (once) and back; backup and restore carry them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { freshPostgresDatabase } from '../../../testkit/postgres.mjs';
import { backup, restore } from '../../../scripts/backup.mjs';
import { storageMigrate } from '../../../scripts/storage-migrate.mjs';
import { databaseStore } from '../../src/api/file/store/database';
import { createMembers, expectRefused, minimalPdf, uploadedName } from './support';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const knexOf = (url: string) => createRequire(__filename)('knex')({ client: 'pg', connection: url, pool: { min: 0, max: 2 } });

/** A PDF of `bytes` bytes, different each time. */
const bigPdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(bytes - 9)]);

describe('stored files', () => {
  let portal: TestPortal;
  let director: string;
  let tenant: string;

  beforeAll(async () => {
    portal = await startPortal();
    const members = await createMembers(portal, 'sf');
    director = members.director.token;
    tenant = members.tenant.token;
  });
  afterAll(() => portal?.stop());

  const download = (fileName: string, token = tenant) =>
    portal.request('GET', '/api/file/download', { token, headers: { area: 'community', fileName } });

  it(`keeps uploads ${onPostgres ? 'in the database, not in DATA_DIR' : 'in DATA_DIR'}`, async () => {
    const pdf = bigPdf(700_000); // three chunks in the database
    const name = await uploadedName(portal, director, 'community', pdf, 'rules.pdf');
    expect(portal.store.kind).toBe(onPostgres ? 'database' : 'disk');
    expect(fs.existsSync(path.join(portal.dataDir, 'private', 'community', name))).toBe(!onPostgres);
    const answer = await download(name);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('answers byte ranges of a download, across the 256 KB pieces, and 416 beyond the file', async () => {
    const pdf = bigPdf(700_000);
    const name = await uploadedName(portal, director, 'community', pdf, 'ranges.pdf');
    const whole = await download(name);
    expect([whole.status, whole.headers.get('accept-ranges'), whole.headers.get('content-length')]).toEqual([200, 'bytes', '700000']);
    await whole.arrayBuffer();
    const ranged = (range: string) =>
      portal.request('GET', '/api/file/download', { token: tenant, headers: { area: 'community', fileName: name, range } });
    const piece = 256 * 1024;
    for (const [range, start, end] of [
      [`bytes=${piece - 10}-${piece + 9}`, piece - 10, piece + 9], // across the first boundary
      [`bytes=${2 * piece}-`, 2 * piece, 699_999], // to the end
      ['bytes=-100', 699_900, 699_999], // the last 100 bytes
      ['bytes=-1000000', 0, 699_999], // a suffix longer than the file is the whole file (RFC 9110 §14.1.3)
      ['bytes=0-0', 0, 0],
      ['bytes=699000-9999999', 699_000, 699_999], // an end beyond the file is the file's end
    ] as const) {
      const part = await ranged(range);
      expect([range, part.status, part.headers.get('content-range'), part.headers.get('content-length')]).toEqual([
        range,
        206,
        `bytes ${start}-${end}/700000`,
        String(end - start + 1),
      ]);
      expect(part.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await part.arrayBuffer()).equals(pdf.subarray(start, end + 1))).toBe(true);
    }
    const beyond = await ranged('bytes=700000-');
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, 'bytes */700000']);
    await beyond.arrayBuffer();
    // A Range in another unit is ignored, even one beyond the file: the whole file.
    for (const range of ['items=0-1', 'items=9999999-']) {
      const other = await ranged(range);
      expect([range, other.status]).toEqual([range, 200]);
      expect(Buffer.from(await other.arrayBuffer()).equals(pdf)).toBe(true);
    }
  });

  it('serves a public picture with the caching headers and byte ranges of files on disk', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const name = await uploadedName(portal, director, 'news', png, 'garden.png');
    const whole = await portal.request('GET', `/uploads/news/${name}`);
    expect(whole.status).toBe(200);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.headers.get('cache-control')).toBe('max-age=300');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('last-modified')).toBeTruthy();
    const part = await portal.request('GET', `/uploads/news/${name}`, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);
    const head = await portal.request('HEAD', `/uploads/news/${name}`);
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bytes.length)]);
    expect((await portal.request('GET', '/uploads/news/nothing-here.png')).status).toBe(404);
  });

  it('stores nothing of an upload cut off mid-stream', async () => {
    const before = await portal.store.list('community');
    const rowsBefore = onPostgres ? await portal.strapi.db.connection('hearth_stored_files').count({ n: '*' }) : null;
    const boundary = 'cutoff';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const { port } = new URL(portal.url);
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/file/community HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${director}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + 4_000_000}\r\n\r\n`,
        );
        socket.write(head);
        socket.write(bigPdf(1_000_000), () => setTimeout(() => socket.destroy(), 200));
      });
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(await portal.store.list('community')).toEqual(before);
    if (onPostgres) {
      expect(await portal.strapi.db.connection('hearth_stored_files').count({ n: '*' })).toEqual(rowsBefore);
      const orphans = await portal.strapi.db.connection.raw(
        'SELECT count(*)::int AS n FROM hearth_stored_file_chunks c WHERE NOT EXISTS (SELECT 1 FROM hearth_stored_files f WHERE f.id = c.file_id)',
      );
      expect(orphans.rows[0].n).toBe(0);
    }
  });

  it.runIf(onPostgres)('answers 503 with a clear message for a damaged stored file, 404 for a missing one', async () => {
    const db = portal.strapi.db.connection;
    const name = await uploadedName(portal, director, 'community', bigPdf(600_000), 'damaged.pdf');
    const { id } = await db('hearth_stored_files').where({ area: 'community', name }).first('id');
    await db('hearth_stored_file_chunks').where({ file_id: id, seq: 1 }).delete();
    const damaged = await download(name);
    await expectRefused(damaged, 503, Messages.fileDamaged);
    const picture = await uploadedName(
      portal,
      director,
      'news',
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      'p.png',
    );
    await db('hearth_stored_file_chunks')
      .whereIn('file_id', db('hearth_stored_files').select('id').where({ area: 'news', name: picture }))
      .update({ data: Buffer.from('x') });
    expect((await portal.request('GET', `/uploads/news/${picture}`)).status).toBe(503);
    await db('hearth_stored_files').where({ id }).delete();
    await expectRefused(await download(name), 404, Messages.fileNotFound);
  });
});

describe.runIf(onPostgres)('storage:migrate and backup with files in the database', () => {
  let portal: TestPortal;
  const env = () => ({ ...process.env, DATABASE_CLIENT: 'postgres', DATABASE_URL: process.env.DATABASE_URL!, DATA_DIR: portal.dataDir });
  const distDir = process.env.HEARTH_TEST_DIST;

  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal?.stop());

  it('copies a seeded DATA_DIR into the database, reports what it cannot read, does nothing the second time, and copies back', async () => {
    const seeded: Record<string, Buffer> = {
      'community/bylaws.pdf': minimalPdf('Bylaws'),
      'minutes/agm-2025.pdf': bigPdf(900_000),
      'news/lobby.png': await sharp({ create: { width: 5, height: 5, channels: 3, background: '#abc' } })
        .png()
        .toBuffer(),
      'logos/acme.png': await sharp({ create: { width: 6, height: 6, channels: 3, background: '#def' } })
        .png()
        .toBuffer(),
    };
    const folderOf = (area: string) =>
      ['news', 'logos'].includes(area) ? path.join(portal.dataDir, 'public', 'uploads', area) : path.join(portal.dataDir, 'private', area);
    for (const [file, bytes] of Object.entries(seeded)) {
      const [area, name] = file.split('/');
      fs.mkdirSync(folderOf(area), { recursive: true });
      fs.writeFileSync(path.join(folderOf(area), name), bytes);
    }
    // Unreadable: a link to nothing, and a name the portal never stores.
    fs.symlinkSync('/nonexistent/x.pdf', path.join(folderOf('community'), 'gone.pdf'));
    fs.writeFileSync(path.join(folderOf('community'), 'bad name!.pdf'), minimalPdf());

    const first = await storageMigrate({ env: env(), distDir });
    expect(first.copied.sort()).toEqual(Object.keys(seeded).sort());
    expect(first.problems.map((p: { file: string }) => p.file).sort()).toEqual(['community/bad name!.pdf', 'community/gone.pdf']);
    for (const [file, bytes] of Object.entries(seeded)) {
      const [area, name] = file.split('/');
      expect((await portal.storedBytes(area as 'community', name))?.equals(bytes), file).toBe(true);
    }
    const second = await storageMigrate({ env: env(), distDir });
    expect(second.copied).toEqual([]);
    expect(second.alreadyThere.sort()).toEqual(Object.keys(seeded).sort());

    // And back, into an empty DATA_DIR.
    const back = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-back-'));
    try {
      const report = await storageMigrate({ env: { ...env(), DATA_DIR: back }, distDir, toDisk: true });
      expect(report.copied.sort()).toEqual(Object.keys(seeded).sort());
      for (const [file, bytes] of Object.entries(seeded)) {
        const [area, name] = file.split('/');
        const folder = ['news', 'logos'].includes(area) ? path.join(back, 'public', 'uploads', area) : path.join(back, 'private', area);
        expect(fs.readFileSync(path.join(folder, name)).equals(bytes), file).toBe(true);
      }
    } finally {
      fs.rmSync(back, { recursive: true, force: true });
    }
  });

  it('backs up and restores the files kept in the database byte-identical', async () => {
    const members = await createMembers(portal, 'bk');
    const files = { a: bigPdf(800_000), b: minimalPdf('Newsletter') };
    const names = {
      a: await uploadedName(portal, members.director.token, 'community', files.a, 'a.pdf'),
      b: await uploadedName(portal, members.director.token, 'newsletters', files.b, 'b.pdf'),
    };
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-backup-'));
    const target = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const restoredDir = path.join(folder, 'restored');
    const knex = knexOf(target.url);
    try {
      const made = await backup(path.join(folder, 'b.tar.gz'), env());
      expect(made.documents).toBeGreaterThanOrEqual(2);
      await restore(made.archive, { ...env(), DATABASE_URL: target.url, DATA_DIR: restoredDir });
      const store = databaseStore(knex);
      const read = async (area: 'community' | 'newsletter', name: string) => {
        const chunks: Buffer[] = [];
        for await (const chunk of store.read(area, name)) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      };
      expect((await read('community', names.a)).equals(files.a)).toBe(true);
      expect((await read('newsletter', names.b)).equals(files.b)).toBe(true);
    } finally {
      await knex.destroy();
      await target.drop();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
