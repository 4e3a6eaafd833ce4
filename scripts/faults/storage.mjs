// @ts-check
/**
 * Storage faults on the shared SQLite portal (they need `mount`, i.e. root; a clear skip line
 * otherwise): a full upload temp folder, a full and a read-only documents folder, a read-only
 * picture folder, and the SQLite database's own disk full. Always 507 / 503 with the true
 * message, never a 2xx for a partial file, nothing left behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pdf, png } from '../../testkit/fixtures.mjs';
import { Browser, authorizationRequest } from '../../testkit/oidc.mjs';
import { call, faq, fill, sqlite, upload } from './harness.mjs';

const MB = 1024 * 1024;
const partialFiles = (/** @type {string} */ dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.part')) : []);

/** @type {import('./harness.mjs').Scenario[]} */
export const scenarios = [
  {
    // The portal runs with TMPDIR on a 4 MB tmpfs: concurrent 3 MB uploads overflow it while the
    // request is parsed; an upload answered 2xx must be stored whole.
    name: 'storage: full upload temp folder',
    sqlite: true,
    async run(h) {
      const { portal: p, token, tmpMounted } = await h.sqlite();
      if (!token) return;
      if (!tmpMounted) return h.skip('storage: full upload temp folder', 'cannot mount a small tmpfs');
      const size = 3 * MB;
      const answers = await Promise.all(
        [0, 1, 2].map((i) => upload(p.url, token, 'newsletters', pdf(`tmp-${i}`, { bytes: size }), `tmp-${i}.pdf`)),
      );
      const folder = path.join(p.dataDir, 'private', 'newsletter');
      const ok = answers.filter((a) => a.status === 200).map((a) => JSON.parse(a.text).fileNames[0]);
      const truncated = ok.filter((name) => fs.statSync(path.join(folder, name)).size !== size);
      const refusals = answers.filter((a) => a.status !== 200);
      const trueRefusals = refusals.every((a) => a.status === 507 && /not enough storage space/.test(a.text));
      h.figure('storage.tempFolderFull', { statuses: answers.map((a) => a.status), truncatedStored: truncated.length });
      h.check(
        'temp folder full: no 2xx for a truncated upload; refusals are 507',
        truncated.length === 0 && trueRefusals,
        `statuses ${answers.map((a) => a.status).join(',')}, ${truncated.length} truncated`,
      );
    },
  },
  {
    name: 'storage: full and read-only documents folder',
    sqlite: true,
    async run(h) {
      const { portal: p, token } = await h.sqlite();
      if (!token) return;
      const community = path.join(p.dataDir, 'private', 'community');
      const why = h.tryMount(community, 4);
      if (why) return h.skip('storage: full and read-only documents folder', `cannot mount a small tmpfs: ${why}`);
      try {
        // Full: 3 MB PDFs into 4 MB.
        const answers = [];
        for (let i = 0; i < 4; i++)
          answers.push(await upload(p.url, token, 'community', pdf(`full-${i}`, { bytes: 3 * MB }), `full-${i}.pdf`));
        const statuses = answers.map((a) => a.status);
        const stored = fs.readdirSync(community).filter((f) => !f.startsWith('.'));
        const complete = stored.every((f) => fs.statSync(path.join(community, f)).size === 3 * MB);
        const full = answers.filter((a) => a.status === 507);
        const fullMessageOk =
          full.length > 0 && full.every((a) => JSON.parse(a.text).error.message.startsWith('There is not enough storage space'));
        h.figure('storage.full', { statuses, storedFiles: stored.length, partialFiles: partialFiles(community).length });
        h.check(
          'storage full: uploads answer 507 with the storage message, never 2xx for a partial file',
          fullMessageOk && statuses.filter((s) => s === 200).length === stored.length && complete,
          `statuses ${statuses.join(',')}, ${stored.length} complete files`,
        );
        h.check('storage full: no partial file left behind', partialFiles(community).length === 0);
        const row = await call(p.url, 'POST', '/api/document/add', {
          token,
          json: { id: 0, docType: 'Document', title: 'Missing file', documentName: 'never-stored.pdf' },
        });
        h.check('a document row never points at a missing file', row.status === 400, `answered ${row.status}`);

        // Read-only.
        h.remountReadOnly(community);
        const ro = await upload(p.url, token, 'community', pdf('ro', { bytes: 100 * 1024 }), 'ro.pdf');
        h.figure('storage.readOnly', { status: ro.status, message: ro.text.slice(0, 200) });
        h.check(
          'read-only storage: 503 with a clear message',
          ro.status === 503 && /read-only or not writable/.test(ro.text),
          `answered ${ro.status}`,
        );
      } finally {
        h.unmount(community);
      }

      // Public pictures into a read-only folder: not the "only images" message.
      const news = path.join(p.dataDir, 'public', 'uploads', 'news');
      if (!h.tryMount(news, 1)) {
        try {
          h.remountReadOnly(news);
          const r = await upload(p.url, token, 'news', png(1, 1), 'dot.png', 'image/png');
          h.check(
            'read-only picture folder: 503, not "Only gif, jpg or png images"',
            r.status === 503 && !/Only gif/.test(r.text),
            `answered ${r.status}`,
          );
        } finally {
          h.unmount(news);
        }
      }
    },
  },
  {
    // 503 "temporarily unavailable" (API and login page), never a 500; back once freed.
    name: 'SQLite disk full',
    sqlite: true,
    async run(h) {
      const { portal: p, token, dataMounted } = await h.sqlite();
      if (!token) return;
      if (!dataMounted) return h.skip('SQLite disk full', 'the data folder is not on a small tmpfs (mounting not permitted)');
      // The WAL file's spare room would take a few writes first: start from a truncated WAL, as after a checkpoint.
      sqlite(p.dataDir, "d.pragma('wal_checkpoint(TRUNCATE)')");
      const free = fill(p.dataDir);
      const answers = [];
      let login;
      try {
        for (let i = 0; i < 40; i++) {
          answers.push(await call(p.url, 'POST', '/api/faq/add', { token, json: { ...faq(`disk-full-${i}`), answer: 'x'.repeat(4000) } }));
        }
        const browser = new Browser(p);
        const r = await browser.fetch(authorizationRequest(browser).path);
        login = { status: r.status, text: await r.text() };
      } finally {
        free();
      }
      /** @type {Record<number, number>} */
      const statuses = {};
      for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      const refused = answers.filter((a) => a.status !== 200);
      const trueAnswers = refused.every(
        (a) => a.status === 503 && a.text.includes('temporarily unavailable') && !/SQLITE|database or disk/i.test(a.text),
      );
      h.figure('sqlite.diskFull', { statuses, loginPage: login.status });
      h.check(
        'SQLite disk full: writes answer 503 "temporarily unavailable", no 500, no driver text',
        refused.length > 0 && trueAnswers,
        JSON.stringify(statuses),
      );
      h.check(
        'SQLite disk full: the login page is not "oops"',
        [303, 503].includes(login.status) && !/oops/i.test(login.text),
        `answered ${login.status}`,
      );
      const after = await call(p.url, 'POST', '/api/faq/add', { token, json: faq('disk-freed') });
      h.check('SQLite disk freed: writes work again', after.status === 200, `answered ${after.status}`);
    },
  },
];
