import { sendJsonText } from '../../../platform/request';

export default ({ strapi }) => ({
  async list(ctx) {
    sendJsonText(ctx, await strapi.service('api::board-role.board-role').listJson());
  },
});
