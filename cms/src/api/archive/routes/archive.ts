import { route } from '../../../platform/routes';

/** Archive, restore and delete in the admin lists; :kind is one of ARCHIVE_KINDS. */
export default {
  routes: [
    route('GET', '/content/:kind/archived', 'archive.list', 'superUser'),
    route('POST', '/content/:kind/:id/archive', 'archive.archive', 'superUser'),
    route('POST', '/content/:kind/:id/restore', 'archive.restore', 'superUser'),
    route('DELETE', '/content/:kind/:id', 'archive.remove', 'admin'),
  ],
};
