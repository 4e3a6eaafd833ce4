/**
 * The language a page starts in, in the browser: the one the server rendered it in (its <html lang>),
 * else the visitor's stored choice, else the browser's languages, else English.
 */
import { hasLanguageAddresses, isLocale, LOCALE_COOKIE, negotiateLocale, splitLocalePath, type Locale } from '@hearth/common';
import { rememberLocale } from './catalogs';

const rememberedLocale = (doc: Document): string | undefined => {
  const cookie = doc.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return cookie && decodeURIComponent(cookie);
};

export function initialLocale(doc: Document = document, languages: readonly string[] = navigator.languages ?? []): Locale {
  if (doc.documentElement.hasAttribute('data-locale') && isLocale(doc.documentElement.lang)) return doc.documentElement.lang;
  const chosen = rememberedLocale(doc);
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(languages.join(','));
}

/**
 * One language per page: a page with an address per language shows that address's language, so a
 * different language remembered earlier gives way to it. The page's own reads (news, FAQs, contacts,
 * which the server answers in the remembered language) then answer in the language the page shows.
 */
export function followAddressLanguage(locale: Locale, pathname = window.location.pathname, doc: Document = document): void {
  const address = splitLocalePath(pathname);
  if (!address.prefixed && !hasLanguageAddresses(address.path)) return;
  const remembered = rememberedLocale(doc);
  if (remembered !== undefined && remembered !== locale) rememberLocale(locale);
}
