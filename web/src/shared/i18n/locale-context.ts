import { createContext, useCallback, useContext } from 'react';
import { i18n as appI18n, type I18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '@hearth/common';
import { commonText } from './catalogs';

export interface LocaleState {
  locale: Locale;
  /** Fetches the language's catalog, switches the page to it and keeps the choice for the next visit. */
  changeLocale(locale: Locale): Promise<void>;
  /** The render's Lingui instance, for shared components that work without Lingui's provider too. */
  i18n: I18n;
  /** Counts the arrivals of common's texts in a language, so the screens showing them render again. */
  commonTexts: number;
}

export const LocaleContext = createContext<LocaleState>({
  locale: DEFAULT_LOCALE,
  changeLocale: async () => undefined,
  i18n: appI18n,
  commonTexts: 0,
});

export const useLocale = () => useContext(LocaleContext);

/** A function that shows a text of common's (messages.ts and kin, written in English) in the reader's language. */
export function useCommonText(): (english: string) => string {
  const { locale, commonTexts } = useLocale();
  // A new function when the texts arrive, so memos and effects that use it see the translations.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- commonTexts is what changes the answers
  return useCallback((english: string) => commonText(locale, english), [locale, commonTexts]);
}
