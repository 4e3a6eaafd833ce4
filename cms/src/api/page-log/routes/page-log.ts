import { route } from '../../../platform/routes';

export default {
  routes: [
    route('POST', '/profile/recordlogin', 'page-log.recordLogin', 'authenticated'),
    // Visitors too: without a token the visit is logged under the 'visitor' profile.
    route('POST', '/profile/logpage', 'page-log.logPage', 'public-with-caller'),
  ],
};
