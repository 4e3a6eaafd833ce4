import { route } from '../../../platform/routes';

export default {
  routes: [
    route('POST', '/file/managerlogo', 'file.upload', 'superUser'),
    route('POST', '/file/newsletters', 'file.upload', 'superUser'),
    route('POST', '/file/community', 'file.upload', 'superUser'),
    route('POST', '/file/minutes', 'file.upload', 'superUser'),
    route('POST', '/file/news', 'file.upload', 'superUser'),
    route('POST', '/file/votes', 'file.upload', 'superUser'),
    // Amenities are defined by administrators (docs/requirements.md §17).
    route('POST', '/file/amenities', 'file.upload', 'admin'),
    // Area-dependent (minutes: owner or admin; votes: who may see the vote): checked in the service.
    route('GET', '/file/download', 'file.download', 'authenticated'),
  ],
};
