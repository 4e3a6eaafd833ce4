/**
 * The public pages (docs/requirements.md §2.1, §13), declared once: the pages a visitor opens without
 * signing in and search engines index. Read by the crawler files (the sitemap), the server-rendered
 * pages (their titles and preview descriptions) and the server's first paint (the tab title).
 * `cms/tests/platform/registries.test.ts` fails when a list of them is written anywhere else.
 */
export interface PublicPageEntry {
  /** The page's title; none: the association's name (Home). */
  title?: string;
  /** Rendered by the server, with this preview description (docs/requirements.md §13). */
  description?: string;
}

/** In the order of the menu and the sitemap. */
export const PUBLIC_PAGES = {
  '/home': { description: 'The web portal of the condominium association: news, FAQs, contacts, documents, newsletters and minutes.' },
  '/news': { title: 'News', description: 'The latest news of the condominium association.' },
  '/notices': { title: 'Meeting notices', description: 'Notices and agendas of the association’s owner and board meetings.' },
  '/contacts': { title: 'Contacts', description: 'Who to contact: the property manager and the website administrator.' },
  '/register': { title: 'Register' },
  '/forgotPassword': {},
  '/forgotUsername': {},
} as const satisfies Record<`/${string}`, PublicPageEntry>;
export type PublicPath = keyof typeof PUBLIC_PAGES;
export const PUBLIC_PATHS = Object.keys(PUBLIC_PAGES) as PublicPath[];

const pageOf = (path: PublicPath): PublicPageEntry => PUBLIC_PAGES[path];

/** Per public page with a title, its title. */
export const PUBLIC_PAGE_TITLES: Record<string, string> = Object.fromEntries(
  PUBLIC_PATHS.flatMap((p) => (pageOf(p).title ? [[p, pageOf(p).title as string]] : [])),
);

/** The pages the server renders, with their preview descriptions. */
export const RENDERED_PAGE_DESCRIPTIONS: Record<string, string> = Object.fromEntries(
  PUBLIC_PATHS.flatMap((p) => (pageOf(p).description ? [[p, pageOf(p).description as string]] : [])),
);
