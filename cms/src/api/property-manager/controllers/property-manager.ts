import { managerListSchema, managerModelSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { jsonBody, sendJsonText } from '../../../platform/request';
import { UID } from '../../../platform/content-registry';

const managers = (strapi) => strapi.service(UID.propertyManager);

export default ({ strapi }) => ({
  async current(ctx) {
    sendJsonText(ctx, await managers(strapi).currentJson());
  },
  async list(ctx) {
    ctx.body = await managers(strapi).list(false);
  },
  async add(ctx) {
    ctx.body = await managers(strapi).add(parseOrThrow(managerModelSchema, jsonBody(ctx)));
  },
  async updateRange(ctx) {
    ctx.body = await managers(strapi).updateRange(parseOrThrow(managerListSchema, jsonBody(ctx)));
  },
});
