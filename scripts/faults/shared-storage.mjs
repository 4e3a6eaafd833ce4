// @ts-check
// Fault scenarios of "nothing shared but the database" (docs/requirements.md §14),
// run by scripts/test-faults.mjs on its throwaway PostgreSQL cluster with two portal processes A and B,
// each with its own DATA_DIR and STORAGE=database (the default on PostgreSQL):
//  - a document uploaded through A downloads byte-identical from B;
//  - a news picture added on A shows on B; archived, it is refused on both;
//  - 50 MB streamed into the database (storage:migrate) and out (a download from B), and a 20 MB upload
//    (the API's largest) through A: each process's memory rises less than 50 MB.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS } from '../lib.mjs';
import { storageMigrate } from '../storage-migrate.mjs';

const MB = 1024 * 1024;
const sha = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Resident memory of a process (bytes), from /proc. */
function rssOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** Runs `work` while sampling `pid`'s memory every 20 ms; answers its result and the rise above the start. */
async function peakRise(pid, work) {
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  try {
    const result = await work();
    peak = Math.max(peak, rssOf(pid));
    return { result, riseMb: (peak - before) / MB };
  } finally {
    clearInterval(timer);
  }
}

/** Downloads a private file as a stream, hashing it without keeping it. */
async function streamedDownload(url, token, area, fileName) {
  const response = await fetch(`${url}/api/file/download`, { headers: { authorization: `Bearer ${token}`, area, fileName } });
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (/** @type {unknown} */ (response.body ?? []))) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { status: response.status, bytes, sha256: hash.digest('hex') };
}

export async function sharedStorageFaults({ a, b, env, distDir, signIn, call, upload, pdf, check, figure }) {
  const directorA = await signIn(a.url, 'director');
  const ownerB = await signIn(b.url, 'owner');
  if (!directorA.token || !ownerB.token) {
    check('shared storage: the demo accounts sign in on A and B', false, `director ${directorA.status}, owner ${ownerB.status}`);
    return;
  }

  // A document through A, byte-identical from B.
  const document = pdf(3 * MB, 'shared-storage');
  const sent = await upload(a.url, directorA.token, 'community', document, 'shared.pdf');
  const documentName = sent.status === 200 ? JSON.parse(sent.text).fileNames[0] : null;
  const fromB = documentName ? await streamedDownload(b.url, ownerB.token, 'community', documentName) : null;
  check(
    'shared storage: a document uploaded through A downloads byte-identical from B (separate DATA_DIRs)',
    fromB?.status === 200 && fromB.sha256 === sha(document) && !fs.existsSync(path.join(a.dataDir, 'private', 'community', documentName)),
    `upload ${sent.status}, download from B ${fromB?.status}, ${fromB?.bytes} bytes`,
  );

  // A news picture on A shows on B; archived, refused on both.
  const sharp = createRequire(path.join(CMS, 'package.json'))('sharp');
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  const picture = await upload(a.url, directorA.token, 'news', png, 'shared.png', 'image/png');
  const pictureName = picture.status === 200 ? JSON.parse(picture.text).fileNames[0] : null;
  const added = await call(a.url, 'POST', '/api/news/add', {
    token: directorA.token,
    json: { title: `Shared picture ${crypto.randomUUID().slice(0, 8)}`, body: 'Added on A.', thumbnail: pictureName },
  });
  const item = added.status === 200 ? JSON.parse(added.text) : null;
  const onB = await call(b.url, 'GET', `/uploads/news/${pictureName}`);
  const listedOnB = await call(b.url, 'GET', '/api/news/active');
  check(
    'shared storage: a news picture added on A shows on B',
    onB.status === 200 && listedOnB.text.includes(pictureName ?? '-'),
    `add ${added.status}, picture on B ${onB.status}`,
  );
  const archived = item ? await call(a.url, 'POST', `/api/content/news/${item.id}/archive`, { token: directorA.token }) : { status: 0 };
  await new Promise((r) => setTimeout(r, 1000)); // B's public cache checks within PUBLIC_CACHE_CHECK_MS
  const [refusedA, refusedB] = [
    await call(a.url, 'GET', `/uploads/news/${pictureName}`),
    await call(b.url, 'GET', `/uploads/news/${pictureName}`),
  ];
  check(
    'shared storage: an archived picture is refused on A and on B',
    archived.status === 200 && refusedA.status === 404 && refusedB.status === 404,
    `archive ${archived.status}, A ${refusedA.status}, B ${refusedB.status}`,
  );

  // 50 MB into the database through storage:migrate (this process), out through B; 20 MB in through A.
  const migrate = () => storageMigrate({ env: { ...process.env, ...env, DATA_DIR: a.dataDir }, distDir });
  await migrate(); // loads the store's code first, so only the copy is measured
  // Written 1 MB at a time, so this process holds no 50 MB copy while it measures itself.
  const bigName = `fifty-${crypto.randomBytes(4).toString('hex')}.pdf`;
  const bigFile = path.join(a.dataDir, 'private', 'community', bigName);
  fs.mkdirSync(path.dirname(bigFile), { recursive: true });
  const bigHash = crypto.createHash('sha256');
  for (let i = 0; i < 50; i++) {
    const piece = pdf(MB, `fifty-${i}`);
    bigHash.update(piece);
    fs.appendFileSync(bigFile, piece);
  }
  const bigSha = bigHash.digest('hex');
  const migrated = await peakRise(process.pid, migrate);
  const out = await peakRise(b.pid, () => streamedDownload(b.url, ownerB.token, 'community', bigName));
  const twenty = pdf(20 * MB - 1024, 'twenty');
  const inA = await peakRise(a.pid, () => upload(a.url, directorA.token, 'community', twenty, 'twenty.pdf'));
  figure('sharedStorage.memoryRiseMb', {
    migrate50MbIn: Number(migrated.riseMb.toFixed(1)),
    download50MbOutOfB: Number(out.riseMb.toFixed(1)),
    upload20MbIntoA: Number(inA.riseMb.toFixed(1)),
  });
  check(
    'shared storage: 50 MB streamed into the database and out, 20 MB uploaded, each process rising < 50 MB',
    migrated.result.copied.includes(`community/${bigName}`) &&
      out.result.status === 200 &&
      out.result.sha256 === bigSha &&
      inA.result.status === 200 &&
      Math.max(migrated.riseMb, out.riseMb, inA.riseMb) < 50,
    `storage:migrate +${migrated.riseMb.toFixed(1)} MB, download from B +${out.riseMb.toFixed(1)} MB (${out.result.status}), upload through A +${inA.riseMb.toFixed(1)} MB (${inA.result.status})`,
  );
}
