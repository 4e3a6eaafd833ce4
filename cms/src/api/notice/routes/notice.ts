import { route } from '../../../platform/routes';

export default {
  routes: [
    route('GET', '/notices/preferences', 'notice.preferences', 'authenticated'),
    route('PUT', '/notices/preferences', 'notice.savePreferences', 'authenticated'),
    route('GET', '/notices/unsubscribe', 'notice.unsubscribeInfo', 'public'),
    route('POST', '/notices/unsubscribe', 'notice.unsubscribe', 'public'),
    route('GET', '/notices/sent', 'notice.counts', 'superUser'),
  ],
};
