/**
 * Amenity bookings, with the amenities administrators define ("Admin: Amenities", the registry's
 * feature `bookings`). The feature's front door: the app imports nothing else of this folder.
 */
import { withCatalogs, type CatalogLoaders } from '../../shared/i18n';
import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** The feature's own words (only signed-in screens show them): fetched with its screens, never in the first load. */
const CATALOGS: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'fr-CA': () => import('./locales/fr-CA.po'),
  es: () => import('./locales/es.po'),
};
export const loadBookingsPage = () => withCatalogs(CATALOGS, import('./BookingsPage'));
export const loadAdminAmenitiesPage = () => withCatalogs(CATALOGS, import('./admin/AdminAmenitiesPage'));
/** The header's count of bookings waiting for a decision. */
export { pendingBookingCountQuery } from './api';

/** @public No list screen of the admin routes: its staff screens have routes of their own (the app router). */
export const adminScreens = {} satisfies AdminScreenLoaders;
