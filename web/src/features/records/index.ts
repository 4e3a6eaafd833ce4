/**
 * Official records: the records index (rendered on the server for visitors; a lazy chunk the app
 * fetches before taking the page over) and "Admin: Official Records". The feature's front door: the app imports nothing else of this folder.
 * Each screen comes with the feature's own catalog, so its words are not in the other pages' first load.
 */
import { withCatalogs, type CatalogLoaders } from '../../shared/i18n';

const CATALOGS: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'fr-CA': () => import('./locales/fr-CA.po'),
  es: () => import('./locales/es.po'),
};

export const loadRecordsPage = () => withCatalogs(CATALOGS, import('./RecordsPage'));
export const loadAdminRecordsPage = () => withCatalogs(CATALOGS, import('./admin/AdminRecordsPage'));
/** The key of the index the server renders (a visitor's), seeded by the server's entry. */
export { recordKeys } from './api';

import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** @public No list screen of the admin routes: its staff screens have routes of their own (the app router). */
export const adminScreens = {} satisfies AdminScreenLoaders;
