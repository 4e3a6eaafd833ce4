/**
 * Common's texts in each language, for the server (it answers in the requester's). The web app
 * fetches one language's module (./fr-CA, ./es) when the reader's language is not English.
 */
import type { Locale } from '../locale';
import * as es from './es';
import * as frCA from './fr-CA';

/** Every message set of common and its translation, per language (English is the source). */
export const COMMON_TRANSLATIONS = { 'fr-CA': frCA.PAIRS, es: es.PAIRS } as const;

const LANGUAGES = { 'fr-CA': frCA, es } as const;

/** A text of common's, written in English, in `locale`; a text it does not know stays as written. */
export const translateCommon = (locale: Locale, english: string): string =>
  locale === 'en' ? english : LANGUAGES[locale].translate(english);
