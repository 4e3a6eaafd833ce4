import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { docTypeHeaderSchema, documentListSchema, documentModelSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { headerOf, jsonBody, requireCaller, sendJsonText } from '../../../platform/request';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type service from '../services/document';

const documents = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, UID.document);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    const docType = parseOrThrow(docTypeHeaderSchema, headerOf(ctx, 'docType') ?? ctx.query.docType);
    sendJsonText(ctx, await documents(strapi).listJson(docType, requireCaller(ctx)));
  },
  async add(ctx: Context) {
    ctx.body = await documents(strapi).add(parseOrThrow(documentModelSchema, jsonBody(ctx)));
  },
  async updateRange(ctx: Context) {
    ctx.body = await documents(strapi).updateRange(parseOrThrow(documentListSchema, jsonBody(ctx)), requireCaller(ctx));
  },
});
