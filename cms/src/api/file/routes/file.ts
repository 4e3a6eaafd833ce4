import { UPLOAD_AREAS, UPLOAD_AREA_NAMES } from '@hearth/common';
import { route } from '../../../platform/routes';

export default {
  routes: [
    // One upload call per area of the registry (common/src/uploads.ts), with its audience.
    ...UPLOAD_AREA_NAMES.map((area) => route('POST', `/file/${area}`, 'file.upload', UPLOAD_AREAS[area].audience)),
    // Area-dependent (minutes: owner or admin; votes: who may see the vote): checked in the service.
    route('GET', '/file/download', 'file.download', 'authenticated'),
  ],
};
