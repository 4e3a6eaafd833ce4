import { idempotent, route } from '../../../platform/routes';

export default {
  routes: [
    // Minutes (header docType: minutes) are for owners and admins: checked in the service.
    route('GET', '/document', 'document.list', 'authenticated'),
    idempotent(route('POST', '/document/add', 'document.add', 'superUser')),
    route('PUT', '/document/updaterange', 'document.updateRange', 'superUser'),
  ],
};
