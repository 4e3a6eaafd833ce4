/**
 * The cached public reads answered first in the middleware chain (global::public-reads) must be
 * indistinguishable from their routes' answers: same body, same headers, never staler than the
 * database. And the anti-forgery token: one per browser, handed out with the page, never by the API.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@hearth/common';
import { startPortal, WEB_SHELL_MARK, type TestPortal } from '../support/portal';

const NEWS = 'api::news-item.news-item';
const headersOf = (response: Response) =>
  Object.fromEntries(
    [...response.headers.entries()].filter(
      ([name]) => !['date', 'content-length', 'x-request-id', 'keep-alive', 'connection', 'x-cache'].includes(name),
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

describe('cached public reads', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    // A long version-check interval makes the fast path deterministic within one test.
    portal = await startPortal({ PUBLIC_CACHE_CHECK_MS: '60000' }, { webShell: true });
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
    // Only the cached reads mark their answers.
    expect(first.headers.get('x-cache')).toBeNull();
    expect(second.headers.get('x-cache')).toBe('HIT');
    // Each answer its own request id, as every other answer (a replayed one named another request).
    const third = await portal.request('GET', '/api/news/active');
    expect(third.headers.get('x-cache')).toBe('HIT');
    expect(new Set([first, second, third].map((r) => r.headers.get('x-request-id'))).size).toBe(3);
    // No API answer hands out an anti-forgery token: the page does (below).
    for (const answer of [first, second, third]) expect(answer.headers.get('set-cookie')).toBeNull();
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

  it('leaves other methods, signed-in calls and other paths to their routes', async () => {
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

describe('anti-forgery token', () => {
  let portal: TestPortal;
  const cookieOf = (response: Response) => /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

  beforeAll(async () => {
    portal = await startPortal({}, { webShell: true });
  });
  afterAll(async () => portal?.stop());

  it('comes with the first page, once, and is kept', async () => {
    const page = await portal.request('GET', '/news', { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain(WEB_SHELL_MARK);
    const token = cookieOf(page);
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(page.headers.get('set-cookie')).toMatch(/samesite=strict/i);
    expect(page.headers.get('set-cookie')).not.toMatch(/httponly/i);
    // The page's parallel calls and later pages keep the token the browser holds.
    const cookie = `XSRF-TOKEN=${token}`;
    const answers = await Promise.all([
      portal.request('GET', '/api/news/active', { headers: { cookie } }),
      portal.request('GET', '/api/settings', { headers: { cookie } }),
      portal.request('GET', '/home', { headers: { accept: 'text/html', cookie } }),
    ]);
    for (const answer of answers) expect(answer.headers.get('set-cookie')).toBeNull();
    // Parallel calls of a browser without the token mint none either: nothing can replace it mid-flight.
    const bare = await Promise.all([portal.request('GET', '/api/news/active'), portal.request('GET', '/api/propertymanager/current')]);
    for (const answer of bare) expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('is Secure behind an https proxy', async () => {
    const page = await portal.request('GET', '/home', { headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
    expect(page.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=[^;]+;.*secure/i);
  });

  it('lets a same-origin call with the token through and refuses a cross-site form (403), changing nothing', async () => {
    const page = await portal.request('GET', '/home', { headers: { accept: 'text/html' } });
    const token = cookieOf(page)!;
    const visit = { model: { id: 0, loginId: null, pageName: 'News' }, username: 'visitor' };
    const countLogs = () => portal.strapi.db.connection('page_logs').count({ n: '*' }).first();
    const before = Number((await countLogs())?.n);

    const sameOrigin = await portal.request('POST', '/api/profile/logpage', {
      json: visit,
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    });
    expect(sameOrigin.status).toBeLessThan(300);
    expect(Number((await countLogs())?.n)).toBe(before + 1);

    // A form on another site: the browser sends the cookies, the page cannot read them to send the header.
    const crossSite = await portal.request('POST', '/api/profile/logpage', {
      body: new URLSearchParams({ username: 'visitor' }),
      headers: { cookie: `XSRF-TOKEN=${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error).toEqual({
      status: 403,
      name: 'ForbiddenError',
      message: Messages.antiForgeryRefused,
      details: {},
    });
    const wrongToken = await portal.request('POST', '/api/profile/logpage', {
      json: visit,
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': `${token}x` },
    });
    expect(wrongToken.status).toBe(403);
    expect(Number((await countLogs())?.n)).toBe(before + 1);
  });
});
