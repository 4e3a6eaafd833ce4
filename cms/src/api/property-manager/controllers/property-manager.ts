import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { managerListSchema, managerModelSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { jsonBody, sendJsonText, varyWithReaderLanguage } from '../../../platform/request';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import { readerLocale } from '../../../platform/content-languages';
import type service from '../services/property-manager';

const managers = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, UID.propertyManager);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async current(ctx: Context) {
    const locale = await readerLocale(strapi, ctx);
    varyWithReaderLanguage(ctx);
    sendJsonText(ctx, await managers(strapi).currentJson(locale));
  },
  async list(ctx: Context) {
    ctx.body = await managers(strapi).list(false);
  },
  async add(ctx: Context) {
    ctx.body = await managers(strapi).add(parseOrThrow(managerModelSchema, jsonBody(ctx)));
  },
  async updateRange(ctx: Context) {
    ctx.body = await managers(strapi).updateRange(parseOrThrow(managerListSchema, jsonBody(ctx)));
  },
});
