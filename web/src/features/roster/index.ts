/**
 * The roster: the units and their people ("Admin: Units"), and the registered users ("Admin: Users").
 * The feature's front door: the app imports nothing else of this folder.
 */
import type { AdminScreenLoaders } from '../../shared/admin-screens';
import { withCatalogs, type CatalogLoaders } from '../../shared/i18n';

/** The roster's words: only admin screens show them, so they come with the screens, not with the first load. */
const CATALOGS: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'fr-CA': () => import('./locales/fr-CA.po'),
  es: () => import('./locales/es.po'),
};

/** @public Found by the app's admin routes in every feature's front door. */
export const adminScreens = {
  units: () => withCatalogs(CATALOGS, import('./admin/UnitsScreen')).then((m) => ({ default: m.UnitsScreen })),
  users: () => withCatalogs(CATALOGS, import('./admin/UsersScreen')).then((m) => ({ default: m.UsersScreen })),
} satisfies AdminScreenLoaders;
