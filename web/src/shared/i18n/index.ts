export { activateLocale, i18n, rememberLocale, seedCommonTexts, whenCommonTexts } from './catalogs';
export { initialLocale } from './initial-locale';
export { LocaleProvider } from './LocaleProvider';
export { useCommonText, useLocale } from './locale-context';
