/**
 * The public site: what a browser or a crawler gets for a path that is not an API call
 * (docs/requirements.md, "Routes", "Public pages"; docs/architecture.md "The public site"). One folder:
 *  - web-app.ts        this file, the middleware (`global::web-app`, entered at cms/src/middlewares/web-app.ts):
 *                      the web app's files (or their brotli/gzip copies, by Accept-Encoding) and index.html
 *                      for any other page, with the site settings, the first screen and the tab title inlined;
 *  - rendered-pages.ts the public pages rendered by the web app's server entry (web/src/ssr.tsx, built into
 *                      web/dist-ssr) with their preview tags and data block;
 *  - news-feed.ts      /news/feed.xml and each language's (/fr/news/feed.xml, /es/news/feed.xml);
 *  - page-languages.ts each public page's address per language (/fr/…, /es/…), the visitor's language,
 *                      the redirects to it and the hreflang alternates;
 *  - crawler-files.ts  /robots.txt, /sitemap.xml and the sitemap of each language.
 * Which pages exist, their titles, which are rendered and what crawlers are told: common/src/pages.ts.
 * The web side: web/src/ssr.tsx (server entry), web/src/page-data.ts (the data block read back),
 * web/src/early-clicks.tsx (clicks before the app starts); the app's start script: common/src/app-start.ts,
 * put in place by web/vite/app-start.ts and allowed by its hash in cms/src/platform/security-headers.ts.
 * Not here: the cached public reads (cms/src/platform/public-cache.ts, bumped by the write pipeline for
 * every content type) that the pages, the feed and the sitemap read through their services.
 */
import fs from 'node:fs';
import path from 'node:path';
import serve from 'koa-static';
import type { Core } from '@strapi/strapi';
import { settings } from '../platform/settings';
import { keepAntiForgeryToken } from '../platform/anti-forgery-token';
import { varyWithReaderLanguage } from '../platform/request';
import { crawlerFile } from './crawler-files';
import { feedRequest, newsFeed } from './news-feed';
import { publicPageOf, renderPublicPage, type PublicPage } from './rendered-pages';
import { isLanguagePage, languageHead, languageRedirect, pageLocale } from './page-languages';
import {
  HOME_BANNER_LEAD,
  PAGE_DATA_ID,
  PAGE_TITLES,
  SERVER_RENDERED_ATTRIBUTE,
  adminScreenList,
  localizedPath,
  logoSvg,
  splitLocalePath,
  translateCommon,
  type Locale,
} from '@hearth/common';
import { escapeHtml } from '../identity/front-door';
import type { Context } from 'koa';
import { serviceOf, type Provides } from '../platform/services';

/**
 * The web app's own admin screens live under /admin too (docs/requirements.md, "Admin screens"), beside the Strapi admin
 * panel and its API (GET /admin/users is a panel API route). A browser page load of one of
 * these paths (common's ADMIN_SCREENS) gets the web app; the panel's API calls ask for JSON
 * and still reach Strapi.
 */
const WEB_ADMIN_SCREENS: string[] = adminScreenList().map((screen) => screen.path);

/** Paths that belong to the server, never to the web app. */
const SERVER_PREFIXES = [
  '/api/',
  '/admin',
  '/oidc',
  '/uploads/',
  '/content-manager',
  '/content-type-builder',
  '/upload',
  '/users-permissions',
  '/i18n',
  '/email',
  '/_health',
  '/_ready',
];

/**
 * The first screen, painted before any script has arrived (a phone on a slow line waits a second
 * or more for the app): the header with the association's name and mark, and Home's welcome
 * banner or the page's title. React replaces it when it starts; its look is the web app's own
 * (web/src/shared/ui/first-screen.css, in the stylesheet index.html links).
 */
