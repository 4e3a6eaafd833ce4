/**
 * The association's own content in each language (docs/architecture.md, "Languages"): news, FAQs,
 * property managers and document titles are Strapi i18n content types. English (`en`, Strapi's
 * default locale) is the source every list is read from — its rows give the ids, the order and the
 * shared fields (dates, files, flags) — and a reader of another language gets each item's translated
 * text where its document has that locale, else the English text, marked `locale: 'en'`. English
 * answers carry no mark: they stay the spec's word for word.
 *
 * The locales are created at start (under the start lock, so two processes starting at once do not
 * both insert them), and rows stored before a type was localized become English.
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@hearth/common';
import type { Context } from 'koa';
import { browserLocale } from './request';
import { serviceOf, type Provides } from './services';

/** Strapi's name of each language in the panel's locale list (its ISO list has `fr-CA`). */
const LOCALE_LABELS: Readonly<Record<Locale, string>> = {
  en: 'English (en)',
  'fr-CA': 'French (Canada) (fr-CA)',
  es: 'Spanish (es)',
};

type LocaleService = {
  find(params: { filters?: Record<string, unknown> }): Promise<{ code: string }[]>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string | null>;
  setDefaultLocale(params: { code: string }): Promise<unknown>;
};

const localeService = (strapi: Core.Strapi) => strapi.plugin('i18n').service('locales') as unknown as LocaleService;

/** The localized content types: `pluginOptions.i18n.localized` in their schemas. */
function localizedTypes(strapi: Core.Strapi): string[] {
  return Object.values(strapi.contentTypes)
    .filter((type) => (type.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized === true)
    .map((type) => type.uid);
}

/**
 * At start, idempotent: the three locales, English the default, and every row of a localized type
 * that has no locale (stored before the type was localized) made English. Runs under the start lock.
 */
export async function ensureContentLocales(strapi: Core.Strapi): Promise<void> {
  const locales = localeService(strapi);
  const existing = new Set((await locales.find({})).map((l) => l.code));
  for (const code of LOCALES) if (!existing.has(code)) await locales.create({ code, name: LOCALE_LABELS[code] });
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
  for (const uid of localizedTypes(strapi)) {
    const adopted = await strapi.db
      .query(uid as never)
      .updateMany({ where: { locale: { $null: true } }, data: { locale: DEFAULT_LOCALE } });
    if (adopted.count) strapi.log.info(`[languages] ${adopted.count} ${uid} row(s) made English`);
  }
}

/**
 * The write pipeline's database lifecycles for localized types (write-pipeline.ts, step 3): a row
 * written without a locale by a direct query (`strapi.db.query`, not the document service, which
 * always names one) is English, as the rows stored before localization are made at start: every read
 * takes the English rows, so such a row is never left out of them.
 */
export function englishByDefault(strapi: Core.Strapi) {
  const english = (data: unknown) => {
    for (const row of Array.isArray(data) ? data : [data])
      if (row && typeof row === 'object' && (row as { locale?: unknown }).locale == null)
        (row as { locale: string }).locale = DEFAULT_LOCALE;
  };
  return {
    models: localizedTypes(strapi),
    beforeCreate: (event: { params: { data?: unknown } }) => english(event.params.data),
    beforeCreateMany: (event: { params: { data?: unknown } }) => english(event.params.data),
  };
}

/**
 * The attributes a localized type's locales share (`pluginOptions.i18n.localized: false` in its
 * schema): written once for all of a document's languages.
 */
export function sharedAttributes(strapi: Core.Strapi, uid: string): string[] {
  const attributes = strapi.contentTypes[uid as keyof typeof strapi.contentTypes]?.attributes ?? {};
  return Object.entries(attributes)
    .filter(([, a]) => (a as { pluginOptions?: { i18n?: { localized?: boolean } } }).pluginOptions?.i18n?.localized === false)
    .map(([name]) => name);
}

/** What the content languages ask of the profile module, above the platform: a signed-in person's language. */
interface ProfileLanguages {
  languageOf(userId: number): Promise<Locale | null>;
}

/**
 * The language a reader is answered in, the one rule of reads, error answers and downloads alike: a
 * signed-in person's profile language, else `browser` (the switcher's cookie, else Accept-Language).
 * Never fails: `browser` at worst.
 */
export async function readerLanguage(strapi: Core.Strapi, userId: unknown, browser: Locale): Promise<Locale> {
  if (typeof userId !== 'number') return browser;
  try {
    return (await serviceOf<Provides<ProfileLanguages>>(strapi, 'api::profile.profile').languageOf(userId)) ?? browser;
  } catch {
    return browser;
  }
}

/** The language a request is answered in (readerLanguage, with the request's browser language). */
export function readerLocale(strapi: Core.Strapi, ctx: Context): Promise<Locale> {
  let browser: Locale = DEFAULT_LOCALE;
  try {
    browser = browserLocale(ctx);
  } catch {
    // A header the parser cannot read: English.
  }
  return readerLanguage(strapi, (ctx.state as { user?: { id?: unknown } }).user?.id, browser);
}

/** Where an English answer's cached copy and its translations' differ: English keeps the key it had. */
export const cacheKeyIn = (key: string, locale: Locale) => (locale === DEFAULT_LOCALE ? key : `${key}|${locale}`);

/** The English rows only: the source of every list (ids, order, shared fields). */
export const ENGLISH = { locale: DEFAULT_LOCALE } as const;

/** Whether a content type is localized: its rows are one per language of a document. */
export const isLocalized = (strapi: Core.Strapi, uid: string) => localizedTypes(strapi).includes(uid);

/**
 * For a module that lists rows of any type (the archive): the English rows of a localized type (its
 * translations share the English row's archived day, so they would list the item once per language),
 * every row of another.
 */
export const englishRowsOf = (strapi: Core.Strapi, uid: string) => (isLocalized(strapi, uid) ? ENGLISH : {});

/**
 * English items in `locale`: each one's translated fields from its document's row in that locale, else
 * its English text marked `locale: 'en'`. Items keep their English ids. English answers are unchanged.
 */
export async function inLanguage<T extends { id: number }, R extends { documentId: string }>(
  strapi: Core.Strapi,
  uid: string,
  english: readonly { item: T; documentId: string }[],
  locale: Locale,
  translate: (item: T, row: R) => T,
  populate?: Record<string, true>,
): Promise<(T & { locale?: Locale })[]> {
  if (locale === DEFAULT_LOCALE || english.length === 0) return english.map((e) => e.item);
  const rows = (await strapi.db.query(uid as never).findMany({
    where: { locale, documentId: { $in: english.map((e) => e.documentId) } },
    ...(populate ? { populate } : {}),
  })) as R[];
  const byDocument = new Map(rows.map((row) => [row.documentId, row]));
  return english.map(({ item, documentId }) => {
    const row = byDocument.get(documentId);
    return row ? { ...translate(item, row), locale } : { ...item, locale: DEFAULT_LOCALE };
  });
}
