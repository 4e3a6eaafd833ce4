import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_START_SCRIPT } from '@hearth/common';
import { SEEDED_BOARD_ROLES, startPortal, WEB_SHELL_MARK, type TestPortal } from './support/portal';
import { accessTokenFor, createAccount } from './support/tokens';

describe('platform', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    // What the build's precompression step writes beside each file.
    const app = 'console.log("app")';
    portal = await startPortal(
      {},
      {
        webShell: {
          'assets/app.js': app,
          'assets/app.js.br': zlib.brotliCompressSync(app),
          'assets/app.js.gz': zlib.gzipSync(app),
          'silent-renew.html': '<!doctype html><title>Silent renew page</title>',
        },
      },
    );
  });
  afterAll(() => portal?.stop());

  it('seeds the board roles, the visitor profile and the site settings once', async () => {
    const roles = await portal.strapi.documents('api::board-role.board-role').findMany({ sort: 'sortOrder' });
    expect(roles.map((r) => r.role)).toEqual(SEEDED_BOARD_ROLES);
    const visitor = await portal.strapi.documents('api::profile.profile').findMany({ filters: { userName: 'visitor' } });
    expect(visitor).toHaveLength(1);
    const { seedEssentials } = await import(path.join(process.env.HEARTH_TEST_DIST!, 'src', 'seed', 'essentials.js'));
    await seedEssentials(portal.strapi);
    expect(await portal.strapi.documents('api::board-role.board-role').count({})).toBe(6);
    expect(await portal.strapi.documents('api::profile.profile').count({ filters: { userName: 'visitor' } })).toBe(1);
  });

  it('serves the web app for client-side routes and its assets on the same origin', async () => {
    for (const route of ['/', '/home', '/news', '/no/such/page']) {
      const response = await portal.request('GET', route, { headers: { accept: 'text/html' } });
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain(WEB_SHELL_MARK);
    }
    const asset = await portal.request('GET', '/assets/app.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('console.log');
  });

  it("allows the web app's one inline script, its start, by its hash and no other inline script", async () => {
    const response = await portal.request('GET', '/home', { headers: { accept: 'text/html' } });
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const hash = crypto.createHash('sha256').update(APP_START_SCRIPT).digest('base64');
    expect(scriptSrc?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('serves the precompressed copy the client accepts, with Vary', async () => {
    const get = (acceptEncoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
        http
          .get(`${portal.url}/assets/app.js`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, raw: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.raw).toString()).toBe('console.log("app")');
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.raw).toString()).toBe('console.log("app")');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe('console.log("app")');
  });

  it("serves index.html with the site settings, the association's name and its first screen", async () => {
    const settings = await (await portal.request('GET', '/api/settings')).json();
    expect(settings.siteName).toBeTruthy();
    for (const [pathname, title] of [
      ['/home', settings.siteName],
      ['/news', `News | ${settings.siteName}`],
    ]) {
      const response = await portal.request('GET', pathname, { headers: { accept: 'text/html' } });
      const html = await response.text();
      expect(html).toContain(`<title>${title}</title>`);
      const data = html.match(/<script type="application\/json" id="hearth-settings">(.*?)<\/script>/)?.[1];
      expect(JSON.parse(data!)).toEqual(settings);
      expect(html).toMatch(new RegExp(`<div id="root"><header class="fs-header">.*${settings.siteName}</a>`));
    }
  });

  it("serves the build's other pages (silent-renew.html) as files, index.html still the fallback", async () => {
    const renew = await portal.request('GET', '/silent-renew.html', { headers: { accept: 'text/html' } });
    expect(renew.status).toBe(200);
    const text = await renew.text();
    expect(text).toContain('Silent renew page');
    expect(text).not.toContain(WEB_SHELL_MARK);
  });

  it('answers a file that is not there with 404, never the web app', async () => {
    for (const pathname of ['/assets/nope.js', '/favicon-nope.png', '/no-such-page.html', '/images/nope.svg', '/nope.txt']) {
      const response = await portal.request('GET', pathname, { headers: { accept: 'text/html,*/*' } });
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).not.toContain(WEB_SHELL_MARK);
    }
    // index.html is the app itself; a page path is still the app.
    for (const pathname of ['/index.html', '/no/such/page']) {
      const response = await portal.request('GET', pathname, { headers: { accept: 'text/html' } });
      expect(await response.text(), pathname).toContain(WEB_SHELL_MARK);
    }
  });

  it('answers /robots.txt and /sitemap.xml for the public pages and each published news item, from PUBLIC_URL', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const news = portal.strapi.documents('api::news-item.news-item');
    const published = await news.create({ data: { title: 'Sitemap item', body: 'Listed', active: true, publishDate: today } });
    const scheduled = await news.create({ data: { title: 'Sitemap scheduled', body: 'Not yet', active: true, publishDate: later } });
    const robots = await portal.request('GET', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = await robots.text();
    expect(rules).toMatch(/^User-agent: \*$/m);
    for (const closed of ['/api/', '/oidc/', '/admin', '/manage', '/resources', '/votes', '/requests'])
      expect(rules).toContain(`Disallow: ${closed}\n`);
    expect(rules).toContain(`Sitemap: ${portal.url}/sitemap.xml`);
    expect(rules).not.toContain(WEB_SHELL_MARK);

    // The sitemap is the index of one per language; English's lists the spec's routes.
    const index = await portal.request('GET', '/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await index.text()).toContain(`<sitemap><loc>${portal.url}/sitemap-en.xml</loc></sitemap>`);
    const sitemap = await portal.request('GET', '/sitemap-en.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const active = (await (await portal.request('GET', '/api/news/active')).json()) as { id: number }[];
    expect(active.map((item) => item.id)).toContain(published.id);
    expect(active.map((item) => item.id)).not.toContain(scheduled.id);
    expect(pages).toEqual([
      ...['/home', '/news', '/notices', '/contacts', '/register', '/forgotPassword', '/forgotUsername'].map((p) => portal.url + p),
      ...active.map((item) => `${portal.url}/news/${item.id}`),
    ]);
    expect(xml).toContain(`<loc>${portal.url}/news/${published.id}</loc><lastmod>${today}</lastmod>`);
  });

  it('answers /news/feed.xml with the public news as RSS 2.0, newest first, every text escaped', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const news = portal.strapi.documents('api::news-item.news-item');
    await news.create({
      data: { title: 'Feed <script>alert(1)</script> & "more"', body: 'Body <b>bold</b> & co', active: true, publishDate: today },
    });
    await news.create({
      data: { title: 'Feed markup body', body: 'Look <img src=x onerror=alert(1)> here', active: true, publishDate: today },
    });
    await news.create({ data: { title: 'Feed scheduled item', body: 'Later', active: true, publishDate: later } });
    await news.create({ data: { title: 'Feed inactive item', body: 'Off', active: false, publishDate: today } });

    const feed = await portal.request('GET', '/news/feed.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = await feed.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<b>');
    const unescape = (text: string) =>
      text.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!);
    const items = [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>\s*<link>([^<]*)<\/link>/g)].map((m) => ({
      title: unescape(m[1]),
      link: m[2],
    }));
    const active = (await (await portal.request('GET', '/api/news/active')).json()) as { id: number; title: string }[];
    expect(items).toEqual(active.map((n) => ({ title: n.title, link: `${portal.url}/news/${n.id}` })));
    expect(items.map((i) => i.title)).toContain('Feed <script>alert(1)</script> & "more"');
    expect(items.map((i) => i.title)).not.toContain('Feed scheduled item');
    expect(items.map((i) => i.title)).not.toContain('Feed inactive item');
    // A reader decodes the XML, then renders the description as HTML: what it decodes must hold no markup.
    const descriptions = [...xml.matchAll(/<item>[\s\S]*?<description>([^<]*)<\/description>/g)].map((m) => unescape(m[1]));
    expect(descriptions).toContain('Look &lt;img src=x onerror=alert(1)&gt; here');
    for (const description of descriptions) expect(description).not.toMatch(/[<>]/);
  });

  it("answers /favicon.ico with the web app's icon", async () => {
    const response = await portal.request('GET', '/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/icon/);
    const icon = Buffer.from(await response.arrayBuffer());
    expect(icon.equals(fs.readFileSync(path.resolve(__dirname, '..', '..', 'web', 'public', 'favicon.ico')))).toBe(true);
  });

  it('answers unknown API paths with a JSON 404, not the web app', async () => {
    const response = await portal.request('GET', '/api/no-such-thing', { headers: { accept: 'text/html,application/json' } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(WEB_SHELL_MARK);
  });

  it('keeps the signing key in the database, stable across calls', async () => {
    const keys = portal.strapi.service('api::account.signing-keys');
    const first = await keys.publicJwk();
    expect(first.kid).toBeTruthy();
    expect(first).not.toHaveProperty('d');
    const rows = await portal.strapi.db.connection('hearth_signing_keys').select('*');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].jwk).kid).toBe(first.kid);
  });

  it("makes the portal's own tables by migration, recorded once, and leaves an older database's tables and rows as they are", async () => {
    const knex = portal.strapi.db.connection;
    const NAME = '2026.11.22T19.00.00.create-portal-tables.js';
    expect(Number((await knex('strapi_migrations').where({ name: NAME }).count({ n: '*' }).first())?.n)).toBe(1);
    const imported = await import(`../database/migrations/${NAME}`);
    const migration = imported.default ?? imported;
    const up = () => portal.strapi.db.transaction(({ trx }) => migration.up(trx));
    const key = await knex('hearth_signing_keys').where({ id: 'current' }).first('jwk');
    expect(key).toBeTruthy();

    // A database whose tables were made at first use before this migration: some present, one
    // missing, the identity table without its account column (rows written by the old code).
    await knex.schema.dropTable('hearth_panel_links');
    const sessions = await knex('hearth_oidc_payloads').select('*');
    await knex.schema.dropTable('hearth_oidc_payloads');
    await knex.schema.createTable('hearth_oidc_payloads', (t) => {
      t.string('kind', 48).notNullable();
      t.string('id', 255).notNullable();
      t.text('payload').notNullable();
      t.bigInteger('expires_at').nullable();
      t.bigInteger('consumed_at').nullable();
      t.primary(['kind', 'id']);
    });
    await knex('hearth_oidc_payloads').insert([
      { kind: 'Session', id: 's1', payload: JSON.stringify({ accountId: '7' }) },
      { kind: 'Interaction', id: 'i1', payload: JSON.stringify({ uid: 'i1' }) },
    ]);
    try {
      await up();
      await up(); // twice: nothing more happens
      expect(await knex('hearth_oidc_payloads').orderBy('id').select('id', 'account_id')).toEqual([
        { id: 'i1', account_id: null },
        { id: 's1', account_id: '7' },
      ]);
      expect(await knex.schema.hasTable('hearth_panel_links')).toBe(true);
      expect(await knex('hearth_signing_keys').where({ id: 'current' }).first('jwk')).toEqual(key);
    } finally {
      await knex.schema.dropTable('hearth_oidc_payloads');
      await up();
      if (sessions.length) await knex('hearth_oidc_payloads').insert(sessions);
    }
  });

  it('verifies access tokens: accepts its own, refuses wrong audience and expired ones', async () => {
    const { user } = await createAccount(portal, 'platformtester', ['owner']);
    const verifier = portal.strapi.service('api::account.access-token');
    const good = await accessTokenFor(portal, user.id);
    await expect(verifier.verify(good)).resolves.toMatchObject({ sub: String(user.id) });
    await expect(verifier.verify(await accessTokenFor(portal, user.id, { audience: 'https://elsewhere/api' }))).rejects.toThrow();
    await expect(verifier.verify(await accessTokenFor(portal, user.id, { expiresIn: '-6m' }))).rejects.toThrow(); // beyond the 5 minutes of clock skew (docs/requirements.md, "Constants")
    const [header, payload] = good.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    await expect(verifier.verify(unsigned)).rejects.toThrow();
    expect(header).toBeTruthy();
  });
});
