/**
 * The public pages' address per language (docs/architecture.md, "Languages"): the spec's routes are
 * English, /fr/… and /es/… the same pages in French and Spanish, each listing the three as hreflang
 * alternates; a visitor whose browser or switcher asks for French or Spanish is sent to its address;
 * anything unknown (a prefix, a header, a cookie) is English, never a 500; a sitemap per language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, WEB_SHELL_MARK, type TestPortal } from '../support/portal';

describe('public pages per language', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startPortal(
      {},
      {
        webShell: {
          'index.html': `<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"></div><!-- ${WEB_SHELL_MARK} --></body></html>`,
        },
      },
    );
  });
  afterAll(() => portal?.stop());

  const load = (pathname: string, headers: Record<string, string> = {}) =>
    portal.request('GET', pathname, { headers: { accept: 'text/html', ...headers } });
  /** The page's language, canonical and alternates, read from its markup. */
  const languageOf = async (response: Response) => {
    const html = await response.text();
    expect(html).toContain(WEB_SHELL_MARK);
    return {
      lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
      alternates: Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
      ),
    };
  };
  const expectSentTo = (response: Response, location: string, status = 302) => {
    expect(response.status, `${response.url} → ${location}`).toBe(status);
    expect(response.headers.get('location')).toBe(location);
  };

  it("sends a Spanish browser from / and /home to /es/home, which lists the three languages' addresses", async () => {
    for (const pathname of ['/', '/home']) {
      const sent = await load(pathname, { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.5' });
      expectSentTo(sent, '/es/home');
      expect(sent.headers.get('vary')).toMatch(/Accept-Language/);
      expect(sent.headers.get('vary')).toMatch(/Cookie/);
    }
    const page = await load('/es/home', { 'Accept-Language': 'es' });
    expect(page.status).toBe(200);
    expect(await languageOf(page)).toEqual({
      lang: 'es',
      canonical: `${portal.url}/es/home`,
      alternates: {
        en: `${portal.url}/home`,
        'fr-CA': `${portal.url}/fr/home`,
        es: `${portal.url}/es/home`,
        'x-default': `${portal.url}/home`,
      },
    });
  });

  it("answers the spec's routes in English to an English, absent or unknown language, and keeps the query on the way", async () => {
    for (const header of [undefined, 'en-US', 'xx', 'de-DE', ';;;,,,', `es,${'x'.repeat(10 * 1024)}`]) {
      const page = await load('/news', header === undefined ? {} : { 'Accept-Language': header });
      expect(page.status, header?.slice(0, 20)).toBe(200);
      const { lang, canonical, alternates } = await languageOf(page);
      expect([lang, canonical, alternates.es]).toEqual(['en', `${portal.url}/news`, `${portal.url}/es/news`]);
    }
    expectSentTo(await load('/contacts?from=mail', { 'Accept-Language': 'fr-ZZ' }), '/fr/contacts?from=mail');
  });

  it("follows the switcher's cookie over the browser's language; a cookie naming no language is ignored", async () => {
    const english = await load('/home', { 'Accept-Language': 'es', cookie: 'hearth-locale=en' });
    expect(english.status).toBe(200);
    expect((await languageOf(english)).lang).toBe('en');
    expectSentTo(await load('/home', { 'Accept-Language': 'es', cookie: 'hearth-locale=fr-CA' }), '/fr/home');
    expectSentTo(await load('/home', { 'Accept-Language': 'es', cookie: 'hearth-locale=xx' }), '/es/home');
    // A language's address is its language whoever asks.
    const french = await load('/fr/contacts', { 'Accept-Language': 'es', cookie: 'hearth-locale=en' });
    expect(french.status).toBe(200);
    expect((await languageOf(french)).lang).toBe('fr-CA');
  });

  it('sends a prefix of no language of the portal to the English page, and a bare prefix to its home page', async () => {
    expectSentTo(await load('/xx/home'), '/home');
    expectSentTo(await load('/fr-ZZ/news'), '/news');
    expectSentTo(await load('/en/contacts'), '/contacts', 301);
    expectSentTo(await load('/es'), '/es/home');
    expectSentTo(await load('/fr/'), '/fr/home');
    // Not a page: the app as for any other path, never a 500.
    const other = await load('/xx/no-such-page');
    expect(other.status).toBe(200);
  });

  it("gives each published news item an address per language, and the app's other pages their language without alternates", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const item = await portal.strapi
      .documents('api::news-item.news-item')
      .create({ data: { title: 'Noticia', body: 'Texto', active: true, publishDate: today } });
    const page = await load(`/es/news/${item.id}`);
    expect(page.status).toBe(200);
    const { lang, canonical, alternates } = await languageOf(page);
    expect([lang, canonical, alternates['fr-CA']]).toEqual(['es', `${portal.url}/es/news/${item.id}`, `${portal.url}/fr/news/${item.id}`]);

    const login = await load('/es/login', { 'Accept-Language': 'fr' });
    expect(login.status).toBe(200);
    expect(await languageOf(login)).toEqual({ lang: 'es', canonical: undefined, alternates: {} });
    // An unprefixed app page is the visitor's language, as before: only the public pages have addresses per language.
    const unprefixed = await load('/login', { 'Accept-Language': 'fr' });
    expect(unprefixed.status).toBe(200);
    expect((await languageOf(unprefixed)).lang).toBe('fr-CA');
  });

  it('lists a sitemap per language in the index and in robots.txt, each page with its alternates', async () => {
    const robots = await (await portal.request('GET', '/robots.txt')).text();
    for (const name of ['sitemap.xml', 'sitemap-en.xml', 'sitemap-fr-CA.xml', 'sitemap-es.xml'])
      expect(robots).toContain(`Sitemap: ${portal.url}/${name}\n`);
    expect(robots).toContain('Disallow: /es/manage\n');

    const index = await portal.request('GET', '/sitemap.xml');
    expect(index.status).toBe(200);
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
      ['en', 'fr-CA', 'es'].map((locale) => `${portal.url}/sitemap-${locale}.xml`),
    );

    const spanish = await portal.request('GET', '/sitemap-es.xml');
    expect(spanish.status).toBe(200);
    expect(spanish.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await spanish.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(pages.slice(0, 4)).toEqual(['/es/home', '/es/news', '/es/notices', '/es/contacts'].map((p) => portal.url + p));
    expect(xml).toContain(
      [
        `  <url><loc>${portal.url}/es/home</loc>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="${portal.url}/home"/>`,
        `    <xhtml:link rel="alternate" hreflang="fr-CA" href="${portal.url}/fr/home"/>`,
        `    <xhtml:link rel="alternate" hreflang="es" href="${portal.url}/es/home"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${portal.url}/home"/>`,
        '  </url>',
      ].join('\n'),
    );
    expect((await portal.request('GET', '/sitemap-xx.xml', { headers: { accept: 'text/html' } })).status).not.toBe(500);
  });
});
