/**
 * Votes: the owners' list, one vote's ballot and results, and "Admin: Votes". The feature's front
 * door: the app imports nothing else of this folder. Each screen is its own lazy chunk, loaded with
 * the feature's own catalog (its words are only on signed-in screens, so none is in the first load).
 */
import type { AdminScreenLoaders } from '../../shared/admin-screens';
import { withCatalogs, type CatalogLoaders } from '../../shared/i18n';

const CATALOGS: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'fr-CA': () => import('./locales/fr-CA.po'),
  es: () => import('./locales/es.po'),
};

export const loadVotesPage = () => withCatalogs(CATALOGS, import('./VotesPage'));
export const loadVotePage = () => withCatalogs(CATALOGS, import('./VotePage'));
export const loadAdminVotesPage = () => withCatalogs(CATALOGS, import('./admin/AdminVotesPage'));

/** @public No list screen of the admin routes: its staff screens have routes of their own (the app router). */
export const adminScreens = {} satisfies AdminScreenLoaders;
