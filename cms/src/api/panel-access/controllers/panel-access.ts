import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { userIdSchema } from '@hearth/common';
import { z } from 'zod';
import { AUTH_API_BODY, parseOrThrow } from '../../../platform/http-errors';
import { serviceOf } from '../../../platform/services';
import type service from '../services/editor-accounts';

/** The invitation's account: a 400 ValidationError, as this call has always answered. */
const resendSchema = z.object({ userId: userIdSchema });

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async resendInvitation(ctx: Context) {
    const { userId } = parseOrThrow(resendSchema, ctx.request.body, AUTH_API_BODY);
    ctx.body = await serviceOf<typeof service>(strapi, 'api::panel-access.editor-accounts').resendInvitation(userId);
  },
});
