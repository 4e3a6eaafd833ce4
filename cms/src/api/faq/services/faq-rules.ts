/** FAQ rules on every write (API and admin panel): question, answer and detail lines required (spec 5). */
import type { Core } from '@strapi/strapi';
import { Messages, faqDetailSchema, requiredText } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import type { WriteContext } from '../../../platform/resource-api';
import { FAQ_UID } from './faq';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    const data = context.params.data;
    if (!data || !['create', 'update'].includes(context.action)) return;
    let existing: Record<string, unknown> | null = null;
    if (context.action === 'update') {
      existing = await strapi.db.query(FAQ_UID).findOne({ where: { documentId: context.params.documentId } });
      if (!existing) return;
    }
    const value = (key: string) => (key in data ? data[key] : existing?.[key]);
    parseOrThrow(requiredText(Messages.faqQuestionRequired, 500), value('question'));
    parseOrThrow(requiredText(Messages.faqAnswerRequired, 5000), value('answer'));
    if (Array.isArray(data.details)) {
      for (const detail of data.details as Record<string, unknown>[]) {
        parseOrThrow(faqDetailSchema.pick({ sequence: true, body: true }), { sequence: detail?.sequence, body: detail?.body });
      }
    }
  },
});
