/**
 * Meetings and their statutory notices: the public notices page (rendered on the server, so in the
 * first bundle, its few words in the app's catalog) and "Admin: Meetings", loaded with the feature's own
 * catalog (the board's many words stay out of the first load). The feature's front door: the app imports nothing else of this folder.
 */
import type { AdminScreenLoaders } from '../../shared/admin-screens';
import { withCatalogs, type CatalogLoaders } from '../../shared/i18n';

const CATALOGS: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'fr-CA': () => import('./locales/fr-CA.po'),
  es: () => import('./locales/es.po'),
};

export { default as NoticesPage } from './NoticesPage';
export const loadAdminMeetingsPage = () => withCatalogs(CATALOGS, import('./admin/AdminMeetingsPage'));
/** The key of the meetings the server renders into the notices page. */
export { meetingKeys } from './api';

/** @public No list screen of the admin routes: its staff screens have routes of their own (the app router). */
export const adminScreens = {} satisfies AdminScreenLoaders;
