/**
 * The documents' calls (docs/api.md): the members' lists of one type and file downloads with
 * progress; the query keys, the editors' too (their calls are in admin/api.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { DOWNLOAD_AREA_BY_DOC_TYPE, type DocTypeHeader, type DownloadArea, type PortalDocument } from '@hearth/common';
import { apiClient } from '../../shared/api';

/** The editor's lists hold unsaved edits, so their keys are their own: a change elsewhere never refetches them. */
export const documentKeys = {
  members: (docType: DocTypeHeader) => ['document', docType] as const,
  editor: (docType: DocTypeHeader) => ['admin', 'documents', docType] as const,
};

/** One kind of documents; null while the screen does not know which kinds the user may see. */
export const documentsQuery = (docType: DocTypeHeader | null) =>
  queryOptions({
    queryKey: documentKeys.members(docType ?? 'documents'),
    queryFn: () => apiClient.get<PortalDocument[]>('/document', { headers: { docType: docType! } }),
    enabled: docType !== null,
  });

/** GET /api/file/download with headers area and fileName (docs/api.md). */
export const downloadFile = (area: DownloadArea, fileName: string, onProgress?: (percent: number) => void) =>
  apiClient.download('/file/download', { headers: { area, fileName }, onProgress });

export const downloadDocument = (doc: PortalDocument, onProgress?: (percent: number) => void) =>
  downloadFile(DOWNLOAD_AREA_BY_DOC_TYPE[doc.docType], doc.documentName, onProgress);
