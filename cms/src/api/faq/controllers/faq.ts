import { faqModelSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { jsonBody, sendJsonText } from '../../../platform/request';
import { UID } from '../../../platform/content-registry';

const faqs = (strapi) => strapi.service(UID.faq);

export default ({ strapi }) => ({
  async list(ctx) {
    sendJsonText(ctx, await faqs(strapi).listJson());
  },
  /** POST /faq/add and PUT /faq/update: id 0 adds, any other id updates (spec 4). */
  async save(ctx) {
    ctx.body = await faqs(strapi).save(parseOrThrow(faqModelSchema, jsonBody(ctx)));
  },
});
