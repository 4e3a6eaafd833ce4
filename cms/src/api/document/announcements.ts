/**
 * The document module's announcement (docs/requirements.md §10): a document, newsletter or minutes
 * added is announced once to the residents who want its kind; the notice module sends it.
 */
import type { Core } from '@strapi/strapi';
import { NOTICE_KIND_BY_DOC_TYPE, NOTICE_SUBJECT_LEADS, NoticeMail, type DocType } from '@hearth/common';
import { notAnnounced, type AnnouncementSource } from '../notice/outbox/announce';
import { dayOf } from '../notice/outbox/text';
import { publicUrl } from '../../platform/runtime';

export const documentAnnouncements = (strapi: Core.Strapi): AnnouncementSource[] => [
  {
    source: 'document',
    recordAtFirstStart: true,
    async due(now, limit) {
      const documents = (await strapi.db
        .connection('documents')
        .whereNull('archived_at')
        .whereNotExists(notAnnounced('document', 'documents.id'))
        .orderBy('id')
        .limit(limit)
        .select('id', 'title', 'doc_type', 'document_date')) as { id: number; title: string; doc_type: DocType; document_date: unknown }[];
      return documents.map((d) => {
        const kind = NOTICE_KIND_BY_DOC_TYPE[d.doc_type] ?? 'documents';
        return {
          id: Number(d.id),
          kind,
          lead: NOTICE_SUBJECT_LEADS[kind],
          title: d.title,
          excerpt: NoticeMail.documentExcerpt(kind, dayOf(d.document_date)),
          link: `${publicUrl()}/resources`,
        };
      });
    },
  },
];
