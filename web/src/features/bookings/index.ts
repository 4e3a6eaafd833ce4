/**
 * Amenity bookings, with the amenities administrators define ("Admin: Amenities", the registry's
 * feature `bookings`). The feature's front door: the app imports nothing else of this folder.
 */
export const loadBookingsPage = () => import('./BookingsPage');
export const loadAdminAmenitiesPage = () => import('./admin/AdminAmenitiesPage');
/** The header's count of bookings waiting for a decision. */
export { pendingBookingCountQuery } from './api';
