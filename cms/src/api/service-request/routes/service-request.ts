import { idempotent, route } from '../../../platform/routes';

/** Service requests: any signed-in account; who sees which request, and staff actions, are checked in the service. */
export default {
  routes: [
    route('GET', '/requests/categories', 'service-request.categories', 'authenticated'),
    route('GET', '/requests/count', 'service-request.count', 'authenticated'),
    route('GET', '/requests', 'service-request.list', 'authenticated'),
    idempotent(route('POST', '/requests', 'service-request.create', 'authenticated')),
    route('GET', '/requests/:id', 'service-request.find', 'authenticated'),
    route('PUT', '/requests/:id/status', 'service-request.status', 'authenticated'),
    route('POST', '/requests/:id/comments', 'service-request.comment', 'authenticated'),
    route('PUT', '/requests/:id/rating', 'service-request.rate', 'authenticated'),
    route('POST', '/requests/:id/photos', 'service-request.addPhotos', 'authenticated'),
    route('GET', '/requests/:id/photos/:name', 'service-request.photo', 'authenticated'),
  ],
};
