// @ts-check
/**
 * Starting and stopping the portal (and the bare node:http ceiling) for the benchmark, each in
 * its own process on a free loopback port, the way `strapi start` runs it in production.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../scripts/lib.mjs';
import { serverDist } from '../testkit/portal.mjs';
import { freePort, stopProcess, waitUntilUp } from '../testkit/processes.mjs';

export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));

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

/** The ceiling: a bare node:http server answering the given bytes, in its own process. */
export async function startBareServer({ routes, workDir }) {
  const port = await freePort();
  const file = path.join(workDir, 'bare-routes.json');
  fs.writeFileSync(
    file,
    JSON.stringify(
      Object.fromEntries(Object.entries(routes).map(([p, r]) => [p, { headers: r.rawHeaders, body: r.body.toString('base64') }])),
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
