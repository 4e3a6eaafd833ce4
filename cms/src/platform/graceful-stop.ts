/**
 * Stopping without failing a request (docs/requirements.md §12). Strapi answers SIGTERM with
 * strapi.destroy(): the portal's destroy lifecycle (src/index.ts) runs before Strapi closes the
 * HTTP server and the database, and waits here so that
 *  1. `/_ready` answers 503 at once (the proxy's health check takes this process out of rotation)
 *     while the listener stays open for the drain delay, serving whatever still arrives; every
 *     answer from now on carries `Connection: close` (readiness.ts), so the connection it went out
 *     on is closed by the answer itself, never under a proxy about to send on it;
 *  2. then, the proxy having stopped sending here, the idle keep-alive connections are closed and
 *     right after them the listener (new connections are refused, so a proxy retries elsewhere);
 *  3. requests in flight finish, up to the stop timeout; Strapi's destroy cuts what is left.
 */
import type { Server } from 'node:http';
import type { Core } from '@strapi/strapi';
import { settings } from './settings';

const stopping = new WeakSet<Core.Strapi>();

/** Whether this portal has begun to stop (its /_ready answers 503, its answers close their connection). */
export const isStopping = (strapi: Core.Strapi) => stopping.has(strapi);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const openConnections = (server: Server) =>
  new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));

/** Steps 1-3 above; answers once no connection is left or the stop timeout has passed. */
export async function drainHttp(strapi: Core.Strapi): Promise<void> {
  const { stopDrainDelayMs, stopTimeoutMs } = settings().server;
  stopping.add(strapi);
  const server = strapi.server.httpServer;
  if (!server.listening) return;
  strapi.log.info(`Stopping: /_ready answers 503; the listener closes in ${stopDrainDelayMs} ms`);
  await sleep(stopDrainDelayMs);
  server.closeIdleConnections();
  server.close(); // no new connections
  const deadline = Date.now() + stopTimeoutMs;
  let left = await openConnections(server);
  while (left > 0 && Date.now() < deadline) {
    await sleep(50);
    // A keep-alive connection whose answer has just gone out is idle now: close it too.
    server.closeIdleConnections();
    left = await openConnections(server);
  }
  if (left > 0) strapi.log.warn(`Stopping: ${left} connection(s) still open after ${stopTimeoutMs} ms are cut`);
}
