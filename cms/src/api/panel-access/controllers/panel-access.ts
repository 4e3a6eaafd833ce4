import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { Messages } from '@hearth/common';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async resendInvitation(ctx) {
    const userId = Number(ctx.request.body?.userId);
    if (!Number.isInteger(userId) || userId <= 0) {
      throw new errors.ValidationError(Messages.userIdInvalid);
    }
    ctx.body = await strapi.service('api::panel-access.editor-accounts').resendInvitation(userId);
  },
});
