// @ts-check
/**
 * `npm start` as an operator runs it (README, "What a stop does"): `kill -TERM` (and `kill -INT`) of
 * npm's own process stops the portal gracefully, npm exits 0, no process of it is left and the port
 * is free for the next start. The built portal (`npm run build`) on SQLite, 127.0.0.1 only.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, portIsFree } from '../../testkit/processes.mjs';
import { ROOT } from '../lib.mjs';
import { sleep } from './harness.mjs';

/** The pids under `pid` (children first seen by ps), deepest last. @param {number} pid */
function descendants(pid) {
  /** @type {number[]} */
  const found = [];
  const visit = (/** @type {number} */ parent) => {
    let out;
    try {
      out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(parent)], { encoding: 'utf8' });
    } catch {
      return; // no children
    }
    for (const child of out.split('\n').map(Number).filter(Boolean)) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

const alive = (/** @type {number} */ pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * @param {import('./harness.mjs').Harness} h
 * @param {NodeJS.Signals} signal
 * @param {string} dataDir
 */
async function startAndSignal(h, signal, dataDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(h.work, `npm-start-${signal}.log`);
  const out = fs.openSync(logFile, 'a');
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_CLIENT: 'sqlite',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      STOP_DRAIN_DELAY_MS: '500',
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  h.cleanups.push(() => {
    for (const pid of [npm.pid, ...descendants(/** @type {number} */ (npm.pid))].reverse())
      try {
        process.kill(/** @type {number} */ (pid), 'SIGKILL');
      } catch {
        // gone
      }
  });
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => npm.once('exit', (code, sig) => resolve({ code, signal: sig })));
  const deadline = Date.now() + 600_000; // npm start builds what is not built yet
  let ready = false;
  while (!ready && Date.now() < deadline && npm.exitCode === null) {
    ready = await fetch(`${url}/_ready`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (!ready) await sleep(500);
  }
  if (!ready) {
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-5).join(' | ');
    h.check(`npm start: ready on ${url}`, false, tail);
    return;
  }
  const pids = descendants(/** @type {number} */ (npm.pid));
  const signalledAt = Date.now();
  process.kill(/** @type {number} */ (npm.pid), signal);
  const exit = await Promise.race([exited, sleep(60_000).then(() => null)]);
  const seconds = (Date.now() - signalledAt) / 1000;
  await sleep(200);
  const left = pids.filter(alive);
  const free = await portIsFree(port);
  h.figure(`npmStart.${signal}`, { seconds, exit, processesBefore: pids.length, left: left.length, portFree: free });
  h.check(
    `npm start: kill -${signal.slice(3)} of npm's process stops the portal, npm exits 0, no process left, the port free`,
    exit?.code === 0 && left.length === 0 && free && pids.length >= 2,
    `exit ${exit ? (exit.code ?? exit.signal) : 'none within 60 s'} in ${seconds.toFixed(1)} s; ${pids.length} processes under npm, ${left.length} left; port ${free ? 'free' : 'still taken'}`,
  );
}

/** @type {import('./harness.mjs').Scenario[]} */
export const scenarios = [
  {
    name: 'npm start passes SIGTERM and SIGINT to the portal',
    async run(h) {
      const dataDir = path.join(h.work, 'npm-start');
      for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) await startAndSignal(h, signal, dataDir);
    },
  },
];
