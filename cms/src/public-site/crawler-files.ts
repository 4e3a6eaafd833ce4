/**
 * /robots.txt and /sitemap.xml (docs/requirements.md, "Routes"): search engines may index the pages a
 * visitor sees, and are told where they are, by the portal's public address (PUBLIC_URL).
 * Signed-in pages, the server's paths and one-time links are not for indexing.
 */
import type { Core } from '@strapi/strapi';
import { PAGE_LIST, newsItemPath, type NewsItem } from '@hearth/common';
import { publicUrl } from '../platform/runtime';
import { serviceOf, type Provides } from '../platform/services';

/**
 * Paths no crawler should follow: the server's, then the pages the registry closes to crawlers (the
 * signed-in pages, one-time links).
 */
const NOT_INDEXED = ['/api/', '/oidc/', '/admin', ...PAGE_LIST.filter((p) => p.crawlers === 'disallow').map((p) => p.path)];
/** The pages the registry lists in the sitemap. */
const INDEXED = PAGE_LIST.filter((p) => p.crawlers === 'index').map((p) => p.path);

/** Text as XML character data or an attribute value; characters XML 1.0 cannot hold at all are left out. */
export const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- exactly the control characters XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

function robotsTxt(): string {
  return ['User-agent: *', ...NOT_INDEXED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl()}/sitemap.xml`, ''].join('\n');
}

/** The public pages, then each published news item at its own address (docs/requirements.md, "Public pages"), newest first. */
async function sitemapXml(strapi: Core.Strapi): Promise<string> {
  const news = (await serviceOf<Provides<{ activeItems(): Promise<unknown> }>>(
    strapi,
    'api::news-item.news-item',
  ).activeItems()) as NewsItem[];
  const urls = [
    ...INDEXED.map((p) => `  <url><loc>${escapeXml(publicUrl() + p)}</loc></url>`),
    ...news.map(
      (item) =>
        `  <url><loc>${escapeXml(publicUrl() + newsItemPath(item.id))}</loc><lastmod>${item.publishDate.slice(0, 10)}</lastmod></url>`,
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The crawler file at this path, if it is one: its content type and text. */
export async function crawlerFile(strapi: Core.Strapi, pathname: string): Promise<{ type: string; body: string } | undefined> {
  if (pathname === '/robots.txt') return { type: 'text/plain; charset=utf-8', body: robotsTxt() };
  if (pathname === '/sitemap.xml') return { type: 'application/xml; charset=utf-8', body: await sitemapXml(strapi) };
  return undefined;
}
