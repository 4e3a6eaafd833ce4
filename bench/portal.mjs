/**
 * Starting and stopping the portal (and the bare node:http ceiling) for the benchmark, each in
 * its own process on a free loopback port, the way `strapi start` runs it in production.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../scripts/lib.mjs';
import { freePort, stopProcess, waitUntilUp } from '../scripts/test-support.mjs';

export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(BENCH_DIR, '..');
export const CMS = path.join(ROOT, 'cms');
const cmsRequire = createRequire(path.join(CMS, 'package.json'));

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

/**
 * What every benchmark does first: build what is missing, choose the server code to run, make a
 * work folder, and keep a stack of cleanups that run at the end (`cleanup()`) or on Ctrl-C.
 */
export async function prepareBench({ name, log, keep = false }) {
  const cleanups = [];
  const cleanup = async () => {
    while (cleanups.length) {
      try {
        await cleanups.pop()();
      } catch (error) {
        console.error(`cleanup: ${error.message}`);
      }
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      console.error(`\n${signal}: stopping what the benchmark started...`);
      await cleanup();
      process.exit(130);
    });
  }
  log('building what is missing (node scripts/build.mjs)');
  try {
    await buildAll();
  } catch (error) {
    // A failing production build (e.g. a type error) must not hide the figures: the server code
    // is then compiled privately, as the integration tests do (type errors not fatal).
    log(`the build failed (${error.message}): going on with a private compile of the server code`);
  }
  const dist = await serverDist(log);
  cleanups.push(dist.cleanup);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `hearth-${name}-`));
  cleanups.push(() => (keep ? log(`kept ${workDir}`) : fs.rmSync(workDir, { recursive: true, force: true })));
  return { distDir: dist.distDir, compiled: dist.compiled, workDir, defer: (fn) => cleanups.push(fn), cleanup };
}

/** Starts the portal like `strapi start` (createStrapi({appDir, distDir}).start()) in a child process. */
export async function startPortal({ distDir, env, logFile, timeoutMs = 180_000, port: fixedPort }) {
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(BENCH_DIR, 'start-portal.cjs')], {
    cwd: CMS,
    // PUBLIC_URL may be given: several processes behind one proxy share its address (the fault tests).
    env: { ...process.env, ...env, BENCH_DIST_DIR: distDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: env.PUBLIC_URL ?? url },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  await waitUntilUp(`${url}/_health`, child, logFile, timeoutMs);
  return { url, pid: child.pid, exited, stop: () => stopProcess(child) };
}

/** The ceiling: a bare node:http server answering the given bytes, in its own process. */
export async function startBareServer({ routes, workDir }) {
  const port = await freePort();
  const file = path.join(workDir, 'bare-routes.json');
  fs.writeFileSync(
    file,
    JSON.stringify(
      Object.fromEntries(Object.entries(routes).map(([p, r]) => [p, { contentType: r.contentType, body: r.body.toString('base64') }])),
    ),
  );
  const logFile = path.join(workDir, 'bare-server.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(BENCH_DIR, 'bare-server.mjs'), String(port), file], { stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/`, child, logFile, 15_000);
  return { url, pid: child.pid, stop: () => stopProcess(child) };
}
