import { route } from '../../../platform/routes';

export default {
  routes: [
    route('GET', '/reports/logins', 'report.logins', 'admin'),
    route('GET', '/reports/logins/:loginId/pages', 'report.pages', 'admin'),
  ],
};
