import { activityQuerySchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';

export default ({ strapi }) => ({
  /** GET /activity: query person, kind, from, to (days, inclusive), page, pageSize. */
  async list(ctx) {
    ctx.body = await strapi.service('api::activity.activity').list(parseOrThrow(activityQuerySchema, { ...ctx.query }));
  },
});
