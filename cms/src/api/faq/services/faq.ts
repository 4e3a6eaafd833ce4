/** FAQs (docs/requirements.md §3, §4): id 0 means add, otherwise update; details in sequence order. */
import type { Core } from '@strapi/strapi';
import { Messages, type Faq, type FaqModel } from '@hearth/common';
import { notFound } from '../../../platform/http-errors';
import { publicCache } from '../../../platform/public-cache';
import { UID } from '../../../platform/content-registry';
import type { Input, Row } from '../../../platform/rows';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(): Promise<Faq[]> {
    const rows = await strapi.db
      .query(UID.faq)
      .findMany({ where: { archivedAt: { $null: true } }, populate: { details: true }, orderBy: { id: 'asc' } });
    return rows.map(serialize);
  },

  /** The list as JSON text, from the versioned cache (rebuilt after any FAQ write, here or in another process). */
  listJson(): Promise<string> {
    return publicCache(strapi).get(UID.faq, 'all', () => this.list());
  },

  async save(model: FaqModel): Promise<Faq> {
    // Detail lines are replaced as a whole: their ids are the client's, not trusted.
    const data: Input<typeof UID.faq> = {
      question: model.question,
      answer: model.answer,
      details: [...model.details].sort((a, b) => a.sequence - b.sequence).map((d) => ({ sequence: d.sequence, body: d.body })),
    };
    let documentId: string;
    if (model.id === 0) {
      documentId = (await strapi.documents(UID.faq).create({ data })).documentId;
    } else {
      const row = await strapi.db.query(UID.faq).findOne({ where: { id: model.id }, select: ['documentId'] });
      if (!row) throw notFound(Messages.notFound);
      documentId = row.documentId;
      await strapi.documents(UID.faq).update({ documentId, data });
    }
    return serialize(await strapi.db.query(UID.faq).findOne({ where: { documentId }, populate: { details: true } }));
  },
});

function serialize(row: Row<typeof UID.faq>): Faq {
  const details = [...(row.details ?? [])].sort((a, b) => a.sequence - b.sequence || a.id - b.id);
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    details: details.map((d) => ({ id: d.id, sequence: d.sequence, body: d.body })),
  };
}
