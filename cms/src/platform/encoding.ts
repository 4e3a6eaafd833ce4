/**
 * Content-encoding negotiation for answers the portal compresses itself (the cached fast-path
 * reads). Brotli first, then gzip, when the client accepts them (q > 0); otherwise the plain
 * bytes. Static files are negotiated by koa-send, other API answers by koa-compress, in the same order.
 */
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Answers below this are sent plain, as koa-compress does (its default threshold). */
export const COMPRESS_MIN_BYTES = 1024;

/** Browsers send a handful of different headers: each is parsed once (the few most recent kept). */
const NEGOTIATED_KEPT = 64;
const NEGOTIATED_MAX_LENGTH = 200;
const negotiated = new Map<string, Encoding>();

/** The encoding to answer with, given the request's Accept-Encoding header. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return 'identity';
  if (header.length > NEGOTIATED_MAX_LENGTH) return parseAcceptEncoding(header);
  return keptOrMade(negotiated, header, NEGOTIATED_KEPT, () => parseAcceptEncoding(header));
}

/** The value kept for `key`, made the first time; at most `max` are kept, the oldest going first. */
function keptOrMade<V>(kept: Map<string, V>, key: string, max: number, make: () => V): V {
  let value = kept.get(key);
  if (value === undefined) {
    if (kept.size >= max) kept.delete(kept.keys().next().value!);
    kept.set(key, (value = make()));
  }
  return value;
}

function parseAcceptEncoding(header: string): Encoding {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** The body in one encoding, compressed once by the caller and kept. */
export function encode(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 9 });
  return body;
}

/**
 * Compressed copies of the cached JSON answers, by their text: each text is compressed once per
 * encoding, not once per request. Keyed by content, so a copy can never outlive the answer it was
 * made from; the few most recent answers are kept (one per cached list, several kinds each).
 */
const ENCODED_KEPT = 32;
const encodedByText = new Map<string, Partial<Record<Encoding, Buffer>>>();

export function encodedOnce(text: string, encoding: Exclude<Encoding, 'identity'>): Buffer {
  const copies = keptOrMade(encodedByText, text, ENCODED_KEPT, (): Partial<Record<Encoding, Buffer>> => ({}));
  return (copies[encoding] ??= encode(Buffer.from(text), encoding));
}
