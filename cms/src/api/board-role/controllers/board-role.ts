import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { sendJsonText } from '../../../platform/request';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type service from '../services/board-role';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    sendJsonText(ctx, await serviceOf<typeof service>(strapi, UID.boardRole).listJson());
  },
});
