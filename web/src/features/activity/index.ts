/** The activity record: who changed what ("Admin: Activity"). The feature's front door. */
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
  activity: () => withCatalogs(CATALOGS, import('./ActivityScreen')).then((m) => ({ default: m.ActivityScreen })),
} satisfies AdminScreenLoaders;
