/** Which encoding the portal compresses its own cached answers with, by the request's Accept-Encoding. */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encode, negotiateEncoding } from '../../src/platform/encoding';

describe('content-encoding negotiation', () => {
  it('prefers brotli, then gzip, whatever order the client lists them in', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('br;q=0.5, gzip;q=1')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding(['gzip', 'deflate'])).toBe('gzip');
    expect(negotiateEncoding('GZIP')).toBe('gzip');
  });

  it('honours q=0 refusals and the wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
  });

  it('sends plain bytes when nothing usable is accepted', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding('deflate, compress')).toBe('identity');
    expect(negotiateEncoding('br;q=abc')).toBe('identity');
  });

  it('encodes bytes that decode back to the original', () => {
    const body = Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `News ${i}` }))));
    const br = encode(body, 'br');
    const gzip = encode(body, 'gzip');
    expect(br.length).toBeLessThan(body.length / 3);
    expect(zlib.brotliDecompressSync(br)).toEqual(body);
    expect(zlib.gunzipSync(gzip)).toEqual(body);
    expect(encode(body, 'identity')).toBe(body);
  });
});
