import { route } from '../../../platform/routes';

export default {
  routes: [route('GET', '/activity', 'activity.list', 'admin')],
};
