import { idempotent, route } from '../../../platform/routes';

/** Amenity bookings (docs/api.md "Amenity bookings", docs/authorization.md); the amenities themselves are api::amenity's. */
export default {
  routes: [
    route('GET', '/amenities/:id/availability', 'booking.availability', 'authenticated'),
    route('GET', '/bookings', 'booking.bookings', 'authenticated'),
    route('GET', '/bookings/residents', 'booking.residents', 'superUser'),
    route('GET', '/bookings/count', 'booking.pendingCount', 'superUser'),
    idempotent(route('POST', '/bookings', 'booking.book', 'authenticated')),
    route('DELETE', '/bookings/:id', 'booking.cancel', 'authenticated'),
    route('PUT', '/bookings/:id/decision', 'booking.decide', 'superUser'),
  ],
};
