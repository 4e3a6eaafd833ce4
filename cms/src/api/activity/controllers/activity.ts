import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { activityQuerySchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { serviceOf } from '../../../platform/services';
import type service from '../services/activity';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /activity: query person, kind, from, to (days, inclusive), page, pageSize. */
  async list(ctx: Context) {
    ctx.body = await serviceOf<typeof service>(strapi, 'api::activity.activity').list(parseOrThrow(activityQuerySchema, { ...ctx.query }));
  },
});
