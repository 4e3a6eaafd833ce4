/** The board of directors and the property managers: "Admin: Board Directors" and "Admin: Management". The feature's front door. */
import { withCatalogs, type CatalogLoaders } from '../../shared/i18n';
import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** The feature's own words (only signed-in screens show them): fetched with its screens, never in the first load. */
const CATALOGS: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'fr-CA': () => import('./locales/fr-CA.po'),
  es: () => import('./locales/es.po'),
};

/** @public Found by the app's admin routes in every feature's front door. */
export const adminScreens = {
  board: () => withCatalogs(CATALOGS, import('./admin/BoardScreen')).then((m) => ({ default: m.BoardScreen })),
  managers: () => withCatalogs(CATALOGS, import('./admin/ManagersScreen')).then((m) => ({ default: m.ManagersScreen })),
} satisfies AdminScreenLoaders;
