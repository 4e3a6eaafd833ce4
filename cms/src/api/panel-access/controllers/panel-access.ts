import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { Messages } from '@hearth/common';
import { serviceOf } from '../../../platform/services';
import type service from '../services/editor-accounts';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async resendInvitation(ctx: Context) {
    const userId = Number(ctx.request.body?.userId);
    if (!Number.isInteger(userId) || userId <= 0) {
      throw new errors.ValidationError(Messages.userIdInvalid);
    }
    ctx.body = await serviceOf<typeof service>(strapi, 'api::panel-access.editor-accounts').resendInvitation(userId);
  },
});
