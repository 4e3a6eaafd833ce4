/** FAQs (docs/requirements.md §3, §4): id 0 means add, otherwise update; details in sequence order. */
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, Messages, type Faq, type FaqModel, type Locale } from '@hearth/common';
import { notFound } from '../../../platform/http-errors';
import { publicCache } from '../../../platform/public-cache';
import { UID } from '../../../platform/content-registry';
import type { Input, Row } from '../../../platform/rows';
import { ENGLISH, cacheKeyIn, inLanguage } from '../../../platform/content-languages';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The English rows' list; in another language each FAQ's question, answer and detail lines are its
   * translation's, else the English marked `locale: 'en'` (content-languages.ts).
   */
  async list(locale: Locale = DEFAULT_LOCALE): Promise<Faq[]> {
    const rows = await strapi.db
      .query(UID.faq)
      .findMany({ where: { ...ENGLISH, archivedAt: { $null: true } }, populate: { details: true }, orderBy: { id: 'asc' } });
    const english = rows.map((row) => ({ item: serialize(row), documentId: row.documentId as string }));
    return inLanguage(
      strapi,
      UID.faq,
      english,
      locale,
      // The English ids stay: a translation's own row ids are the panel's, not the list's.
      (item, row: Row<typeof UID.faq>) => {
        const translated = serialize(row);
        return { ...item, question: translated.question, answer: translated.answer, details: translated.details };
      },
      { details: true },
    );
  },

  /** The list as JSON text in `locale`, from the versioned cache (one copy per language, rebuilt after any FAQ write, here or in another process). */
  listJson(locale: Locale = DEFAULT_LOCALE): Promise<string> {
    return publicCache(strapi).get(UID.faq, cacheKeyIn('all', locale), () => this.list(locale));
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
      const row = await strapi.db.query(UID.faq).findOne({ where: { ...ENGLISH, id: model.id }, select: ['documentId'] });
      if (!row) throw notFound(Messages.notFound);
      documentId = row.documentId;
      await strapi.documents(UID.faq).update({ documentId, data });
    }
    return serialize(await strapi.db.query(UID.faq).findOne({ where: { ...ENGLISH, documentId }, populate: { details: true } }));
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
