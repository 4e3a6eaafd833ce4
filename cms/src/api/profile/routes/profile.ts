import { idempotent, route } from '../../../platform/routes';

export default {
  routes: [
    route('POST', '/profile/verify', 'profile.verify', 'public'),
    route('GET', '/profile/check', 'profile.check', 'superUser'),
    // Own profile, or anyone's for an admin: checked in the service.
    route('GET', '/profile', 'profile.get', 'authenticated'),
    route('GET', '/profile/username', 'profile.byUserName', 'authenticated'),
    // What the caller may do for which unit right now (docs/requirements.md §15).
    route('GET', '/profile/standing', 'profile.standing', 'authenticated'),
    // ownersOnly: super users; all (with the visitor profile): admin, checked in the service.
    route('GET', '/profile/all', 'profile.all', 'superUser'),
    idempotent(route('POST', '/profile/add', 'profile.add', 'authenticated')),
    route('PUT', '/profile/update', 'profile.update', 'authenticated'),
    route('PUT', '/profile/updaterange', 'profile.updateRange', 'superUser'),
    route('DELETE', '/profile/delete/:id', 'profile.remove', 'superUser'),
  ],
};
