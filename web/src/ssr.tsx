/**
 * The server's entry (docs/requirements.md, "Public pages before JavaScript, news addresses, link previews and the news feed"): the public pages rendered to HTML by the same components, routes
 * and providers as in the browser, with the data the server read from its cache. Built by `vite build --ssr`
 * into web/dist-ssr and loaded by the CMS (cms/src/platform/page-renderer.ts); main.tsx takes the page over.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { dehydrate } from '@tanstack/react-query';
import {
  localeOr,
  routerBasename,
  type Locale,
  type MeetingList,
  type NewsItem,
  type PropertyManager,
  type RecordsIndex,
  type SiteSettings,
} from '@hearth/common';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes, preloadRoutePages } from './app/router';
import { seedPageData } from './app/page-seed';
import { i18nFor, recordCommonTexts } from './shared/i18n/catalogs';
import type { PageData } from './page-data';

/** What a public page shows: the site settings, the published news (newest first) and the current managers. */
export interface PageInput {
  url: string;
  settings: SiteSettings;
  news: NewsItem[];
  managers: PropertyManager[];
  /** The meetings, for the Notices page (docs/requirements.md, "Meetings, notices and consent to electronic notice"). */
  meetings?: MeetingList;
  /** A visitor's records index, for the Records page (docs/requirements.md, "Official records and rule packs"). */
  records?: RecordsIndex;
  /** The reader's language (negotiated by the server); English when absent. */
  locale?: Locale;
}

/** The page's markup (the content of #root) and the data it was rendered with, as JSON for main.tsx. */
export async function renderPage({
  url,
  settings,
  news,
  managers,
  meetings,
  records,
  locale,
}: PageInput): Promise<{ html: string; pageData: string }> {
  // A lazy screen the route shows is fetched first: renderToString does not wait for one; and a screen with a
  // catalog of its own (withCatalogs) names it before the render's instance gathers the language's catalogs.
  await preloadRoutePages(url);
  const i18n = await i18nFor(localeOr(locale));
  const client = createQueryClient();
  seedPageData(client, { settings, news, managers, meetings, records, locale: localeOr(locale) });
  // The address's language prefix is the router's basename, as in the browser (app/router.tsx).
  const handler = createStaticHandler(appRoutes, { basename: routerBasename(new URL(url).pathname) });
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answers ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { result: html, texts: commonTexts } = recordCommonTexts(() =>
    renderToString(
      <StrictMode>
        <AppProviders queryClient={client} i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  // The page carries common's texts it shows, so the app takes it over without fetching them all first.
  const pageData: PageData = { ...dehydrate(client), ...(Object.keys(commonTexts).length ? { commonTexts } : {}) };
  return { html, pageData: JSON.stringify(pageData) };
}