function firstScreen(siteName: string, pagePath: string, pageTitle: string | undefined, locale: Locale): string {
  const name = escapeHtml(siteName);
  // The banner's words are English only: another language's first screen shows no words of another.
  const isHome = locale === 'en' && ['/', '/home'].includes(pagePath.replace(/(.)\/+$/, '$1'));
  const content = isHome
    ? `<section class="fs-banner"><h1>Welcome to ${name}</h1><p>${escapeHtml(HOME_BANNER_LEAD)}</p></section>`
    : pageTitle
      ? `<h1>${escapeHtml(pageTitle)}</h1>`
      : '';
  return `<header class="fs-header"><div class="fs-bar"><a class="fs-brand" href="${localizedPath('/home', locale)}">${logoSvg()}${name}</a></div></header><main class="fs-page">${content}</main>`;
}

/**
 * index.html with the site settings inlined as a JSON data block (not a script the CSP would
 * have to allow) and the association's name in the title. The settings come from the
 * versioned public cache, so this is as fresh as GET /api/settings. A public page comes rendered
 * (docs/requirements.md, "Public pages"): its markup, the data it was rendered with, and its preview tags.
 */
async function renderIndex(
  strapi: Core.Strapi,
  template: string,
  { pagePath, locale, page }: { pagePath: string; locale: Locale; page?: PublicPage },
): Promise<string> {
  let json: string;
  try {
    json = await serviceOf<Provides<{ json(): Promise<string> }>>(strapi, 'api::site-setting.settings').json();
  } catch (error) {
    strapi.log.warn(`index.html served without the site settings: ${(error as Error).message}`);
    return template;
  }
  const siteName = (JSON.parse(json) as { siteName?: string }).siteName;
  const englishTitle = PAGE_TITLES[pagePath.replace(/\/+$/, '')];
  const pageTitle = englishTitle && translateCommon(locale, englishTitle);
  const title = page?.title ?? (siteName ? (pageTitle ? `${pageTitle} | ${siteName}` : siteName) : undefined);
  // "<" escaped so the settings can never close the element they sit in.
  const data = [
    `<script type="application/json" id="hearth-settings">${json.replace(/</g, '\\u003c')}</script>`,
    page ? `<script type="application/json" id="${PAGE_DATA_ID}">${page.pageData}</script>` : '',
  ].join('');
  let html = template.replace('</head>', () => `${data}\n</head>`);
  // A page with an address per language names its own and the others (page-languages.ts), rendered or not.
  if (isLanguagePage(pagePath)) {
    const head = languageHead(page?.canonicalPath ?? pagePath.replace(/(.)\/+$/, '$1'), locale, page?.status !== 404);
    html = html.replace('</head>', () => `${head}\n</head>`);
  }
  if (page)
    html = html
      .replace('<html ', () => `<html ${SERVER_RENDERED_ATTRIBUTE} `)
      .replace(/<meta\s+name="description"[^>]*>/, '')
      .replace('</head>', () => `${page.head}\n</head>`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const root = page?.root ?? (siteName ? firstScreen(siteName, pagePath, pageTitle, locale) : undefined);
  if (root) html = html.replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
  return html;
}

/** The public page rendered, or undefined: not one, or it failed (the app's shell is then served, never a 500). */
async function renderedPage(strapi: Core.Strapi, ctx: Context, pagePath: string, locale: Locale): Promise<PublicPage | undefined> {
  try {
    return await renderPublicPage(strapi, pagePath, ctx.search, locale);
  } catch (error) {
    strapi.log.warn(`${ctx.path} served without its server rendering: ${(error as Error).message}`);
    return undefined;
  }
}

/** The page says its language, and that the server chose it (the app starts in it: web's initial-locale.ts). */
const withLocale = (html: string, locale: Locale) =>
  html.replace(/<html([^>]*?) lang="[^"]*"/, (_, before: string) => `<html${before} lang="${locale}" data-locale`);

/** A path naming a file (it has an extension), not a page of the app; index.html is the app itself. */
const isFilePath = (pathname: string) => path.extname(pathname) !== '' && pathname !== '/index.html';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  const root = settings().server.webDistDir;
  const indexFile = path.join(root, 'index.html');
  // brotli and gzip: koa-send answers with the .br or .gz copy the build wrote, when the client accepts it.
  const serveAssets = serve(root, { index: false, maxage: 365 * 24 * 3600 * 1000, immutable: true, brotli: true, gzip: true });
  let template: { mtimeMs: number; html: string } | undefined;

  const sendIndex = async (ctx: Context) => {
    const { mtimeMs } = await fs.promises.stat(indexFile);
    if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, html: await fs.promises.readFile(indexFile, 'utf8') };
    const locale = pageLocale(ctx);
    const pagePath = splitLocalePath(ctx.path).path;
    const page = await renderedPage(strapi, ctx, pagePath, locale);
    ctx.status = page?.status ?? 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept-Encoding');
    varyWithReaderLanguage(ctx);
    // The browser's one anti-forgery token comes with its first page, before any API call starts.
    keepAntiForgeryToken(ctx);
    ctx.body = withLocale(await renderIndex(strapi, template.html, { pagePath, locale, page }), locale);
  };
  // Other pages of the build (silent-renew.html) are files too, not cached long: they change with each build.
  const servePages = serve(root, { index: false, maxage: 0 });

  return async (ctx, next) => {
    const isWebAdminPage =
      ['GET', 'HEAD'].includes(ctx.method) &&
      WEB_ADMIN_SCREENS.includes(ctx.path.replace(/\/+$/, '')) &&
      ctx.accepts('json', 'html') === 'html';
    if (isWebAdminPage && fs.existsSync(indexFile)) return sendIndex(ctx);
    const isServerPath = SERVER_PREFIXES.some((prefix) => ctx.path === prefix.replace(/\/$/, '') || ctx.path.startsWith(prefix));
    if (isServerPath || !['GET', 'HEAD'].includes(ctx.method)) return next();

    const crawler = await crawlerFile(strapi, ctx.path);
    if (crawler) {
      ctx.type = crawler.type;
      ctx.body = crawler.body;
      return;
    }
    // The news feed of the address's language; a prefix of no language is sent to the feed it names (English unless exactly a language's).
    const feed = feedRequest(ctx.path);
    if (feed && 'moved' in feed) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.status = 302;
      ctx.redirect(feed.moved);
      return;
    }
    if (feed) {
      ctx.type = 'application/rss+xml; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = await newsFeed(strapi, feed.locale);
      return;
    }
    if (ctx.path.startsWith('/assets/') || /\.(pdf|png|jpe?g|gif|svg|ico|webp|txt|webmanifest)$/.test(ctx.path)) {
      await serveAssets(ctx, async () => {});
      if (ctx.body) {
        ctx.vary('Accept-Encoding');
        return;
      }
    }
    // index.html stays the SPA fallback below (no-cache).
    if (ctx.path.endsWith('.html') && ctx.path !== '/index.html') {
      await servePages(ctx, async () => {});
      if (ctx.body) return;
    }
    // A page load answered at its language's address (page-languages.ts): the visitor's, or the page's own for an unknown prefix.
    const moved = ctx.accepts('html') ? languageRedirect(ctx) : undefined;
    if (moved) {
      varyWithReaderLanguage(ctx);
      ctx.set('Cache-Control', 'no-cache');
      ctx.status = moved.status;
      ctx.redirect(moved.location);
      return;
    }
    // A public page is never a file: answered here, before Strapi's public middleware reads the path
    // as one (it refuses /news/1%00 with a 400 of its own).
    if (publicPageOf(splitLocalePath(ctx.path).path) && ctx.accepts('html') && fs.existsSync(indexFile)) return sendIndex(ctx);
    // Strapi's public middleware would redirect "/" to the admin panel: the root is the web app.
    if (ctx.path !== '/') await next();
    // A file that is not there (a stale chunk, a mistyped icon) is a 404, never the app's page.
    const isPage = ctx.path === '/' || (ctx.status === 404 && !ctx.body && !isFilePath(ctx.path));
    if (isPage && ctx.accepts('html') && fs.existsSync(indexFile)) await sendIndex(ctx);
  };
};
