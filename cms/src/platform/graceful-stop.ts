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
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
import type { Core } from '@strapi/strapi';
import { settings } from './settings';

/** Each open connection: when it was accepted, its requests under way and answered. */
interface Connection {
  acceptedAt: number;
  active: number;
  answered: number;
}
const connectionsOf = new WeakMap<Server, Map<net.Socket, Connection>>();

/**
 * Counts each connection's requests from the start (src/index.ts register), so that the stop closes
 * the idle keep-alive connections only: node's closeIdleConnections() (also run by server.close())
 * destroys as well a connection just accepted whose request has not been read yet.
 */
export function trackConnections(server: Server): void {
  const connections = new Map<net.Socket, Connection>();
  connectionsOf.set(server, connections);
  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { acceptedAt: Date.now(), active: 0, answered: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.active++;
    response.once('close', () => {
      connection.active--;
      connection.answered++;
    });
  });
}

/** A connection nothing is under way on that has answered a request (or sent none for a second) is closed. */
function closeIdleConnections(server: Server): void {
  const now = Date.now();
  for (const [socket, c] of connectionsOf.get(server) ?? [])
    if (c.active === 0 && (c.answered > 0 || now - c.acceptedAt > 1000)) socket.destroy();
}

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
  closeIdleConnections(server);
  // The listener only (net's close): http's would also cut the connections just accepted.
  net.Server.prototype.close.call(server);
  const deadline = Date.now() + stopTimeoutMs;
  let left = await openConnections(server);
  while (left > 0 && Date.now() < deadline) {
    await sleep(50);
    // A keep-alive connection whose answer has just gone out is idle now: close it too.
    closeIdleConnections(server);
    left = await openConnections(server);
  }
  if (left > 0) strapi.log.warn(`Stopping: ${left} connection(s) still open after ${stopTimeoutMs} ms are cut`);
}
