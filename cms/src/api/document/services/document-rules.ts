/**
 * Document rules on every write (API and admin panel): the title message of the document's kind
 * (spec 5), a valid date (today when missing, spec 4), a bare file name, and the folder derived
 * from the kind, so a file can never be served from another area.
 */
import type { Core } from '@strapi/strapi';
import { Messages, TITLE_REQUIRED_BY_DOC_TYPE, docTypeSchema, isSafeFileName, isoDateSchema, requiredText, type DocType } from '@hearth/common';
import { badRequest, parseOrThrow } from '../../../platform/http-errors';
import type { WriteContext } from '../../../platform/resource-api';
import { AREA_BY_DOC_TYPE } from '../../file/storage';
import { DOCUMENT_UID } from './document';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    const data = context.params.data;
    if (!data || !['create', 'update'].includes(context.action)) return;
    let existing: Record<string, unknown> | null = null;
    if (context.action === 'update') {
      existing = await strapi.db.query(DOCUMENT_UID).findOne({ where: { documentId: context.params.documentId } });
      if (!existing) return;
    }
    const value = (key: string) => (key in data ? data[key] : existing?.[key]);
    const docType: DocType = parseOrThrow(docTypeSchema, value('docType') ?? 'Document');
    parseOrThrow(requiredText(TITLE_REQUIRED_BY_DOC_TYPE[docType]), value('title'));
    if (context.action === 'create' && !data.documentDate) data.documentDate = new Date().toISOString().slice(0, 10);
    parseOrThrow(isoDateSchema(Messages.documentDateRequired), String(value('documentDate') ?? '').slice(0, 10));
    if (!isSafeFileName(value('documentName'))) throw badRequest(Messages.documentFileRequired);
    data.documentFolder = AREA_BY_DOC_TYPE[docType];
  },
});
