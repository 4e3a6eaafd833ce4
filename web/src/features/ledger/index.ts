/**
 * Owners' accounts on the web (docs/api.md "Owners' accounts"): the feature's front door. The router
 * mounts "My Account" and "Admin: Owner Accounts", each loaded on demand with the feature's own
 * catalog (its words are many and only signed-in screens show them), so neither adds to the first load.
 */
import type { AdminScreenLoaders } from '../../shared/admin-screens';
import { withCatalogs, type CatalogLoaders } from '../../shared/i18n';

const CATALOGS: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'fr-CA': () => import('./locales/fr-CA.po'),
  es: () => import('./locales/es.po'),
};

export const loadMyAccountPage = () => withCatalogs(CATALOGS, import('./MyAccountPage'));
export const loadAdminLedgerPage = () => withCatalogs(CATALOGS, import('./admin/AdminLedgerPage'));

/** @public No list screen of the admin routes: its staff screens have routes of their own (the app router). */
export const adminScreens = {} satisfies AdminScreenLoaders;
