/**
 * The language a page starts in, in the browser: the one the server rendered it in (its <html lang>),
 * else the visitor's stored choice, else the browser's languages, else English.
 */
import { isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from '@hearth/common';

export function initialLocale(doc: Document = document, languages: readonly string[] = navigator.languages ?? []): Locale {
  if (doc.documentElement.hasAttribute('data-locale') && isLocale(doc.documentElement.lang)) return doc.documentElement.lang;
  const cookie = doc.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  const chosen = cookie && decodeURIComponent(cookie);
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(languages.join(','));
}
