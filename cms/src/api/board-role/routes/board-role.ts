import { route } from '../../../platform/routes';

export default {
  routes: [route('GET', '/boardrole', 'board-role.list', 'authenticated')],
};
