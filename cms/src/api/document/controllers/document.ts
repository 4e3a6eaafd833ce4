import { docTypeHeaderSchema, documentListSchema, documentModelSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { headerOf, jsonBody, requireCaller, sendJsonText } from '../../../platform/request';
import { UID } from '../../../platform/content-registry';

const documents = (strapi) => strapi.service(UID.document);

export default ({ strapi }) => ({
  async list(ctx) {
    const docType = parseOrThrow(docTypeHeaderSchema, headerOf(ctx, 'docType') ?? ctx.query.docType);
    sendJsonText(ctx, await documents(strapi).listJson(docType, requireCaller(ctx)));
  },
  async add(ctx) {
    ctx.body = await documents(strapi).add(parseOrThrow(documentModelSchema, jsonBody(ctx)));
  },
  async updateRange(ctx) {
    ctx.body = await documents(strapi).updateRange(parseOrThrow(documentListSchema, jsonBody(ctx)));
  },
});
