/**
 * Amenity bookings, with the amenities administrators define ("Admin: Amenities", the registry's
 * feature `bookings`). The feature's front door: the app imports nothing else of this folder.
 */
export const loadBookingsPage = () => import('./BookingsPage');
export const loadAdminAmenitiesPage = () => import('./admin/AdminAmenitiesPage');
/** The header's count of bookings waiting for a decision. */
export { pendingBookingCountQuery } from './api';

import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** @public No list screen of the admin routes: its staff screens have routes of their own (the app router). */
export const adminScreens = {} satisfies AdminScreenLoaders;
