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
    // One person at a time (docs/requirements.md §15), besides the whole unit and the CSV import.
    idempotent(route('POST', '/units/:id/members', 'unit.addPerson', 'admin')),
    route('PUT', '/units/members/:id', 'unit.updatePerson', 'admin'),
    route('DELETE', '/units/members/:id', 'unit.removePerson', 'admin'),
    route('POST', '/units/invite-unregistered', 'unit.inviteUnregistered', 'admin'),
  ],
};
