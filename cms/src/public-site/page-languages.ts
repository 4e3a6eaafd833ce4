/**
 * The public pages' address per language (docs/architecture.md, "Languages"; common/src/language-paths.ts):
 * the spec's routes are the English pages, /fr/… and /es/… the same pages in French and Spanish. Each
 * address serves one language only, so a crawler, a shared link and the page's canonical agree:
 *  - a prefixed address is its language, whoever asks;
 *  - an unprefixed one is English for a visitor who chose English or whose browser asks for it (or for
 *    nothing the portal speaks); a visitor who chose French or Spanish with the switcher, or whose
 *    browser asks for it, is sent (302, `Vary: Accept-Language, Cookie`) to that language's address;
 *  - a prefix of no language of the portal (/xx/home, /fr-ZZ/home, /en/home) is sent to the page's
 *    unprefixed address, never answered as a page in no language.
 * Every language page lists its three addresses as alternates (hreflang, x-default the English one).
 */
import type { Context } from 'koa';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  foreignLocalePath,
  hasLanguageAddresses,
  isLocale,
  localizedPath,
  negotiateLocale,
  splitLocalePath,
  type Locale,
} from '@hearth/common';
import { escapeHtml } from '../identity/front-door';
import { publicUrl } from '../platform/runtime';

/** A page with an address per language (common's registry): the rendered pages, the sitemap's and each news item. */
export const isLanguagePage = hasLanguageAddresses;

/**
 * A visitor's language (a signed-in tab follows its profile once the app starts): the switcher's
 * cookie, else Accept-Language, else English. A cookie naming no language is ignored.
 */
function visitorLocale(ctx: Context): Locale {
  const chosen = ctx.cookies.get(LOCALE_COOKIE, { signed: false });
  return isLocale(chosen) ? chosen : negotiateLocale(ctx.get('Accept-Language'));
}

/** The language a page load is answered in: its address's, else (an unprefixed app page) the visitor's. */
export function pageLocale(ctx: Context): Locale {
  const address = splitLocalePath(ctx.path);
  return address.prefixed ? address.locale : visitorLocale(ctx);
}

/**
 * Where a page load is sent instead of being answered, if anywhere: the address of the page in the
 * visitor's language, or the page's own address for a prefix the portal does not have.
 */
export function languageRedirect(ctx: Context): { location: string; status: 301 | 302 } | undefined {
  const address = splitLocalePath(ctx.path);
  // A language's root is its home page, as "/" is English's.
  if (address.prefixed)
    return address.path === '/' ? { location: localizedPath('/home', address.locale) + ctx.search, status: 302 } : undefined;
  const foreign = foreignLocalePath(ctx.path);
  if (foreign) {
    if (!isLanguagePage(foreign.path)) return undefined;
    // /en/… is a lasting alias of the English address; any other is a guess answered once.
    const status = /^\/en\//i.test(ctx.path) ? 301 : 302;
    return { location: localizedPath(foreign.path, foreign.locale) + ctx.search, status };
  }
  if (ctx.path !== '/' && !isLanguagePage(ctx.path)) return undefined;
  const locale = visitorLocale(ctx);
  if (locale === DEFAULT_LOCALE) return undefined;
  return { location: localizedPath(ctx.path === '/' ? '/home' : ctx.path, locale) + ctx.search, status: 302 };
}

/** The page's canonical address in its language and its alternates in every language (x-default: English). */
export function languageHead(pagePath: string, locale: Locale, withAlternates: boolean): string {
  const url = (language: Locale) => escapeHtml(publicUrl() + localizedPath(pagePath, language));
  return [
    `<link rel="canonical" href="${url(locale)}" />`,
    ...(withAlternates
      ? [
          ...LOCALES.map((language) => `<link rel="alternate" hreflang="${language}" href="${url(language)}" />`),
          `<link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LOCALE)}" />`,
        ]
      : []),
  ].join('\n');
}
