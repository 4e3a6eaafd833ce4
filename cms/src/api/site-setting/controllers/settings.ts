import { sendJsonText } from '../../../platform/request';

export default ({ strapi }) => ({
  async find(ctx) {
    sendJsonText(ctx, await strapi.service('api::site-setting.settings').json());
  },
});
