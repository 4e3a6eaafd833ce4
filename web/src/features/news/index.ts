/**
 * News: the published items (rendered on the server, so in the first bundle) and "Admin: News".
 * The feature's front door: the app imports nothing else of this folder.
 */
import { withCatalogs, type CatalogLoaders } from '../../shared/i18n';
import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** The feature's own words (only signed-in screens show them): fetched with its screens, never in the first load. */
const CATALOGS: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'fr-CA': () => import('./locales/fr-CA.po'),
  es: () => import('./locales/es.po'),
};

export { default as NewsPage } from './NewsPage';
/** @public Found by the app's admin routes in every feature's front door. */
export const adminScreens = {
  news: () => withCatalogs(CATALOGS, import('./admin/NewsScreen')).then((m) => ({ default: m.NewsScreen })),
} satisfies AdminScreenLoaders;
/** The key of the published items the server renders. */
export { newsKeys } from './api';
