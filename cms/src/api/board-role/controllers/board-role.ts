import { sendJsonText } from '../../../platform/request';
import { UID } from '../../../platform/content-registry';

export default ({ strapi }) => ({
  async list(ctx) {
    sendJsonText(ctx, await strapi.service(UID.boardRole).listJson());
  },
});
