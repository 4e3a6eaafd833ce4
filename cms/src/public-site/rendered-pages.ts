/**
 * The public pages rendered on the server (docs/requirements.md, "Public pages"): /home, /news, /news/<id>, /contacts, /notices and /records arrive
 * as complete HTML from the web app's own components (web/src/ssr.tsx, built into web/dist-ssr), with the data
 * they were rendered with for the app to take over, and the tags a shared link's preview reads (Open Graph,
 * Twitter card, canonical address, the news feed). An address of no published news item is a 404 page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import {
  Messages,
  newsItemPath,
  type MeetingList,
  PAGE_TITLES,
  RENDERED_PAGE_DESCRIPTIONS,
  type NewsItem,
  type PropertyManager,
  type RecordsIndex,
  type SiteSettings,
  type Locale,
  localizedPath,
  translateCommon,
} from '@hearth/common';
import { escapeHtml } from '../identity/front-door';
import { newsFeedLink, summary } from './news-feed';
import { publicUrl } from '../platform/runtime';
import { settings } from '../platform/settings';
import { serviceOf, type Provides } from '../platform/services';

/** What the rendered pages ask of the modules above the public site, by the port each provides. */
type SettingsSource = Provides<{ json(): Promise<string> }>;
type ActiveNews = Provides<{ activeItems(locale: Locale): Promise<unknown> }>;
type CurrentManagers = Provides<{ currentJson(locale: Locale): Promise<string> }>;
type MeetingListing = Provides<{ list(): Promise<unknown> }>;
type RecordsListing = Provides<{ index(user: null): Promise<unknown> }>;

interface Renderer {
  renderPage(input: {
    url: string;
    settings: SiteSettings;
    news: NewsItem[];
    managers: PropertyManager[];
    meetings?: MeetingList;
    records?: RecordsIndex;
    locale: Locale;
  }): Promise<{
    html: string;
    pageData: string;
  }>;
}

/** What the server sends for a public page: its status, head tags, tab title and the markup of #root. */
export interface PublicPage {
  status: 200 | 404;
  /** The page's own address without its language's prefix (a missing news item's is the list's). */
  canonicalPath: string;
  title: string;
  head: string;
  root: string;
  /** The data block main.tsx takes the page over with (web/src/page-data.ts), "<" already escaped. */
  pageData: string;
}

/** The pages' registry (common/src/pages.ts): the rendered ones and their titles. */
const DESCRIPTION = RENDERED_PAGE_DESCRIPTIONS;
const TITLE = PAGE_TITLES;

/** A news item's address: digits only, as the list writes them; anything else names no item. */
const NEWS_ITEM = /^\/news\/([^/]+)\/?$/;

/** The public page this path is, if it is one the server renders. */
export function publicPageOf(pathname: string): string | undefined {
  const page = pathname.replace(/(.)\/+$/, '$1');
  if (page in DESCRIPTION) return page;
  return NEWS_ITEM.test(pathname) ? '/news/:id' : undefined;
}

/** The web app's server entry, loaded once per build folder; null when web/dist-ssr was not built (the page is then the app's shell). */
const renderers = new Map<string, Promise<Renderer | null>>();
function loadRenderer(strapi: Core.Strapi): Promise<Renderer | null> {
  const file = path.join(path.dirname(settings().server.webDistDir), 'dist-ssr', 'ssr.cjs');
  if (!renderers.has(file)) {
    const loaded = fs.existsSync(file)
      ? (import(file) as Promise<Renderer>).catch((error: Error) => {
          strapi.log.warn(`The public pages are not rendered on the server: ${error.message}`);
          return null;
        })
      : Promise.resolve(null);
    renderers.set(file, loaded);
  }
  return renderers.get(file)!;
}

/** The tags of a shared link's preview, every value escaped (a title may hold any text). */
/**
 * The preview picture of a shared page (docs/requirements.md, "Public pages"): a PNG or JPEG, the formats every
 * messenger shows — a news item's own picture when it is one, else the portal's picture as PNG
 * (an SVG, WebP or GIF is not shown by all of them).
 */
