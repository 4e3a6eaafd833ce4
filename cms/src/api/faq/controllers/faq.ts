import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { faqModelSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { jsonBody, sendJsonText } from '../../../platform/request';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type service from '../services/faq';

const faqs = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, UID.faq);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    sendJsonText(ctx, await faqs(strapi).listJson());
  },
  /** POST /faq/add and PUT /faq/update: id 0 adds, any other id updates (docs/requirements.md §4). */
  async save(ctx: Context) {
    ctx.body = await faqs(strapi).save(parseOrThrow(faqModelSchema, jsonBody(ctx)));
  },
});
