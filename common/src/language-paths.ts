/**
 * The public pages' address per language (docs/architecture.md, "Languages"): the spec's routes (/home,
 * /news, /news/<id>, …) are the English pages; French and Spanish have the same paths under their own
 * prefix (/fr/home, /es/news/<id>). The web app's router takes the prefix as its basename, so every link
 * of a French page stays French; the server renders each address in its language and lists the three
 * as alternates (hreflang) and in a sitemap per language.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale';
import { PAGE_LIST } from './pages';

/** Each language's path prefix: English has none (the spec's routes answer as they always have). */
export const LOCALE_PATH_PREFIX: Readonly<Record<Locale, string>> = { en: '', 'fr-CA': '/fr', es: '/es' };

/** A path's language and the page it names: '/es/news/3' is Spanish /news/3; an unprefixed path is English. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PATH_PREFIX[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return { locale, path: pathname.slice(prefix.length) || '/', prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, path: pathname, prefixed: false };
}

/** A page's address in a language: '/news' in Spanish is '/es/news'. */
export const localizedPath = (path: string, locale: Locale): string => `${LOCALE_PATH_PREFIX[locale]}${path}`;

/** The router's basename for a path: the prefix of its language, none for English. */
export const routerBasename = (pathname: string): string | undefined => LOCALE_PATH_PREFIX[splitLocalePath(pathname).locale] || undefined;

/**
 * A first segment written like a language tag the portal has no prefix for (/xx/home, /fr-ZZ/home,
 * /en/home): the page it names and the portal's language the tag is exactly, if any. The server sends
 * such an address to the page's own (English, or the language named) rather than a page in no language.
 */
export function foreignLocalePath(pathname: string): { path: string; locale: Locale } | undefined {
  const match = /^\/([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,3})(\/.*)$/.exec(pathname);
  if (!match || splitLocalePath(pathname).prefixed) return undefined;
  const tag = match[1].toLowerCase().replace('_', '-');
  const named = LOCALES.find((locale) => locale.toLowerCase() === tag);
  return { path: match[2], locale: named ?? DEFAULT_LOCALE };
}

/** The registry's pages with an address per language: the ones the server renders and the ones the sitemap lists. */
const LANGUAGE_PAGES: readonly string[] = PAGE_LIST.filter((p) => p.description || p.crawlers === 'index').map((p) => p.path);

/** Whether a page (its path without a prefix) has an address per language: those pages, and each news item's. */
export const hasLanguageAddresses = (path: string): boolean => {
  const page = path.replace(/(.)\/+$/, '$1');
  return LANGUAGE_PAGES.includes(page) || /^\/news\/[^/]+$/.test(page);
};
