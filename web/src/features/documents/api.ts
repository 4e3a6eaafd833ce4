/**
 * The documents' calls (docs/api.md): the members' lists of one type and file downloads with
 * progress; the query keys, the editors' too (their calls are in admin/api.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { DOWNLOAD_AREA_BY_DOC_TYPE, type DocTypeHeader, type DownloadArea, type Locale, type PortalDocument } from '@hearth/common';
import { apiClient } from '../../shared/api';

/** The editor's lists hold unsaved edits, so their keys are their own: a change elsewhere never refetches them. */
export const documentKeys = {
  /** A kind's list in a language (every language's without one). */
  members: (docType: DocTypeHeader, locale?: Locale) =>
    locale ? (['document', docType, locale] as const) : (['document', docType] as const),
  editor: (docType: DocTypeHeader) => ['admin', 'documents', docType] as const,
};

/**
 * One kind of documents in the page's language (a title without a translation comes in English, marked:
 * docs/api.md); null while the screen does not know which kinds the user may see.
 */
export const documentsQuery = (docType: DocTypeHeader | null, locale: Locale) =>
  queryOptions({
    queryKey: documentKeys.members(docType ?? 'documents', locale),
    queryFn: () => apiClient.get<PortalDocument[]>('/document', { headers: { docType: docType!, 'Accept-Language': locale } }),
    enabled: docType !== null,
  });

/** GET /api/file/download with headers area and fileName (docs/api.md). */
export const downloadFile = (area: DownloadArea, fileName: string, onProgress?: (percent: number) => void) =>
  apiClient.download('/file/download', { headers: { area, fileName }, onProgress });

export const downloadDocument = (doc: PortalDocument, onProgress?: (percent: number) => void) =>
  downloadFile(DOWNLOAD_AREA_BY_DOC_TYPE[doc.docType], doc.documentName, onProgress);
