/**
 * The web app's languages (docs/architecture.md, "Languages"): each catalog is its own chunk, fetched
 * when its language is first used, so a page carries only the catalog it shows.
 */
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, type Locale } from '@hearth/common';

const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  'fr-CA': () => import('../../locales/fr-CA.po'),
  es: () => import('../../locales/es.po'),
};

const loaded = new Map<Locale, Messages>();

/** Common's texts (messages.ts and kin) in the other languages: each its own chunk, fetched with the language. */
const COMMON_TEXTS: Record<Exclude<Locale, 'en'>, () => Promise<{ translate(english: string): string }>> = {
  'fr-CA': () => import('@hearth/common/i18n/fr-CA'),
  es: () => import('@hearth/common/i18n/es'),
};
const common = new Map<Locale, (english: string) => string>();

/** The catalog of a language, fetched once, with common's translations when it is not English. */
async function catalogOf(locale: Locale): Promise<Messages> {
  if (!loaded.has(locale)) {
    const [catalog, commonTexts] = await Promise.all([
      CATALOGS[locale](),
      locale === DEFAULT_LOCALE ? null : COMMON_TEXTS[locale as Exclude<Locale, 'en'>](),
    ]);
    if (commonTexts) common.set(locale, commonTexts.translate);
    loaded.set(locale, catalog.messages);
  }
  return loaded.get(locale)!;
}

/** A text of common's (written in English) in `locale`; as written while its translations are not fetched. */
export const commonText = (locale: string, english: string): string => (isLocale(locale) && common.get(locale)?.(english)) || english;

/** Switches the app's one instance (the browser's) to a language, its catalog fetched first; the page's lang follows. */
export async function activateLocale(locale: Locale, instance: I18n = i18n): Promise<void> {
  const messages = await catalogOf(locale);
  instance.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** An instance of its own for one server render: a render never reads another request's language. */
export async function i18nFor(locale: Locale): Promise<I18n> {
  return setupI18n({ locale, messages: { [locale]: await catalogOf(locale) } });
}

/** Keeps a visitor's choice for the server's next page (a year; the path is the whole site). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export { i18n };
