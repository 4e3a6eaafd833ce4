import { idempotent, route } from '../../../platform/routes';

/** The amenity catalogue (docs/api.md "Amenity bookings", docs/authorization.md); its bookings are api::booking's. */
export default {
  routes: [
    route('GET', '/amenities', 'amenity.amenities', 'authenticated'),
    // Administrators define amenities (docs/requirements.md §17), as in the Strapi panel.
    idempotent(route('POST', '/amenities', 'amenity.create', 'admin')),
    route('PUT', '/amenities/:id', 'amenity.update', 'admin'),
  ],
};
