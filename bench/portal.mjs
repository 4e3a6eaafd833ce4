/**
 * Starting and stopping the portal (and the bare node:http ceiling) for the benchmark, each in
 * its own process on a free loopback port, the way `strapi start` runs it in production.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(BENCH_DIR, '..');
export const CMS = path.join(ROOT, 'cms');
const cmsRequire = createRequire(path.join(CMS, 'package.json'));

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * The compiled server code to run. cms/dist (from `npm run build`) when it is newer than the
 * sources; otherwise the server code is compiled into a private folder, as the integration
 * tests do, so the bench never measures stale code and never rewrites cms/dist under others.
 * The admin panel bundle of cms/dist/build is linked in when there is one.
 */
export async function serverDist(log) {
  const dist = path.join(CMS, 'dist');
  const builtAt = newestMtime(path.join(dist, 'src', 'index.js'));
  const sourcesAt = Math.max(...['src', 'config', 'tsconfig.json', 'database'].map((p) => newestMtime(path.join(CMS, p))));
  if (builtAt && builtAt >= sourcesAt) return { distDir: dist, compiled: false, cleanup: () => {} };

  const distDir = path.join(CMS, '.tmp', `bench-dist-${process.pid}`);
  log(`cms/dist is older than cms/src: compiling the server code into ${path.relative(ROOT, distDir)} (cms/dist is left as it is)`);
  fs.rmSync(distDir, { recursive: true, force: true });
  const { compile } = cmsRequire('@strapi/typescript-utils');
  await compile(CMS, { configOptions: { options: { outDir: distDir, incremental: false }, ignoreDiagnostics: true } });
  if (fs.existsSync(path.join(dist, 'build', 'index.html'))) fs.symlinkSync(path.join(dist, 'build'), path.join(distDir, 'build'), 'dir');
  return { distDir, compiled: true, cleanup: () => fs.rmSync(distDir, { recursive: true, force: true }) };
}

/** A fresh PostgreSQL database on the server of BENCH_DATABASE_URL, dropped at the end. */
export async function freshPostgresDatabase(baseUrl) {
  const { default: pg } = await import('pg');
  const name = `hearth_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function waitForExit(child, ms) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  if (!(await waitForExit(child, 15_000))) {
    child.kill('SIGKILL');
    await waitForExit(child, 5_000);
  }
}

/** Polls a URL until it answers (any status below 500) or the process dies. */
async function waitUntilUp(url, child, logFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
  throw new Error(`The process did not come up on ${url} (exit code ${child.exitCode}). Last lines of ${logFile}:\n${tail}`);
}

/** Starts the portal like `strapi start` (createStrapi({appDir, distDir}).start()) in a child process. */
export async function startPortal({ distDir, env, logFile, timeoutMs = 180_000, port: fixedPort }) {
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(BENCH_DIR, 'start-portal.cjs')], {
    cwd: CMS,
    env: { ...process.env, ...env, BENCH_DIST_DIR: distDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  await waitUntilUp(`${url}/_health`, child, logFile, timeoutMs);
  return { url, pid: child.pid, stop: () => stopChild(child) };
}

/** The ceiling: a bare node:http server answering the given bytes, in its own process. */
export async function startBareServer({ routes, workDir }) {
  const port = await freePort();
  const file = path.join(workDir, 'bare-routes.json');
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(Object.entries(routes).map(([p, r]) => [p, { contentType: r.contentType, body: r.body.toString('base64') }]))));
  const logFile = path.join(workDir, 'bare-server.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(BENCH_DIR, 'bare-server.mjs'), String(port), file], { stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/`, child, logFile, 15_000);
  return { url, pid: child.pid, stop: () => stopChild(child) };
}
