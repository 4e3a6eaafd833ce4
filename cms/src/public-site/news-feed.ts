/**
 * The public news as an RSS 2.0 feed at /news/feed.xml (docs/requirements.md, "Public pages"): the items a visitor sees on
 * /news, newest first, each linking to its own page, so residents and aggregators follow without an account.
 * Read from the same cached answer as GET /api/news/active, in the feed's language: one feed per
 * language at that language's address (/fr/news/feed.xml, /es/news/feed.xml; English's unprefixed),
 * each item its translation, else its English text (docs/architecture.md, "Languages").
 */
import type { Core } from '@strapi/strapi';
import {
  foreignLocalePath,
  localizedPath,
  mailTexts,
  newsItemPath,
  splitLocalePath,
  NEWS_FEED_PATH,
  type Locale,
  type NewsItem,
  type SiteSettings,
} from '@hearth/common';
import { escapeHtml } from '../identity/front-door';
import { escapeXml } from './crawler-files';
import { publicUrl } from '../platform/runtime';
import { serviceOf, type Provides } from '../platform/services';

/** The part of a body a feed reader or a link preview shows: one paragraph of plain text. */
export function summary(body: string, length = 200): string {
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

/**
 * RSS readers render an item's description as HTML (docs/requirements.md, "Public pages"): a news body is plain text,
 * so its markup characters are sent as entities inside the XML text, and a reader shows them as text.
 */
const feedText = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!);

/** RSS wants RFC 822 dates; an item's date is its itemDate (the order of the list). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** A language's feed address: /news/feed.xml in English, /fr/news/feed.xml in French. */
const newsFeedPath = (locale: Locale): string => localizedPath(NEWS_FEED_PATH, locale);

/**
 * What a request for a feed address is: a language's feed, or (a prefix of no language of the
 * portal, /xx/news/feed.xml) the address of the feed it names, English unless the tag is a language's
 * exactly; undefined when the path is no feed's.
 */
export function feedRequest(pathname: string): { locale: Locale } | { moved: string } | undefined {
  const address = splitLocalePath(pathname);
  if (address.path === NEWS_FEED_PATH) return { locale: address.locale };
  const foreign = foreignLocalePath(pathname);
  return foreign?.path === NEWS_FEED_PATH ? { moved: newsFeedPath(foreign.locale) } : undefined;
}

/** The pages' head link to the news feed of their language, titled in it. */
export function newsFeedLink(siteName: string, locale: Locale): string {
  const title = mailTexts(locale).newsFeed.title(siteName);
  return `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(title)}" href="${escapeHtml(publicUrl() + newsFeedPath(locale))}" />`;
}

function newsFeedXml(settings: SiteSettings, news: NewsItem[], locale: Locale): string {
  const site = publicUrl();
  const words = mailTexts(locale).newsFeed;
  const itemUrl = (id: number) => site + localizedPath(newsItemPath(id), locale);
  const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const items = news.map((n) =>
    [
      '    <item>',
      `      ${element('title', n.title)}`,
      `      ${element('link', itemUrl(n.id))}`,
      `      <guid isPermaLink="true">${escapeXml(itemUrl(n.id))}</guid>`,
      `      ${element('pubDate', rfc822(n.itemDate))}`,
      `      ${element('description', feedText(n.body))}`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', words.title(settings.siteName))}`,
    `    ${element('link', site + localizedPath('/news', locale))}`,
    `    ${element('description', words.description(settings.siteName))}`,
    `    ${element('language', locale)}`,
    `    <atom:link href="${escapeXml(site + newsFeedPath(locale))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The feed in `locale` as the portal serves it, from the cached public reads (each language's news cached apart). */
export async function newsFeed(strapi: Core.Strapi, locale: Locale): Promise<string> {
  const [settings, news] = await Promise.all([
    serviceOf<Provides<{ json(): Promise<string> }>>(strapi, 'api::site-setting.settings').json() as Promise<string>,
    serviceOf<Provides<{ activeItems(locale: Locale): Promise<unknown> }>>(strapi, 'api::news-item.news-item').activeItems(
      locale,
    ) as Promise<NewsItem[]>,
  ]);
  return newsFeedXml(JSON.parse(settings) as SiteSettings, news, locale);
}
