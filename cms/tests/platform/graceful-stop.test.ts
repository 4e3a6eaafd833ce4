/**
 * Stopping without failing a request (docs/requirements.md §12): /_ready answers 503 as soon as the
 * stop begins and while the listener is still open, every answer closes its connection; then idle
 * keep-alive connections are closed, then new connections are refused, and a request in flight
 * still gets its whole answer.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';

const DRAIN_DELAY_MS = 800;
const STOP_TIMEOUT_MS = 8000;

/** Whether a new TCP connection to the portal is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A request whose body is sent in two parts: it is in flight until `finish()` sends the rest. */
function slowRequest(port: number, path: string, json: unknown) {
  const body = Buffer.from(JSON.stringify(json));
  const request = http.request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
  });
  const answered = new Promise<Answer>((resolve, reject) => {
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: Buffer.concat(chunks).toString() }),
      );
    });
    request.once('error', reject);
  });
  request.write(body.subarray(0, 10));
  return {
    answered,
    finish: () => request.end(body.subarray(10)),
  };
}

/** A keep-alive connection that has answered one request and now sits idle; `closed` resolves when the server closes it. */
async function idleKeepAlive(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const socket = await new Promise<net.Socket>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/settings', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(request.socket as net.Socket));
    });
    request.once('error', reject);
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { closed, agent };
}

describe('graceful stop and readiness', () => {
  let portal: TestPortal;
  let port: number;

  beforeAll(async () => {
    // The public cache trusted for a minute: the cached read below is answered by the first middleware.
    portal = await startPortal({
      STOP_DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
      STOP_TIMEOUT_MS: String(STOP_TIMEOUT_MS),
      PUBLIC_CACHE_CHECK_MS: '60000',
    });
    port = Number(new URL(portal.url).port);
  });
  let stopped = false;
  afterAll(() => (stopped ? undefined : portal?.stop()));

  it('GET /_ready answers 200 while the database answers, never cached', async () => {
    const response = await portal.request('GET', '/_ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ready: true });
    expect((await portal.request('HEAD', '/_ready')).status).toBe(200);
    // Only GET and HEAD: anything else is no page of the web app either.
    expect((await portal.request('POST', '/_ready')).status).toBe(405);
    // /_health stays Strapi's liveness answer.
    expect((await portal.request('GET', '/_health')).status).toBe(204);
  });

  it('on stop: /_ready 503 before the listener closes, idle connections closed, the request in flight answered', async () => {
    const idle = await idleKeepAlive(port);
    await (await portal.request('GET', '/api/news/active')).arrayBuffer(); // now cached
    const inFlight = slowRequest(port, '/api/profile/logpage', { model: { id: 0, pageName: 'Graceful stop test' } });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the request has reached the portal

    const startedAt = Date.now();
    stopped = true;
    const stopping = portal.stop();
    // When the listener stops accepting connections, polled every 10 ms.
    const listenerClosed = (async () => {
      while (Date.now() - startedAt < STOP_TIMEOUT_MS) {
        const attemptAt = Date.now();
        if (!(await accepts(port))) return attemptAt;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return Infinity;
    })();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ready = await portal.request('GET', '/_ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ready: false, reason: Messages.notReadyStopping });
    expect(await accepts(port), 'the listener is still open during the drain delay').toBe(true);
    // A connection accepted during the drain whose request comes only after the listener closed.
    const late = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => late.once('connect', resolve));
    let lateAnswer = '';
    late.on('data', (chunk: Buffer) => (lateAnswer += chunk.toString()));
    const lateEnded = new Promise((resolve) => late.once('close', resolve));
    // What still arrives meanwhile is served, on a connection that closes after the answer.
    const served = await portal.request('GET', '/api/settings');
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    // The cached public reads too, which write their answer whole (public-reads.ts).
    const cached = await portal.request('GET', '/api/news/active');
    expect([cached.status, cached.headers.get('x-cache'), cached.headers.get('connection')]).toEqual([200, 'HIT', 'close']);

    await idle.closed;
    const idleClosedAt = Date.now();
    // Kept through the drain delay (a proxy may still send on it until its check sees the 503), then
    // closed before the listener closes, so nothing is sent on a connection the portal is closing.
    expect(idleClosedAt - startedAt, 'the idle keep-alive connection is kept through the drain delay').toBeGreaterThanOrEqual(
      DRAIN_DELAY_MS - 50,
    );
    // The same moment (one tick on the server), seen from here: give the events 100 ms.
    expect(idleClosedAt, 'the idle keep-alive connection is closed when the listener closes').toBeLessThanOrEqual(
      (await listenerClosed) + 100,
    );
    expect(await accepts(port), 'new connections are refused once the listener has closed').toBe(false);
    // ...is answered, not cut with the idle ones (node's own closeIdleConnections would cut it).
    late.write('GET /_ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await lateEnded;
    expect(lateAnswer).toMatch(/^HTTP\/1\.1 503 [^]*\r\nConnection: close\r\n/i);

    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer.status, answer.body).toBeLessThan(300);
    expect(answer.connection).toBe('close');
    await stopping;
    idle.agent.destroy();
  });
});
