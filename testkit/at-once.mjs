// @ts-check
/**
 * Requests fired at the same instant, for every harness (the cms integration tests, the bench): one
 * socket per request is opened first and sent the whole request but its last byte; once every socket
 * holds its request, the last bytes go out together (one barrier), so the portal starts them all
 * within the same moment, with no connection setup or client-side queueing spreading them out.
 */
import net from 'node:net';

/**
 * @typedef {{ method: string, path: string, token?: string, json?: unknown, headers?: Record<string, string> }} AtOnceRequest
 * @typedef {{ status: number, body: any, ms: number }} AtOnceAnswer  the answer (JSON when it parses), `ms` from the release
 */

/**
 * The status and body of a raw HTTP/1.1 answer (chunked or not); a body that is not JSON stays text.
 * @param {Buffer} raw
 */
function parseAnswer(raw) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, split).toString('latin1');
  let body = raw.subarray(split + 4);
  if (/^transfer-encoding:\s*chunked/im.test(head)) {
    /** @type {Buffer[]} */
    const parts = [];
    for (let at = 0; ;) {
      const end = body.indexOf('\r\n', at);
      const size = parseInt(body.subarray(at, end).toString('latin1'), 16);
      if (!size) break;
      parts.push(body.subarray(end + 2, end + 2 + size));
      at = end + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  const status = Number(head.split(' ')[1]);
  const text = body.toString('utf8');
  try {
    return { status, body: JSON.parse(text) };
  } catch {
    return { status, body: text };
  }
}

/**
 * @param {string} url  the portal's base URL
 * @param {AtOnceRequest[]} requests
 * @returns {Promise<AtOnceAnswer[]>} in the order of `requests`
 */
export async function atOnce(url, requests) {
  const { hostname, port } = new URL(url);
  let released = 0;
  const prepared = await Promise.all(
    requests.map(
      (request) =>
        /** @type {Promise<{ socket: net.Socket, last: Buffer, answer: Promise<AtOnceAnswer> }>} */ (
          new Promise((resolve, reject) => {
            const body = request.json === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(request.json));
            const lines = [
              `${request.method} ${request.path} HTTP/1.1`,
              `Host: ${hostname}:${port}`,
              'Connection: close',
              ...(request.token ? [`Authorization: Bearer ${request.token}`] : []),
              ...(body.length ? ['Content-Type: application/json'] : []),
              ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
              `Content-Length: ${body.length}`,
            ];
            const bytes = Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body]);
            const socket = net.connect(Number(port), hostname);
            /** @type {Buffer[]} */
            const chunks = [];
            /** @type {Promise<AtOnceAnswer>} */
            const answer = new Promise((done, failed) => {
              socket.on('data', (chunk) => chunks.push(chunk));
              socket.on('end', () => done({ ...parseAnswer(Buffer.concat(chunks)), ms: performance.now() - released }));
              socket.on('error', failed);
            });
            socket.once('error', reject);
            socket.once('connect', () =>
              socket.write(bytes.subarray(0, bytes.length - 1), () => resolve({ socket, last: bytes.subarray(bytes.length - 1), answer })),
            );
          })
        ),
    ),
  );
  released = performance.now();
  for (const { socket, last } of prepared) socket.write(last);
  return Promise.all(prepared.map((p) => p.answer));
}
