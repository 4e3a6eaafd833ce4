import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@hearth/common';
import { commonText } from './catalogs';

export interface LocaleState {
  locale: Locale;
  /** Fetches the language's catalog, switches the page to it and keeps the choice for the next visit. */
  changeLocale(locale: Locale): Promise<void>;
}

export const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE, changeLocale: async () => undefined });

export const useLocale = () => useContext(LocaleContext);

/** A function that shows a text of common's (messages.ts and kin, written in English) in the reader's language. */
export function useCommonText(): (english: string) => string {
  const { locale } = useLocale();
  return (english) => commonText(locale, english);
}
