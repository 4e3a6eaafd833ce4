// @ts-check
/**
 * Processes for every harness of the project (cms integration tests, Playwright's global setup,
 * the benchmarks and the fault suite): a free loopback port, waiting for a started process to
 * answer, and stopping it.
 */
import fs from 'node:fs';
import net from 'node:net';

/**
 * Ports are chosen below the kernel's ephemeral range (32768–60999 on Linux). A port the OS picks
 * for `listen(0)` or for an outgoing connection (a test suite's connections to PostgreSQL) is in
 * that range, and was seen taken between the moment it was found free and the moment a portal
 * listened on it. A random port below it can be taken only by another harness choosing the same
 * one, and each choice is checked free first.
 */
const FIRST_PORT = 20_000;
const LAST_PORT = 32_000;

/**
 * A port nothing listens on at 127.0.0.1 right now, outside the range the OS hands out.
 * @returns {Promise<number>}
 */
export async function freePort() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = FIRST_PORT + Math.floor(Math.random() * (LAST_PORT - FIRST_PORT));
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port between ${FIRST_PORT} and ${LAST_PORT} after 200 tries`);
}

/**
 * Whether something may listen on this port at 127.0.0.1.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The last lines of a log file, for an error message.
 * @param {string} file
 */
function logTail(file, lines = 40) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '(no log)';
}

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

const hasExited = (/** @type {ChildProcess} */ child) => child.exitCode !== null || child.signalCode !== null;

/**
 * Polls `url` until it answers below 500; fails early when the process exits, with its log's tail.
 * @param {string} url
 * @param {ChildProcess} child
 * @param {string} logFile
 * @param {number} timeoutMs
 */
export async function waitUntilUp(url, child, logFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child))
      throw new Error(
        `The process exited (code ${child.exitCode}) before answering on ${url}. Last lines of ${logFile}:\n${logTail(logFile)}`,
      );
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The process did not answer on ${url} within ${timeoutMs / 1000} s. Last lines of ${logFile}:\n${logTail(logFile)}`);
}

/**
 * @param {ChildProcess} child
 * @param {number} ms
 * @returns {Promise<boolean>}
 */
function waitForExit(child, ms) {
  return new Promise((resolve) => {
    if (hasExited(child)) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * SIGTERM, then SIGKILL after `graceMs`. With `group`, the signals go to the child's whole process
 * group (a child spawned `detached` that starts processes of its own, like npm start).
 */
/**
 * @param {ChildProcess} child
 * @param {{ group?: boolean, graceMs?: number }} [options]
 */
export async function stopProcess(child, { group = false, graceMs = 15_000 } = {}) {
  if (hasExited(child) || !child.pid) return;
  const signal = (/** @type {NodeJS.Signals} */ name) => {
    try {
      if (group) process.kill(-(/** @type {number} */ (child.pid)), name);
      else child.kill(name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  if (!(await waitForExit(child, graceMs))) {
    signal('SIGKILL');
    await waitForExit(child, 5_000);
  }
}
