/** One's own account: password, e-mail, profile, two-factor sign-in and notices (/manage). The feature's front door. */
import { withCatalogs, type CatalogLoaders } from '../../shared/i18n';
import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** The feature's own words (only signed-in screens show them): fetched with its screens, never in the first load. */
const CATALOGS: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'fr-CA': () => import('./locales/fr-CA.po'),
  es: () => import('./locales/es.po'),
};
export const loadManagePage = () => withCatalogs(CATALOGS, import('./ManagePage'));

/** @public No list screen of the admin routes: its staff screens have routes of their own (the app router). */
export const adminScreens = {} satisfies AdminScreenLoaders;
