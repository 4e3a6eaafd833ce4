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

  it('answers a header it has seen as it did the first time, and parses every one of many different headers', () => {
    // Each header is parsed once and kept (a bounded list): the kept answer must be the header's own.
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 100; n++) {
        expect(negotiateEncoding(`gzip;q=0.${n % 9}, x-${n}`)).toBe(n % 9 === 0 ? 'identity' : 'gzip');
        expect(negotiateEncoding(`br, x-${n}`)).toBe('br');
      }
    }
    const long = `${Array.from({ length: 60 }, (_, n) => `x-${n}`).join(', ')}, br;q=0, gzip`;
    expect(long.length).toBeGreaterThan(200);
    expect(negotiateEncoding(long)).toBe('gzip');
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
