import { idempotent, route } from '../../../platform/routes';

// Directors read the roster; only administrators change it (docs/requirements.md §15).
export default {
  routes: [
    route('GET', '/units', 'unit.list', 'superUser'),
    idempotent(route('POST', '/units', 'unit.add', 'admin')),
    route('PUT', '/units/updaterange', 'unit.updateRange', 'admin'),
    route('DELETE', '/units/:id', 'unit.remove', 'admin'),
    route('POST', '/units/import', 'unit.import', 'admin'),
    route('GET', '/units/export', 'unit.export', 'superUser'),
    route('POST', '/units/members/:id/invite', 'unit.invite', 'admin'),
    route('POST', '/units/invite-unregistered', 'unit.inviteUnregistered', 'admin'),
  ],
};
