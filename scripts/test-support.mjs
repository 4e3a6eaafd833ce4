/**
 * The helpers every harness of the project shares (cms integration tests, Playwright's global
 * setup, the benchmarks and the fault scripts): a free loopback port, a fresh PostgreSQL
 * database, waiting for a started process to answer, and stopping it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';

/** A port nothing listens on at 127.0.0.1 right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Whether something may listen on this port at 127.0.0.1. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A new, empty database on the PostgreSQL server of `baseUrl` (whose user may create databases),
 * with its URL and a drop() that removes it again.
 */
export async function freshPostgresDatabase(baseUrl, prefix = 'hearth_test') {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        // FORCE ends our own leftover connections; a server process we may not signal (an
        // autovacuum worker, on a server whose user is no superuser) is waited out instead.
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (error) {
            if (attempt >= 10) throw error;
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

/** The last lines of a log file, for an error message. */
export function logTail(file, lines = 40) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '(no log)';
}

const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/** Polls `url` until it answers below 500; fails early when the process exits, with its log's tail. */
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
export async function stopProcess(child, { group = false, graceMs = 15_000 } = {}) {
  if (hasExited(child) || !child.pid) return;
  const signal = (name) => {
    try {
      if (group) process.kill(-child.pid, name);
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
