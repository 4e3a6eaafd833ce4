/**
 * The portal's pages (the requirements' routes, header menus and public pages before JavaScript), declared once: each page's path, its tab
 * title, whether it is for signed-in members, whether the server renders it (with its preview
 * description), what crawlers are told of it and its entry in the header's main menu. Read by the
 * web's router and menus, the crawler files (sitemap and robots.txt), the server-rendered pages and
 * the server's first paint. `cms/tests/platform/registries.test.ts` fails when a list of these paths,
 * a route or a menu link to one of them is written anywhere else.
 */
import { DOCUMENT_PAGE_PATH, RESEND_VERIFICATION_PATH, RESEND_VERIFICATION_TITLE } from './constants';

export interface PageEntry {
  /** The tab title the screen sets, painted first by the server; none: the association's name (Home) or a title read from data. */
  title?: string;
  /** Only for signed-in members: the router sends visitors to sign in. */
  signedIn?: true;
  /** Rendered by the server, with this preview description (public pages before JavaScript). */
  description?: string;
  /** Listed in the sitemap ('index'), or closed to crawlers in robots.txt ('disallow'); neither when absent. */
  crawlers?: 'index' | 'disallow';
  /** Its entry in the header's main menu, shown to everyone, to signed-in members only, or to owners only (the header's menu rules). */
  menu?: { label: string; shownTo: 'everyone' | 'signedIn' | 'owners' };
}

/** In the order of the menu and the sitemap. A path stands for the pages under it too (/news/<id>, /votes/<id>, /reports/...). */
export const PAGES = {
  '/home': {
    description: 'The web portal of the condominium association: news, FAQs, contacts, documents, newsletters and minutes.',
    crawlers: 'index',
  },
  '/news': {
    title: 'News',
    description: 'The latest news of the condominium association.',
    crawlers: 'index',
    menu: { label: 'News', shownTo: 'everyone' },
  },
  '/faqs': { title: 'FAQs', signedIn: true, crawlers: 'disallow', menu: { label: 'FAQs', shownTo: 'everyone' } },
  '/notices': {
    title: 'Meeting notices',
    description: 'Notices and agendas of the association’s owner and board meetings.',
    crawlers: 'index',
  },
  '/contacts': {
    title: 'Contacts',
    description: 'Who to contact: the property manager and the website administrator.',
    crawlers: 'index',
    menu: { label: 'Contacts', shownTo: 'everyone' },
  },
  // Official records: visitors see the public ones, owners theirs.
  '/records': {
    title: 'Official Records',
    description: 'The condominium association’s official records: its public records, and for owners all of theirs.',
    menu: { label: 'Records', shownTo: 'everyone' },
  },
  '/resources': {
    title: 'Resources & Links',
    signedIn: true,
    crawlers: 'disallow',
    menu: { label: 'Resources & Links', shownTo: 'signedIn' },
  },
  // Votes, amenity bookings and service requests: every signed-in resident acts there.
  '/votes': { signedIn: true, crawlers: 'disallow', menu: { label: 'Votes', shownTo: 'signedIn' } },
  '/bookings': { title: 'Amenity bookings', signedIn: true, crawlers: 'disallow', menu: { label: 'Bookings', shownTo: 'signedIn' } },
  '/requests': { signedIn: true, crawlers: 'disallow', menu: { label: 'Service Requests', shownTo: 'signedIn' } },
  // Owners' accounts: an owner's balance and entries; tenants and property managers have no account to read.
  '/my-account': { title: 'My Account', signedIn: true, crawlers: 'disallow', menu: { label: 'My Account', shownTo: 'owners' } },
  '/register': { title: 'Register', crawlers: 'index' },
  '/forgotPassword': { crawlers: 'index' },
  '/forgotUsername': { crawlers: 'index' },
  '/login': { title: 'Login' },
  '/manage': { title: 'Account Management', signedIn: true, crawlers: 'disallow' },
  '/reset-password': { title: 'Reset Password', crawlers: 'disallow' },
  [RESEND_VERIFICATION_PATH]: { title: RESEND_VERIFICATION_TITLE },
  '/unauthorized': { title: 'Unauthorized' },
  '/unsubscribe': { title: 'Unsubscribe', crawlers: 'disallow' },
  '/auth-callback': { crawlers: 'disallow' },
  [DOCUMENT_PAGE_PATH]: { signedIn: true, crawlers: 'disallow' },
  '/reports': { signedIn: true, crawlers: 'disallow' },
} as const satisfies Record<`/${string}`, PageEntry>;
export type PagePath = keyof typeof PAGES;

/** The pages in their order, each with its path. */
export const PAGE_LIST: (PageEntry & { path: PagePath })[] = (Object.keys(PAGES) as PagePath[]).map((path) => ({
  path,
  ...(PAGES[path] as PageEntry),
}));

/** A page's entry. */
export const pageOf = (path: PagePath): PageEntry => PAGES[path];

/** Per page with a title, its title. */
export const PAGE_TITLES: Record<string, string> = Object.fromEntries(PAGE_LIST.flatMap((p) => (p.title ? [[p.path, p.title]] : [])));

/** The pages the server renders, with their preview descriptions. */
export const RENDERED_PAGE_DESCRIPTIONS: Record<string, string> = Object.fromEntries(
  PAGE_LIST.flatMap((p) => (p.description ? [[p.path, p.description]] : [])),
);