function shareImage(thumbnailUrl: string | null | undefined): string {
  return thumbnailUrl && /\.(png|jpe?g)$/i.test(thumbnailUrl) ? thumbnailUrl : '/images/share.png';
}

function headTags(page: {
  url: string;
  title: string;
  description: string;
  image: string;
  siteName: string;
  type: string;
  locale: Locale;
}): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    // The news feed of the page's language, titled in it.
    newsFeedLink(page.siteName, page.locale),
    meta('property', 'og:type', page.type),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    meta('property', 'og:image', page.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', page.image),
  ].join('\n');
}

/**
 * The page at this address (without its language's prefix) rendered in `locale`, or undefined when it is
 * not a public page or cannot be rendered here. Its canonical and alternates are the caller's (page-languages.ts).
 */
export async function renderPublicPage(
  strapi: Core.Strapi,
  pathname: string,
  search: string,
  locale: Locale,
): Promise<PublicPage | undefined> {
  const page = publicPageOf(pathname);
  const entry = page && (await loadRenderer(strapi));
  if (!page || !entry) return undefined;
  const [settingsJson, news, managersJson, meetings, records] = await Promise.all([
    serviceOf<SettingsSource>(strapi, 'api::site-setting.settings').json() as Promise<string>,
    // The association's content in the page's language, an untranslated item in English marked (content-languages.ts).
    serviceOf<ActiveNews>(strapi, 'api::news-item.news-item').activeItems(locale) as Promise<NewsItem[]>,
    serviceOf<CurrentManagers>(strapi, 'api::property-manager.property-manager').currentJson(locale) as Promise<string>,
    // Only the Notices page shows the meetings (docs/requirements.md, "Meetings and notices").
    page === '/notices' ? (serviceOf<MeetingListing>(strapi, 'api::meeting.meeting').list() as Promise<MeetingList>) : undefined,
    // Only the Records page shows the records, a visitor's (docs/requirements.md, "Official records"): signed in, the app asks for its own.
    page === '/records' ? (serviceOf<RecordsListing>(strapi, 'api::records.records').index(null) as Promise<RecordsIndex>) : undefined,
  ]);
  const site = JSON.parse(settingsJson) as SiteSettings;
  const siteName = site.siteName || 'Condominium Association Portal';
  const base = publicUrl();

  const itemId = NEWS_ITEM.exec(pathname)?.[1];
  const item = itemId === undefined ? undefined : news.find((n) => newsItemPath(n.id) === `/news/${itemId}`);
  const missing = itemId !== undefined && !item;
  const canonicalPath = item ? newsItemPath(item.id) : missing ? '/news' : page;
  // The page's words in the reader's language; the association's own content (names, news) as written.
  const say = (english: string) => translateCommon(locale, english);
  const title = item ? item.title : missing ? say(Messages.newsItemNotFoundTitle) : TITLE[page] ? say(TITLE[page]) : siteName;
  const preview = {
    url: base + localizedPath(canonicalPath, locale),
    title,
    description: item ? summary(item.body) || say(DESCRIPTION['/news']) : say(DESCRIPTION[page] ?? DESCRIPTION['/news']),
    image: base + shareImage(item?.thumbnailUrl),
    siteName,
    type: item ? 'article' : 'website',
    locale,
  };
  // The router reads the address as the browser will, its language's prefix its basename; the host is only there to make it a URL.
  const rendered = await entry.renderPage({
    url: `http://localhost${localizedPath(pathname, locale)}${search}`,
    settings: site,
    news,
    managers: JSON.parse(managersJson) as PropertyManager[],
    meetings,
    records,
    locale,
  });
  return {
    status: missing ? 404 : 200,
    canonicalPath,
    title: page === '/home' ? siteName : `${title} | ${siteName}`,
    head: [
      `<meta name="description" content="${escapeHtml(preview.description)}" />`,
      headTags(preview),
      missing ? '<meta name="robots" content="noindex" />' : '',
    ]
      .filter(Boolean)
      .join('\n'),
    root: rendered.html,
    pageData: rendered.pageData.replace(/</g, '\\u003c'),
  };
}
