import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { docTypeHeaderSchema, documentListSchema, documentModelSchema, isLocale } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { headerOf, jsonBody, requireCaller, sendJsonText, varyWithReaderLanguage } from '../../../platform/request';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type service from '../services/document';
import { readerLocale } from '../../../platform/content-languages';

const documents = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, UID.document);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    const docType = parseOrThrow(docTypeHeaderSchema, headerOf(ctx, 'docType') ?? ctx.query.docType);
    // The titles in the reader's language, or in the one `lang` asks (the editors' list asks English, the
    // text they save); a language the portal does not speak is passed over.
    const asked = ctx.query.lang;
    const locale = isLocale(asked) ? asked : await readerLocale(strapi, ctx);
    varyWithReaderLanguage(ctx);
    sendJsonText(ctx, await documents(strapi).listJson(docType, requireCaller(ctx), locale));
  },
  async add(ctx: Context) {
    ctx.body = await documents(strapi).add(parseOrThrow(documentModelSchema, jsonBody(ctx)));
  },
  async updateRange(ctx: Context) {
    ctx.body = await documents(strapi).updateRange(parseOrThrow(documentListSchema, jsonBody(ctx)), requireCaller(ctx));
  },
});
