/**
 * Common's texts in each language: the server answers in the requester's, the web app fetches this
 * module only when the reader's language is not English (its own chunk).
 */
import { Messages } from '../messages';
import type { Locale } from '../locale';
import { messagesEs } from './messages.es';
import { messagesFrCA } from './messages.fr-CA';
import { translatorFor } from './translate';

/** Every message set of common and its translation, per language (English is the source). */
export const COMMON_TRANSLATIONS = {
  'fr-CA': [{ source: Messages, target: messagesFrCA }],
  es: [{ source: Messages, target: messagesEs }],
} as const;

const translators = new Map<Locale, (english: string) => string>();

/** A text of common's, written in English, in `locale`; a text it does not know stays as written. */
export function translateCommon(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  if (!translators.has(locale)) translators.set(locale, translatorFor(COMMON_TRANSLATIONS[locale]));
  return translators.get(locale)!(english);
}
