/**
 * The association's language (site setting `defaultLanguage`; English unless set): the mail to people
 * who chose none, or have no account, is written in it (docs/architecture.md, "Languages").
 */
import type { Knex } from 'knex';
import { localeOr, type Locale } from '@hearth/common';

/** The settings' table, as Strapi names the single type's collection. */
const SETTINGS = 'site_settings';

/**
 * Read through `knex`, the caller's transaction when it has one (SQLite has one connection, which the
 * transaction holds): at each sending, so a change applies to the next e-mail. A language the portal
 * does not speak is English.
 */
export async function defaultLanguageOf(knex: Knex): Promise<Locale> {
  const row = (await knex(SETTINGS).first('default_language')) as { default_language?: unknown } | undefined;
  return localeOr(row?.default_language);
}
