import { idempotent, route } from '../../../platform/routes';

export default {
  routes: [
    route('GET', '/news/active', 'news-item.active', 'public'),
    route('GET', '/news', 'news-item.list', 'superUser'),
    idempotent(route('POST', '/news/add', 'news-item.add', 'superUser')),
    route('PUT', '/news/updaterange', 'news-item.updateRange', 'superUser'),
  ],
};
