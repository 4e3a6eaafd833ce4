/** FAQ rules on every write (API and admin panel): question, answer and detail lines required (docs/requirements.md §5). */
import type { Core } from '@strapi/strapi';
import { Messages, faqDetailSchema, requiredText } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { valuesAfterWrite, type WriteContext } from '../../../platform/resource-api';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    const write = await valuesAfterWrite(strapi, context);
    if (!write) return;
    const { data, value } = write;
    parseOrThrow(requiredText(Messages.faqQuestionRequired, 500), value('question'));
    parseOrThrow(requiredText(Messages.faqAnswerRequired, 5000), value('answer'));
    if (Array.isArray(data.details)) {
      for (const detail of data.details as Record<string, unknown>[]) {
        parseOrThrow(faqDetailSchema.pick({ sequence: true, body: true }), { sequence: detail?.sequence, body: detail?.body });
      }
    }
  },
});
