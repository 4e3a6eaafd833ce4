import { route } from '../../../platform/routes';

export default {
  routes: [route('GET', '/settings', 'settings.find', 'public')],
};
