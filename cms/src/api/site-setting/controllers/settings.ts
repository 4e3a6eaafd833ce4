import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { sendJsonText } from '../../../platform/request';
import { serviceOf } from '../../../platform/services';
import type service from '../services/settings';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    sendJsonText(ctx, await serviceOf<typeof service>(strapi, 'api::site-setting.settings').json());
  },
});
