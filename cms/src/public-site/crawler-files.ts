/**
 * /robots.txt and the sitemaps (docs/requirements.md, "Routes"): search engines may index the pages a
 * visitor sees, and are told where they are, by the portal's public address (PUBLIC_URL), in each
 * language: /sitemap.xml is the index of one sitemap per language (/sitemap-en.xml, /sitemap-fr-CA.xml,
 * /sitemap-es.xml), each page listed at its language's address with its alternates in the others
 * (page-languages.ts). Signed-in pages, the server's paths and one-time links are not for indexing.
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES, PAGE_LIST, localizedPath, newsItemPath, type Locale, type NewsItem } from '@hearth/common';
import { publicUrl } from '../platform/runtime';
import { serviceOf, type Provides } from '../platform/services';

/**
 * Paths no crawler should follow: the server's, then the pages the registry closes to crawlers (the
 * signed-in pages, one-time links).
 */
const CLOSED_PAGES = PAGE_LIST.filter((p) => p.crawlers === 'disallow').map((p) => p.path);
/** Each closed page in every language: the app answers its pages under a language's prefix too. */
const NOT_INDEXED = ['/api/', '/oidc/', '/admin', ...LOCALES.flatMap((locale) => CLOSED_PAGES.map((p) => localizedPath(p, locale)))];
/** The pages the registry lists in the sitemap. */
const INDEXED = PAGE_LIST.filter((p) => p.crawlers === 'index').map((p) => p.path);

/** Text as XML character data or an attribute value; characters XML 1.0 cannot hold at all are left out. */
export const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- exactly the control characters XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A language's sitemap, by its address. */
const sitemapPath = (locale: Locale) => `/sitemap-${locale}.xml`;
const SITEMAP_LOCALES = new Map<string, Locale>(LOCALES.map((locale) => [sitemapPath(locale), locale]));

function robotsTxt(): string {
  const sitemaps = ['/sitemap.xml', ...LOCALES.map(sitemapPath)].map((p) => `Sitemap: ${publicUrl()}${p}`);
  return ['User-agent: *', ...NOT_INDEXED.map((p) => `Disallow: ${p}`), '', ...sitemaps, ''].join('\n');
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

/** The index of the languages' sitemaps. */
function sitemapIndexXml(): string {
  return [
    XML_HEADER,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...LOCALES.map((locale) => `  <sitemap><loc>${escapeXml(publicUrl() + sitemapPath(locale))}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * A language's sitemap: the public pages, then each published news item at its own address
 * (docs/requirements.md, "Public pages"), newest first, each at the language's address with the
 * alternates of every language (x-default: English).
 */
async function sitemapXml(strapi: Core.Strapi, locale: Locale): Promise<string> {
  const news = (await serviceOf<Provides<{ activeItems(): Promise<unknown> }>>(
    strapi,
    'api::news-item.news-item',
  ).activeItems()) as NewsItem[];
  const at = (path: string, language: Locale) => escapeXml(publicUrl() + localizedPath(path, language));
  const entry = (path: string, lastmod = '') =>
    [
      `  <url><loc>${at(path, locale)}</loc>${lastmod && `<lastmod>${lastmod}</lastmod>`}`,
      ...LOCALES.map((language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${at(path, language)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${at(path, DEFAULT_LOCALE)}"/>`,
      '  </url>',
    ].join('\n');
  return [
    XML_HEADER,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...INDEXED.map((p) => entry(p)),
    ...news.map((item) => entry(newsItemPath(item.id), item.publishDate.slice(0, 10))),
    '</urlset>',
    '',
  ].join('\n');
}

/** The crawler file at this path, if it is one: its content type and text. */
export async function crawlerFile(strapi: Core.Strapi, pathname: string): Promise<{ type: string; body: string } | undefined> {
  if (pathname === '/robots.txt') return { type: 'text/plain; charset=utf-8', body: robotsTxt() };
  if (pathname === '/sitemap.xml') return { type: 'application/xml; charset=utf-8', body: sitemapIndexXml() };
  const locale = SITEMAP_LOCALES.get(pathname);
  if (locale) return { type: 'application/xml; charset=utf-8', body: await sitemapXml(strapi, locale) };
  return undefined;
}
