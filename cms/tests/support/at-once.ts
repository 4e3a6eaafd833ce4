/**
 * Requests fired at the same instant: one socket per request is opened first and sent the whole
 * request but its last byte; once every socket holds its request, the last bytes go out together
 * (one barrier), so the portal starts them all within the same moment, with no connection setup
 * or client-side queueing spreading them out.
 */
import net from 'node:net';

export interface AtOnceRequest {
  method: string;
  path: string;
  token?: string;
  json?: unknown;
}

export interface AtOnceAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read whatever shape the answer has
  body: any;
}

function parse(raw: Buffer): AtOnceAnswer {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, split).toString('latin1');
  let body = raw.subarray(split + 4);
  const status = Number(head.split(' ')[1]);
  if (/^transfer-encoding:\s*chunked/im.test(head)) {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const end = body.indexOf('\r\n', at);
      const size = parseInt(body.subarray(at, end).toString('latin1'), 16);
      if (!size) break;
      parts.push(body.subarray(end + 2, end + 2 + size));
      at = end + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  const text = body.toString('utf8');
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status, body: parsed };
}

export async function atOnce(url: string, requests: AtOnceRequest[]): Promise<AtOnceAnswer[]> {
  const { hostname, port } = new URL(url);
  const prepared = await Promise.all(
    requests.map(
      (request) =>
        new Promise<{ socket: net.Socket; last: Buffer; answer: Promise<AtOnceAnswer> }>((resolve, reject) => {
          const body = request.json === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(request.json));
          const lines = [
            `${request.method} ${request.path} HTTP/1.1`,
            `Host: ${hostname}:${port}`,
            'Connection: close',
            ...(request.token ? [`Authorization: Bearer ${request.token}`] : []),
            ...(body.length ? ['Content-Type: application/json'] : []),
            `Content-Length: ${body.length}`,
          ];
          const bytes = Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body]);
          const socket = net.connect(Number(port), hostname);
          const chunks: Buffer[] = [];
          const answer = new Promise<AtOnceAnswer>((done, failed) => {
            socket.on('data', (chunk) => chunks.push(chunk));
            socket.on('end', () => done(parse(Buffer.concat(chunks))));
            socket.on('error', failed);
          });
          socket.once('error', reject);
          socket.once('connect', () => {
            socket.write(bytes.subarray(0, bytes.length - 1), () => resolve({ socket, last: bytes.subarray(bytes.length - 1), answer }));
          });
        }),
    ),
  );
  for (const { socket, last } of prepared) socket.write(last);
  return Promise.all(prepared.map((p) => p.answer));
}
