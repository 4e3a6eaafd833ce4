/** FAQs: the members' page and "Admin: FAQs". The feature's front door: the app imports nothing else of this folder. */
import { withCatalogs, type CatalogLoaders } from '../../shared/i18n';
import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** The feature's own words (only signed-in screens show them): fetched with its screens, never in the first load. */
const CATALOGS: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'fr-CA': () => import('./locales/fr-CA.po'),
  es: () => import('./locales/es.po'),
};

export const loadFaqsPage = () => import('./FaqsPage');
/** @public Found by the app's admin routes in every feature's front door. */
export const adminScreens = {
  faqs: () => withCatalogs(CATALOGS, import('./admin/FaqsScreen')).then((m) => ({ default: m.FaqsScreen })),
} satisfies AdminScreenLoaders;
