// @ts-check
/**
 * Backup of the running SQLite portal under writes → restore into an empty folder → every
 * document byte-identical and the accounts sign in; a damaged archive, a foreign one and a
 * non-empty target refused in one line. (PostgreSQL's backup and restore: postgres.mjs.)
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pdf } from '../../testkit/fixtures.mjs';
import { backup, restore } from '../backup.mjs';
import { call, signIn, upload, writeLoad } from './harness.mjs';

const sha256 = (/** @type {Buffer} */ bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

/** @type {import('./harness.mjs').Scenario[]} */
export const scenarios = [
  {
    name: 'backup and restore (SQLite)',
    sqlite: true,
    async run(h) {
      const { portal: p, token } = await h.sqlite();
      if (!token) return;
      const { work } = h;
      // Documents to carry over: two PDFs through the API.
      /** @type {Record<string, string>} */
      const originals = {};
      for (let i = 0; i < 2; i++) {
        const r = await upload(p.url, token, 'community', pdf(`backup-${i}`, { bytes: 200 * 1024 + i }), `backup-${i}.pdf`);
        if (r.status === 200) {
          const name = JSON.parse(r.text).fileNames[0];
          await call(p.url, 'POST', '/api/document/add', {
            token,
            json: { id: 0, docType: 'Document', title: `Backup ${i}`, documentName: name },
          });
        }
      }
      for (const area of ['community', 'newsletter', 'minutes']) {
        const dir = path.join(p.dataDir, 'private', area);
        for (const f of fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => !n.startsWith('.')) : [])
          originals[`${area}/${f}`] = sha256(fs.readFileSync(path.join(dir, f)));
      }
      // A backup while writes go on.
      const load = writeLoad(p.url, token, { prefix: 'during-backup', concurrency: 2, limit: 400 });
      const started = Date.now();
      const made = await backup(path.join(work, 'backups'), { ...process.env, DATA_DIR: p.dataDir, DATABASE_CLIENT: 'sqlite' });
      const backupSeconds = (Date.now() - started) / 1000;
      await load.stop();
      h.figure('backup.sqlite', { seconds: backupSeconds, bytes: made.bytes, files: made.documents });
      h.log(
        `backup: ${made.archive} (${(made.bytes / 1024 / 1024).toFixed(1)} MB, ${made.documents} files) in ${backupSeconds.toFixed(1)} s under writes`,
      );

      // Refusals: damaged, foreign, non-empty target.
      const restoredDir = path.join(work, 'restored');
      const refused = async (
        /** @type {string} */ archive,
        /** @type {string} */ target,
        /** @type {RegExp} */ pattern,
        /** @type {string} */ name,
      ) => {
        let message = '';
        try {
          await restore(archive, { ...process.env, DATA_DIR: target, DATABASE_CLIENT: 'sqlite', INIT_CWD: work });
        } catch (error) {
          message = /** @type {Error} */ (error).message;
        }
        const untouched = !fs.existsSync(path.join(target, 'portal.db')) || target === p.dataDir;
        h.check(name, pattern.test(message) && !message.includes('\n') && untouched, message || 'it was not refused');
      };
      const damaged = path.join(work, 'damaged.tar.gz');
      const bytes = fs.readFileSync(made.archive);
      bytes[Math.floor(bytes.length / 2)] ^= 0xff;
      fs.writeFileSync(damaged, bytes);
      await refused(
        damaged,
        path.join(work, 'target-damaged'),
        /damaged|not a Hearth backup/,
        'restore refuses a damaged archive in one line, nothing restored',
      );
      const foreign = path.join(work, 'foreign.tar.gz');
      fs.mkdirSync(path.join(work, 'foreign'), { recursive: true });
      fs.writeFileSync(path.join(work, 'foreign', 'hello.txt'), 'hi');
      execFileSync('tar', ['-czf', foreign, '-C', path.join(work, 'foreign'), '.']);
      await refused(foreign, path.join(work, 'target-foreign'), /not a Hearth backup/, 'restore refuses a foreign archive in one line');
      await refused(
        made.archive,
        p.dataDir,
        /is not empty .*: restore into an empty folder, e\.g\. `DATA_DIR=\S+-restored npm run restore \S+`/,
        'restore refuses a non-empty target in one line with the command to use instead (the running portal untouched)',
      );

      const r = await restore(made.archive, { ...process.env, DATA_DIR: restoredDir, DATABASE_CLIENT: 'sqlite', INIT_CWD: work });
      h.log(`restore: ${r.documents} files into ${restoredDir}`);
      const q = await h.portal('sqlite-restored', { DATABASE_CLIENT: 'sqlite', DATA_DIR: restoredDir });
      try {
        let identical = 0;
        const different = [];
        const session = await signIn(q.url, 'owner');
        for (const [key, digest] of Object.entries(originals)) {
          const [area, fileName] = key.split('/');
          const d = await fetch(`${q.url}/api/file/download?area=${area}&fileName=${encodeURIComponent(fileName)}`, {
            headers: { authorization: `Bearer ${session.token}` },
          });
          const got = sha256(Buffer.from(await d.arrayBuffer()));
          if (d.status === 200 && got === digest) identical++;
          else different.push(`${key} (${d.status})`);
        }
        h.figure('restore.sqlite', { documents: Object.keys(originals).length, identical });
        h.check(
          'backup → restore: every document byte-identical',
          different.length === 0 && identical > 0,
          `${identical}/${Object.keys(originals).length}${different.length ? `; differ: ${different.slice(0, 3).join(', ')}` : ''}`,
        );
        const accounts = ['admin', 'director', 'owner', 'tenant', 'propmgr'];
        const signedIn = [];
        for (const username of accounts) if ((await signIn(q.url, username)).token) signedIn.push(username);
        h.check('backup → restore: every account signs in', signedIn.length === accounts.length, `${signedIn.length}/${accounts.length}`);
      } finally {
        await q.stop();
      }
    },
  },
];
