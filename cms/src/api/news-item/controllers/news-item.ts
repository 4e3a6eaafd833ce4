import { newsListSchema, newsModelSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { jsonBody, sendJsonText } from '../../../platform/request';
import { UID } from '../../../platform/content-registry';

const news = (strapi) => strapi.service(UID.newsItem);

export default ({ strapi }) => ({
  async active(ctx) {
    sendJsonText(ctx, await news(strapi).activeJson());
  },
  async list(ctx) {
    ctx.body = await news(strapi).list(false);
  },
  async add(ctx) {
    ctx.body = await news(strapi).add(parseOrThrow(newsModelSchema, jsonBody(ctx)));
  },
  async updateRange(ctx) {
    ctx.body = await news(strapi).updateRange(parseOrThrow(newsListSchema, jsonBody(ctx)));
  },
});
