export {
  activateLocale,
  commonText,
  i18n,
  rememberLocale,
  seedCommonTexts,
  whenCommonTexts,
  withCatalogs,
  withSignedInTexts,
  type CatalogLoaders,
} from './catalogs';
export { followAddressLanguage, initialLocale } from './initial-locale';
export { LocaleProvider } from './LocaleProvider';
export { useCommonText, useLocale } from './locale-context';
