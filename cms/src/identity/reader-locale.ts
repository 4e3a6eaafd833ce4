/**
 * The language of the provider's own pages (docs/architecture.md, "Languages"), read as the public
 * site reads a visitor's: the switcher's choice, else the switcher's cookie, else Accept-Language.
 * A sign-in page's switcher is a link to the same page with ?lang=<language>: the choice is kept in
 * the same cookie the web app's switcher writes, so the portal's pages after sign-in follow it. A
 * language the portal does not speak (in the link, the cookie or the header, any length) is English.
 */
import type { Context } from 'koa';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@hearth/common';
import { browserLocale } from '../platform/request';

/** The parameter of the sign-in pages' switcher links. */
export const SWITCH_PARAMETER = 'lang';

/** As long as the web app's switcher keeps it: a year. */
const COOKIE_MAX_AGE_MS = 365 * 24 * 3600 * 1000;

export function readerLocale(ctx: Context): Locale {
  const asked = ctx.query[SWITCH_PARAMETER];
  if (asked !== undefined) {
    if (!isLocale(asked)) return DEFAULT_LOCALE;
    // Read by the web app's pages too (web's initial-locale.ts), so not httpOnly, as the app writes it.
    ctx.cookies.set(LOCALE_COOKIE, asked, {
      path: '/',
      maxAge: COOKIE_MAX_AGE_MS,
      sameSite: 'lax',
      httpOnly: false,
      secure: ctx.secure,
      signed: false,
      overwrite: true,
    });
    return asked;
  }
  return browserLocale(ctx);
}
