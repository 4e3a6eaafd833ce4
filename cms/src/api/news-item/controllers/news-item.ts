import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { newsListSchema, newsModelSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { jsonBody, sendJsonText, varyWithReaderLanguage } from '../../../platform/request';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type service from '../services/news-item';
import { readerLocale } from '../../../platform/content-languages';

const news = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, UID.newsItem);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async active(ctx: Context) {
    const locale = await readerLocale(strapi, ctx);
    varyWithReaderLanguage(ctx);
    sendJsonText(ctx, await news(strapi).activeJson(locale));
  },
  async list(ctx: Context) {
    ctx.body = await news(strapi).list(false);
  },
  async add(ctx: Context) {
    ctx.body = await news(strapi).add(parseOrThrow(newsModelSchema, jsonBody(ctx)));
  },
  async updateRange(ctx: Context) {
    ctx.body = await news(strapi).updateRange(parseOrThrow(newsListSchema, jsonBody(ctx)));
  },
});
