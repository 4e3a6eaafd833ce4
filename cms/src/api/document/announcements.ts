/**
 * The document module's announcement (docs/requirements.md, "E-mail notices"): a document, newsletter or minutes
 * added is announced once to the residents who want its kind; the notice module sends it.
 */
import type { Core } from '@strapi/strapi';
import {
  DEFAULT_LOCALE,
  NOTICE_KIND_BY_DOC_TYPE,
  NOTICE_SUBJECT_LEADS,
  NoticeMail,
  dayIn,
  mailTexts,
  type DocType,
  type Locale,
} from '@hearth/common';
import { notAnnounced, type AnnouncementSource } from '../notice/front-door';
import { dayOf } from '../notice/front-door';
import { publicUrl } from '../../platform/runtime';
import { serviceOf } from '../../platform/services';
import type { recordsService } from '../records/front-door';

export const documentAnnouncements = (strapi: Core.Strapi): AnnouncementSource[] => [
  {
    source: 'document',
    recordAtFirstStart: true,
    async due(now, limit) {
      const documents = (await strapi.db
        .connection('documents')
        .where('locale', DEFAULT_LOCALE) // a document once, from its English row: translations are rows of their own
        .whereNull('archived_at')
        // Draft minutes are the board's: announced only once approved (the approval clears the flag).
        .where((q) => q.whereNull('minutes_draft').orWhere('minutes_draft', false))
        .whereNotExists(notAnnounced('document', 'documents.id'))
        .orderBy('id')
        .limit(limit)
        .select('id', 'title', 'doc_type', 'document_date', 'records_category', 'audience')) as {
        id: number;
        title: string;
        doc_type: DocType;
        document_date: unknown;
        records_category: string | null;
        audience: string | null;
      }[];
      const records = serviceOf<typeof recordsService>(strapi, 'api::records.records');
      const items = [];
      for (const d of documents) {
        const kind = NOTICE_KIND_BY_DOC_TYPE[d.doc_type] ?? 'documents';
        // The one read rule: an official record is announced to its readers only (never a board record to owners).
        const readers = await records.readersOf({ docType: d.doc_type, recordsCategory: d.records_category, audience: d.audience });
        items.push({
          ...(readers ? { audience: readers } : {}),
          id: Number(d.id),
          kind,
          lead: NOTICE_SUBJECT_LEADS[kind],
          title: d.title,
          excerpt: NoticeMail.documentExcerpt(kind, dayOf(d.document_date)),
          // In each reader's language: the lead and the dated line; the title as the board wrote it.
          inLanguage: (locale: Locale) => {
            const words = mailTexts(locale).notice;
            return { lead: words.lead(kind), excerpt: words.documentExcerpt(kind, dayIn(locale, dayOf(d.document_date))) };
          },
          link: `${publicUrl()}/resources`,
        });
      }
      return items;
    },
  },
];
