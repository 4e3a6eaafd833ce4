/** The app's language: Lingui's provider, and the current language with a way to change it. */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { isLocale, DEFAULT_LOCALE, type Locale } from '@hearth/common';
import { activateLocale, onCommonTexts, rememberLocale } from './catalogs';
import { LocaleContext } from './locale-context';

export function LocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>(isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
  useEffect(() => i18n.on('change', () => setLocale(isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE)), [i18n]);
  // Common's texts arriving after the take-over (catalogs.ts): the screens that showed one in English show it again.
  const [commonTexts, setCommonTexts] = useState(0);
  useEffect(() => onCommonTexts(() => setCommonTexts((n) => n + 1)), []);
  const changeLocale = useCallback(
    async (next: Locale) => {
      await activateLocale(next, i18n);
      rememberLocale(next);
    },
    [i18n],
  );
  const value = useMemo(() => ({ locale, changeLocale, i18n, commonTexts }), [locale, changeLocale, i18n, commonTexts]);
  return (
    <I18nProvider i18n={i18n}>
      <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
    </I18nProvider>
  );
}
