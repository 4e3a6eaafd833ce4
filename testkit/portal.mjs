// @ts-check
/**
 * The compiled portal for a harness (the bench, the fault suite): which compiled folder to run,
 * and starting it in its own process on a loopback port, the way `strapi start` runs it in production.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopProcess, waitUntilUp } from './processes.mjs';

const TESTKIT_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(TESTKIT_DIR, '..');
const CMS = path.join(ROOT, 'cms');
const cmsRequire = createRequire(path.join(CMS, 'package.json'));

/** @param {string} target */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * @typedef {object} ServerDist
 * @property {string} distDir the compiled folder to start
 * @property {boolean} compiled whether it is a private compile (cms/dist was stale)
 * @property {() => void} cleanup removes a private compile
 */

/**
 * The compiled server code to run. cms/dist (from `npm run build`) when it is newer than the
 * sources; otherwise the server code is compiled into a private folder, as the integration
 * tests do, so a harness never runs stale code and never rewrites cms/dist under others.
 * The admin panel bundle of cms/dist/build is linked in when there is one.
 * @param {(line: string) => void} log
 * @returns {Promise<ServerDist>}
 */
export async function serverDist(log) {
  const dist = path.join(CMS, 'dist');
  const builtAt = newestMtime(path.join(dist, 'src', 'index.js'));
  const sourcesAt = Math.max(...['src', 'config', 'tsconfig.json', 'database'].map((p) => newestMtime(path.join(CMS, p))));
  if (builtAt && builtAt >= sourcesAt) return { distDir: dist, compiled: false, cleanup: () => {} };

  const distDir = path.join(CMS, '.tmp', `portal-dist-${process.pid}`);
  log(`cms/dist is older than cms/src: compiling the server code into ${path.relative(ROOT, distDir)} (cms/dist is left as it is)`);
  fs.rmSync(distDir, { recursive: true, force: true });
  const { compile } = cmsRequire('@strapi/typescript-utils');
  await compile(CMS, { configOptions: { options: { outDir: distDir, incremental: false }, ignoreDiagnostics: true } });
  if (fs.existsSync(path.join(dist, 'build', 'index.html'))) fs.symlinkSync(path.join(dist, 'build'), path.join(distDir, 'build'), 'dir');
  return { distDir, compiled: true, cleanup: () => fs.rmSync(distDir, { recursive: true, force: true }) };
}

/**
 * @typedef {object} StartedPortal
 * @property {string} url
 * @property {number} pid
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited the process's end
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the portal like `strapi start` (createStrapi({appDir, distDir}).start()) in a child
 * process on 127.0.0.1 (`port`, else a free one), and waits for its /_health.
 * @param {{ distDir: string, env: Record<string, string | undefined>, logFile: string, timeoutMs?: number, port?: number }} options
 * @returns {Promise<StartedPortal>}
 */
export async function startPortal({ distDir, env, logFile, timeoutMs = 180_000, port: fixedPort }) {
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(TESTKIT_DIR, 'start-portal.cjs')], {
    cwd: CMS,
    // PUBLIC_URL may be given: several processes behind one proxy share its address (the fault tests).
    env: { ...process.env, ...env, PORTAL_DIST_DIR: distDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: env.PUBLIC_URL ?? url },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  await waitUntilUp(`${url}/_health`, child, logFile, timeoutMs);
  return { url, pid: /** @type {number} */ (child.pid), exited, stop: () => stopProcess(child) };
}
