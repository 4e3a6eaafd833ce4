/**
 * The public news as an RSS 2.0 feed at /news/feed.xml (docs/requirements.md, "Public pages"): the items a visitor sees on
 * /news, newest first, each linking to its own page, so residents and aggregators follow without an account.
 * Read from the same cached answer as GET /api/news/active.
 */
import type { Core } from '@strapi/strapi';
import { newsItemPath, NEWS_FEED_PATH, type NewsItem, type SiteSettings } from '@hearth/common';
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

function newsFeedXml(settings: SiteSettings, news: NewsItem[]): string {
  const site = publicUrl();
  const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const items = news.map((n) =>
    [
      '    <item>',
      `      ${element('title', n.title)}`,
      `      ${element('link', site + newsItemPath(n.id))}`,
      `      <guid isPermaLink="true">${escapeXml(site + newsItemPath(n.id))}</guid>`,
      `      ${element('pubDate', rfc822(n.itemDate))}`,
      `      ${element('description', feedText(n.body))}`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', `${settings.siteName || 'Condominium Association'}: News`)}`,
    `    ${element('link', `${site}/news`)}`,
    `    ${element('description', `The news of ${settings.siteName || 'the condominium association'}`)}`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(site + NEWS_FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The feed as the portal serves it, from the cached public reads. */
export async function newsFeed(strapi: Core.Strapi): Promise<string> {
  const [settings, news] = await Promise.all([
    serviceOf<Provides<{ json(): Promise<string> }>>(strapi, 'api::site-setting.settings').json() as Promise<string>,
    serviceOf<Provides<{ activeItems(): Promise<unknown> }>>(strapi, 'api::news-item.news-item').activeItems() as Promise<NewsItem[]>,
  ]);
  return newsFeedXml(JSON.parse(settings) as SiteSettings, news);
}
