import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { faqModelSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { jsonBody, sendJsonText, varyWithReaderLanguage } from '../../../platform/request';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type service from '../services/faq';
import { readerLocale } from '../../../platform/content-languages';

const faqs = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, UID.faq);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    const locale = await readerLocale(strapi, ctx);
    varyWithReaderLanguage(ctx);
    sendJsonText(ctx, await faqs(strapi).listJson(locale));
  },
  /** POST /faq/add and PUT /faq/update: id 0 adds, any other id updates (docs/requirements.md §4). */
  async save(ctx: Context) {
    ctx.body = await faqs(strapi).save(parseOrThrow(faqModelSchema, jsonBody(ctx)));
  },
});
