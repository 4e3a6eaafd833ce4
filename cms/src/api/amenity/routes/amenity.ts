import { idempotent, route } from '../../../platform/routes';

/** Amenity bookings (docs/api.md "Amenity bookings", docs/authorization.md). */
export default {
  routes: [
    route('GET', '/amenities', 'amenity.amenities', 'authenticated'),
    // Administrators define amenities (docs/requirements.md §17), as in the Strapi panel.
    idempotent(route('POST', '/amenities', 'amenity.create', 'admin')),
    route('PUT', '/amenities/:id', 'amenity.update', 'admin'),
    route('GET', '/amenities/:id/availability', 'amenity.availability', 'authenticated'),
    route('GET', '/bookings', 'amenity.bookings', 'authenticated'),
    route('GET', '/bookings/residents', 'amenity.residents', 'superUser'),
    route('GET', '/bookings/count', 'amenity.pendingCount', 'superUser'),
    idempotent(route('POST', '/bookings', 'amenity.book', 'authenticated')),
    route('DELETE', '/bookings/:id', 'amenity.cancel', 'authenticated'),
    route('PUT', '/bookings/:id/decision', 'amenity.decide', 'superUser'),
  ],
};
