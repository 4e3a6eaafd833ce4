/**
 * The public news feed per language (docs/architecture.md, "Languages"; docs/api.md, "Public pages and
 * the news feed"), on SQLite and PostgreSQL: the English feed stays at /news/feed.xml as it was, the
 * French and Spanish ones are at their language's address with the channel's words in the language and
 * each item its translation, else its English text; a rendered page's feed link names its language's
 * feed; an unknown prefix is sent to the feed it names, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, WEB_SHELL_MARK, type TestPortal } from '../support/portal';
import { newsFeedLink } from '../../src/public-site/news-feed';

const NEWS = 'api::news-item.news-item';

describe('the news feed per language', () => {
  let portal: TestPortal;
  let translated: number;
  let untranslated: number;

  beforeAll(async () => {
    portal = await startPortal(
      {},
      {
        webShell: {
          'index.html': `<!doctype html><html lang="en"><head></head><body><div id="root"></div><!-- ${WEB_SHELL_MARK} --></body></html>`,
        },
      },
    );
    const today = new Date().toISOString().slice(0, 10);
    const documents = portal.strapi.documents(NEWS as never);
    const made = async (title: string, body: string) => {
      const { documentId } = (await documents.create({ data: { title, body, active: true, publishDate: today } as never })) as {
        documentId: string;
      };
      const row = await portal.strapi.db.query(NEWS as never).findOne({ where: { documentId, locale: 'en' } });
      return { id: Number(row.id), documentId };
    };
    const roof = await made('Roof repairs', 'The roof is repaired in May.');
    const garage = await made('Garage sweep', 'Move your car on Tuesday.');
    await documents.update({
      documentId: roof.documentId,
      locale: 'fr-CA',
      data: { title: 'Réparation du toit', body: 'Le toit est réparé en mai.' },
    } as never);
    translated = roof.id;
    untranslated = garage.id;
  });
  afterAll(() => portal?.stop());

  const feed = async (pathname: string, accept = 'application/rss+xml') => {
    const response = await portal.request('GET', pathname, { headers: { accept } });
    return { response, xml: response.status === 200 ? await response.text() : '' };
  };
  const items = (xml: string) =>
    [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>\s*<link>([^<]*)<\/link>[\s\S]*?<description>([^<]*)<\/description>/g)].map((m) => ({
      title: m[1],
      link: m[2],
      description: m[3],
    }));

  it('answers the French feed at /fr/news/feed.xml: French channel, translated items, an untranslated one in English', async () => {
    const { response, xml } = await feed('/fr/news/feed.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    expect(xml).toMatch(
      /<channel>\n {4}<title>[^<]+ : Nouvelles<\/title>\n {4}<link>[^<]+\/fr\/news<\/link>\n {4}<description>Les nouvelles [^<]+<\/description>/,
    );
    expect(xml).toContain('<language>fr-CA</language>');
    expect(xml).toContain(`<atom:link href="${portal.url}/fr/news/feed.xml" rel="self" type="application/rss+xml"/>`);
    expect(items(xml)).toEqual(
      expect.arrayContaining([
        { title: 'Réparation du toit', link: `${portal.url}/fr/news/${translated}`, description: 'Le toit est réparé en mai.' },
        { title: 'Garage sweep', link: `${portal.url}/fr/news/${untranslated}`, description: 'Move your car on Tuesday.' },
      ]),
    );
    expect(xml).not.toContain('Roof repairs');
  });

  it('keeps the English feed as it was, and answers Spanish with the English text of an item not translated to it', async () => {
    const english = await feed('/news/feed.xml');
    expect(english.response.status).toBe(200);
    expect(english.xml).toMatch(
      /<title>[^<]+: News<\/title>\n {4}<link>[^<]+\/news<\/link>\n {4}<description>The news of [^<]+<\/description>/,
    );
    expect(english.xml).toContain('<language>en</language>');
    expect(english.xml).toContain(`<atom:link href="${portal.url}/news/feed.xml" rel="self" type="application/rss+xml"/>`);
    expect(items(english.xml)).toEqual(
      expect.arrayContaining([
        { title: 'Roof repairs', link: `${portal.url}/news/${translated}`, description: 'The roof is repaired in May.' },
      ]),
    );
    expect(english.xml).not.toContain('Réparation');

    const spanish = await feed('/es/news/feed.xml');
    expect(spanish.response.status).toBe(200);
    expect(spanish.xml).toMatch(/<title>[^<]+: Noticias<\/title>/);
    expect(spanish.xml).toContain('<language>es</language>');
    expect(items(spanish.xml)).toEqual(
      expect.arrayContaining([
        { title: 'Roof repairs', link: `${portal.url}/es/news/${translated}`, description: 'The roof is repaired in May.' },
      ]),
    );
    // Each language's answer is its own (cached apart): the French one again is still French.
    expect((await feed('/fr/news/feed.xml')).xml).toContain('Réparation du toit');
  });

  it('sends an unknown prefix to the feed it names, English unless a language exactly, never a 500', async () => {
    for (const [pathname, location] of [
      ['/xx/news/feed.xml', '/news/feed.xml'],
      ['/fr-ZZ/news/feed.xml', '/news/feed.xml'],
      ['/en/news/feed.xml', '/news/feed.xml'],
      ['/fr-CA/news/feed.xml', '/fr/news/feed.xml'],
    ])
      for (const accept of ['application/rss+xml', 'text/html']) {
        const { response } = await feed(pathname, accept);
        expect(response.status, `${pathname} (${accept})`).toBe(302);
        expect(response.headers.get('location')).toBe(location);
      }
  });

  it("names the page language's feed in the rendered pages' head, titled in that language", () => {
    expect(newsFeedLink('Maple Court', 'fr-CA')).toBe(
      `<link rel="alternate" type="application/rss+xml" title="Maple Court : Nouvelles" href="${portal.url}/fr/news/feed.xml" />`,
    );
    expect(newsFeedLink('Maple Court', 'es')).toContain(`title="Maple Court: Noticias" href="${portal.url}/es/news/feed.xml"`);
    // English as it always was.
    expect(newsFeedLink('Maple & Court', 'en')).toBe(
      `<link rel="alternate" type="application/rss+xml" title="Maple &amp; Court: News" href="${portal.url}/news/feed.xml" />`,
    );
  });
});
