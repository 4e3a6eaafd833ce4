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

/** A catalog per language: the app's, or a feature's own (its words extracted apart, lingui.config.ts). */
export type CatalogLoaders = Record<Locale, () => Promise<{ messages: Messages }>>;

/** The features' catalogs whose screens have been opened: loaded with every language activated from then on. */
const featureCatalogs = new Set<CatalogLoaders>();

/**
 * A feature's screen with its own catalog: a feature whose words only signed-in screens show keeps them out of
 * the first load. Fetched beside the screen's chunk, in the active language; every later switch brings it too.
 */
export async function withCatalogs<T>(catalogs: CatalogLoaders, screen: Promise<T>, instance: I18n = i18n): Promise<T> {
  featureCatalogs.add(catalogs);
  const locale = isLocale(instance.locale) ? instance.locale : DEFAULT_LOCALE;
  const [module, catalog] = await Promise.all([screen, catalogs[locale]()]);
  instance.load(locale, catalog.messages);
  return module;
}

/**
 * The words of the shared parts only signed-in and admin screens show (admin lists, uploads, archive, the
 * delivery choice, the admin routes: lingui.config.ts): not in the public pages' first load, fetched with
 * every lazy screen (the app router) in the active language.
 */
const SIGNED_IN_CATALOGS: CatalogLoaders = {
  en: () => import('../signed-in-locales/en.po'),
  'fr-CA': () => import('../signed-in-locales/fr-CA.po'),
  es: () => import('../signed-in-locales/es.po'),
};

/** A screen outside the first bundle, with the signed-in screens' shared words. */
export const withSignedInTexts = <T>(screen: Promise<T>): Promise<T> => withCatalogs(SIGNED_IN_CATALOGS, screen);

/** Common's texts (messages.ts and kin) in the other languages: each its own chunk, fetched with the language. */
const COMMON_TEXTS: Record<Exclude<Locale, 'en'>, () => Promise<{ translate(english: string): string }>> = {
  'fr-CA': () => import('@hearth/common/i18n/fr-CA'),
  es: () => import('@hearth/common/i18n/es'),
};
const common = new Map<Locale, (english: string) => string>();
const fetchingCommon = new Map<Locale, Promise<void>>();
const commonListeners = new Set<() => void>();

/**
 * Common's texts a server-rendered page shows, by language, as the server wrote them into the page (seedCommonTexts):
 * the take-over shows the same words without fetching all of common's texts first (the public pages' first-load
 * JavaScript budget, bench/README.md). The rest are fetched when a text outside them is needed.
 */
const seeded = new Map<Locale, ReadonlyMap<string, string>>();

/** Common's texts in `locale`, fetched once; the screens showing one of them are told when they arrive. */
export function whenCommonTexts(locale: string = i18n.locale): Promise<void> {
  if (!isLocale(locale) || locale === DEFAULT_LOCALE || common.has(locale)) return Promise.resolve();
  let fetching = fetchingCommon.get(locale);
  if (!fetching) {
    fetching = COMMON_TEXTS[locale as Exclude<Locale, 'en'>]().then(
      (texts) => {
        common.set(locale, texts.translate);
        commonListeners.forEach((listener) => listener());
      },
      (error: unknown) => {
        // A failed fetch (a stale chunk, the network) is tried again by the next text that needs it.
        fetchingCommon.delete(locale);
        throw error;
      },
    );
    fetchingCommon.set(locale, fetching);
  }
  return fetching;
}

/** Calls `listener` each time a language's common texts arrive; returns the unsubscribe. */
export function onCommonTexts(listener: () => void): () => void {
  commonListeners.add(listener);
  return () => void commonListeners.delete(listener);
}

/** The common texts a server-rendered page was rendered with (its page data): enough to take the page over. */
export function seedCommonTexts(locale: Locale, texts: Readonly<Record<string, string>>): void {
  if (locale !== DEFAULT_LOCALE) seeded.set(locale, new Map(Object.entries(texts)));
}

/** The catalog of a language, fetched once, with common's translations when it is not English and the page did not bring them. */
async function catalogOf(locale: Locale): Promise<Messages> {
  // Each import is fetched once (the module system keeps it); the features' catalogs join the app's.
  const [catalog, ...features] = await Promise.all([
    CATALOGS[locale](),
    ...[...featureCatalogs].map((feature) => feature[locale]()),
    seeded.has(locale) ? null : whenCommonTexts(locale),
  ]);
  return Object.assign({}, catalog.messages, ...features.map((feature) => feature?.messages));
}

/** While a server render runs, the common texts it translated (english → translation). */
let recording: Map<string, string> | null = null;

/**
 * Runs a server render (synchronous, so no other request's render interleaves) and answers the common texts it
 * showed in another language than English: the page carries them for the take-over (seedCommonTexts).
 */
export function recordCommonTexts<T>(render: () => T): { result: T; texts: Record<string, string> } {
  recording = new Map();
  try {
    const result = render();
    return { result, texts: Object.fromEntries(recording) };
  } finally {
    recording = null;
  }
}

/**
 * A text of common's (written in English) in `locale`. Before that language's texts have arrived: the one the page
 * was rendered with, else the English while they are fetched (the screens showing it render again when they come).
 */
export function commonText(locale: string, english: string): string {
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return english;
  const translate = common.get(locale);
  if (translate) {
    const text = translate(english);
    // Kept even when it reads as the English: the take-over must not fetch the table for it.
    recording?.set(english, text);
    return text;
  }
  const seen = seeded.get(locale)?.get(english);
  if (seen !== undefined) return seen;
  whenCommonTexts(locale).catch(() => undefined);
  return english;
}

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
