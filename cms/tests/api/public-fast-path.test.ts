/**
 * The cached public reads answered before the middleware chain must be indistinguishable
 * from the normal path: same body, same headers, never staler than the database.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from '../support/portal';

const NEWS = 'api::news-item.news-item';
const headersOf = (response: Response) =>
  Object.fromEntries(
    [...response.headers.entries()].filter(
      ([name]) => !['date', 'set-cookie', 'content-length', 'x-response-time', 'keep-alive', 'connection', 'x-cache'].includes(name),
    ),
  );

/** A GET with the given Accept-Encoding, the body as it came over the wire (fetch would decode it). */
const rawGet = (url: string, acceptEncoding?: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, raw: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
const decode = (raw: Buffer, encoding?: string) =>
  (encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString();

describe('public fast path', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    // A long version-check interval makes the fast path deterministic within one test.
    portal = await startPortal({ PUBLIC_CACHE_CHECK_MS: '60000' });
    await portal.strapi
      .documents(NEWS)
      .create({ data: { title: 'Pool opens', body: 'The pool opens on June 1.', publishDate: '2026-05-20', active: true } as never });
  });
  afterAll(async () => portal?.stop());

  it('answers the second read from the cache with the same body and headers as the first', async () => {
    const first = await portal.request('GET', '/api/news/active');
    const firstBody = await first.text();
    const second = await portal.request('GET', '/api/news/active');
    const secondBody = await second.text();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(secondBody).toBe(firstBody);
    expect(JSON.parse(secondBody).map((n: { title: string }) => n.title)).toEqual(['Pool opens']);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('content-security-policy')).toBeTruthy();
    // Only the fast path marks its answers.
    expect(first.headers.get('x-cache')).toBeNull();
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('set-cookie')).toContain('XSRF-TOKEN=');
  });

  it('shows a write at once: the write invalidates, the next read takes the normal path', async () => {
    await portal.request('GET', '/api/news/active');
    await portal.strapi
      .documents(NEWS)
      .create({ data: { title: 'Garage cleaning', body: 'Move cars by 8 am.', publishDate: '2026-06-02', active: true } as never });
    const after = await portal.request('GET', '/api/news/active');
    expect(after.headers.get('x-cache')).toBeNull();
    expect((await after.json()).map((n: { title: string }) => n.title)).toEqual(['Garage cleaning', 'Pool opens']);
    const again = await portal.request('GET', '/api/news/active');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.json()).toHaveLength(2);
  });

  it('leaves other methods, signed-in calls and other paths to the normal path', async () => {
    await portal.request('GET', '/api/news/active');
    const signedIn = await portal.request('GET', '/api/news/active', { headers: { authorization: 'Bearer not-a-token' } });
    expect(signedIn.headers.get('x-cache')).toBeNull();
    const post = await portal.request('POST', '/api/news/active', { json: {} });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
  });

  it('compresses answers over 1 KB by Accept-Encoding, the same on the normal and the fast path', async () => {
    await portal.strapi.documents(NEWS).create({
      data: {
        title: 'Annual meeting',
        body: 'The annual meeting of the association. '.repeat(60),
        publishDate: '2026-06-10',
        active: true,
      } as never,
    });
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const first = await rawGet(`${portal.url}/api/news/active`, accept);
      const second = await rawGet(`${portal.url}/api/news/active`, accept);
      expect(second.headers['x-cache'], `second read with ${accept}`).toBe('HIT');
      for (const answer of [first, second]) {
        expect(answer.headers['content-encoding']).toBe(expected);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        const titles = JSON.parse(decode(answer.raw, expected)).map((n: { title: string }) => n.title);
        expect(titles).toContain('Annual meeting');
      }
      if (expected) expect(second.raw.length).toBeLessThan(1000);
      expect(decode(second.raw, expected)).toBe(decode(first.raw, expected));
    }
  });
});
