import { idempotent, route } from '../../../platform/routes';

export default {
  routes: [
    route('GET', '/board', 'board.list', 'superUser'),
    route('GET', '/board/active', 'board.active', 'authenticated'),
    idempotent(route('POST', '/board/add', 'board.add', 'superUser')),
    route('PUT', '/board/updaterange', 'board.updateRange', 'superUser'),
    route('POST', '/board/grant', 'board.grant', 'superUser'),
    route('POST', '/board/revoke', 'board.revoke', 'superUser'),
  ],
};
