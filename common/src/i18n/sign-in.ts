/**
 * The identity provider's pages' words in a language: a table of their own, read by the server alone
 * (the web app's bundles never carry it), typed so a missing key does not compile.
 */
import type { Locale } from '../locale';
import { SignInWords } from '../sign-in-words';
import { signInWordsEs } from './sign-in.es';
import { signInWordsFrCA } from './sign-in.fr-CA';
import type { TranslationOf } from './translate';

const TABLES: Readonly<Record<Locale, TranslationOf<typeof SignInWords>>> = {
  en: SignInWords,
  'fr-CA': signInWordsFrCA,
  es: signInWordsEs,
};

/** The sign-in pages' words in `locale`. */
export const signInWords = (locale: Locale): TranslationOf<typeof SignInWords> => TABLES[locale];
