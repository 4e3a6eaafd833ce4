import { idempotent, route } from '../../../platform/routes';

export default {
  routes: [
    route('GET', '/propertymanager/current', 'property-manager.current', 'public'),
    route('GET', '/propertymanager', 'property-manager.list', 'superUser'),
    idempotent(route('POST', '/propertymanager/add', 'property-manager.add', 'superUser')),
    route('PUT', '/propertymanager/updaterange', 'property-manager.updateRange', 'superUser'),
  ],
};
