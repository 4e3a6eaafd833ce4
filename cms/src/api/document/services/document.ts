/**
 * Community documents, newsletters and minutes (docs/requirements.md, "Data", requirements, "States and transitions", requirements, "Constants"). Lists are sorted as docs/requirements.md, "Constants" says
 * (documents by title, newsletters and minutes by date, newest first) and every item carries the
 * year of its document date, for the year buttons. Files stay private: `link` is the download call.
 */
import type { Core } from '@strapi/strapi';
import {
  DOC_TYPE_BY_HEADER,
  documentPageLink,
  Messages,
  sortDocumentsByDateDesc,
  sortDocumentsByTitle,
  yearOf,
  type DocType,
  type DocTypeHeader,
  type DocumentModel,
  type PortalDocument,
  DOWNLOAD_AREA_BY_DOC_TYPE,
  DEFAULT_LOCALE,
  type Locale,
} from '@hearth/common';
import { badRequest, notFound } from '../../../platform/http-errors';
import type { PortalUser } from '../../../identity/front-door';
import { publicCache } from '../../../platform/public-cache';
import { privateFileExists } from '../../file/front-door';
import { UID } from '../../../platform/content-registry';
import type { Input, Row } from '../../../platform/rows';
import { serviceOf } from '../../../platform/services';
import type { profileService } from '../../profile/front-door';
import { mayRead } from '../../records/front-door';
import type { recordsService } from '../../records/front-door';
import { ENGLISH, cacheKeyIn, inLanguage } from '../../../platform/content-languages';

const today = () => new Date().toISOString().slice(0, 10);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * A list as JSON text in `locale`: the caller's right checked first, then the versioned cache of their
   * kind of reader in that language.
   */
  async listJson(header: DocTypeHeader, user: PortalUser, locale: Locale = DEFAULT_LOCALE): Promise<string> {
    if (header === 'minutes') await serviceOf<typeof profileService>(strapi, UID.profile).requireMinutesReader(user);
    const docType = DOC_TYPE_BY_HEADER[header];
    // The one read rule (records' mayRead): official records listed only to their audience (docs/requirements.md, "Official records and rule packs").
    const records = serviceOf<typeof recordsService>(strapi, 'api::records.records');
    const viewer = await records.viewer(user);
    const key = `${docType}:${viewer.reader}${viewer.minutes ? ':minutes' : ''}`;
    return publicCache(strapi).get(UID.document, cacheKeyIn(key, locale), async () => {
      const categories = await records.categories();
      return this.listOf(docType, (row) => mayRead(row, viewer, categories), locale);
    });
  },

  /**
   * One kind's items, read from the English rows (ids, order and shared fields); in another language
   * each title is its translation's, else the English one marked `locale: 'en'` (content-languages.ts).
   * An official record is one text: its title is never read from a translation.
   */
  async listOf(
    docType: DocType,
    readable: (row: Row<typeof UID.document>) => boolean = () => true,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<PortalDocument[]> {
    const rows = await strapi.db.query(UID.document).findMany({ where: { ...ENGLISH, docType, archivedAt: { $null: true } } });
    const english = rows.filter(readable);
    const sorted = (docs: PortalDocument[]) => (docType === 'Document' ? sortDocumentsByTitle(docs) : sortDocumentsByDateDesc(docs));
    if (locale === DEFAULT_LOCALE) return sorted(english.map(serialize));
    const translatable = english.filter((row) => !row.recordsCategory);
    const translated = new Map(
      (
        await inLanguage(
          strapi,
          UID.document,
          translatable.map((row) => ({ item: serialize(row), documentId: row.documentId })),
          locale,
          (item, row: Row<typeof UID.document>) => ({ ...item, title: row.title }),
        )
      ).map((doc) => [doc.id, doc]),
    );
    // Sorted by the English titles: the same order in every language.
    return sorted(english.map(serialize)).map((doc) => translated.get(doc.id) ?? { ...doc, locale: DEFAULT_LOCALE });
  },

  /** POST /document/add: answers the new item. The file must have been uploaded to its area. */
  async add(model: DocumentModel): Promise<PortalDocument> {
    await this.checkFile(model.docType, model.documentName as string);
    const created = await strapi
      .documents(UID.document)
      .create({ data: toData(model, (model.documentDate as string | undefined) ?? today()) });
    return serialize(await strapi.db.query(UID.document).findOne({ where: { ...ENGLISH, documentId: created.documentId } }));
  },

  /** PUT /document/updaterange: the changed items, all or none; answers the full list of that kind. */
  async updateRange(models: DocumentModel[], user: PortalUser): Promise<PortalDocument[]> {
    // The answer lists every minutes row: for their readers only, like the list itself.
    if (models.some((m) => m.docType === 'Minutes')) await serviceOf<typeof profileService>(strapi, UID.profile).requireMinutesReader(user);
    const rows: Row<typeof UID.document>[] = await strapi.db
      .query(UID.document)
      .findMany({ where: { ...ENGLISH, id: { $in: models.map((m) => m.id) } } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const model of models) {
      const row = byId.get(model.id);
      if (!row) throw notFound(Messages.notFound);
      if (row.docType !== model.docType) throw badRequest('The kind of a document cannot be changed.');
      await this.checkFile(model.docType, model.documentName as string);
    }
    await strapi.db.transaction(async () => {
      for (const model of models) {
        const row = byId.get(model.id)!;
        await strapi.documents(UID.document).update({
          documentId: row.documentId,
          data: toData(model, (model.documentDate as string | undefined) ?? String(row.documentDate)),
        });
      }
    });
    return this.listOf(models[0].docType);
  },

  async checkFile(docType: DocType, name: string) {
    if (!(await privateFileExists(strapi, DOWNLOAD_AREA_BY_DOC_TYPE[docType], name))) throw badRequest(Messages.fileNotFound);
  },
});

const toData = (model: DocumentModel, documentDate: string): Input<typeof UID.document> => ({
  title: model.title,
  docType: model.docType,
  documentDate,
  documentName: model.documentName,
});

function serialize(row: Row<typeof UID.document>): PortalDocument {
  const area = DOWNLOAD_AREA_BY_DOC_TYPE[row.docType as DocType];
  const documentDate = String(row.documentDate).slice(0, 10);
  return {
    id: row.id,
    title: row.title,
    docType: row.docType,
    documentName: row.documentName,
    documentFolder: row.documentFolder ?? area,
    documentDate,
    docDate: documentDate,
    year: yearOf(documentDate),
    link: documentPageLink(area, row.documentName),
  };
}
