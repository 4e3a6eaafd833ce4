import { idempotent, route } from '../../../platform/routes';

export default {
  routes: [
    route('GET', '/faq', 'faq.list', 'authenticated'),
    idempotent(route('POST', '/faq/add', 'faq.save', 'superUser')),
    route('PUT', '/faq/update', 'faq.save', 'superUser'),
  ],
};
