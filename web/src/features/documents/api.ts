/**
 * The documents' calls (docs/api.md): the members' lists of one type, the editor's list of one type
 * (Admin: Newsletters, Minutes, Documents) with its add and update, and file downloads with progress.
 */
import { queryOptions } from '@tanstack/react-query';
import { DOWNLOAD_AREA_BY_DOC_TYPE, type DocTypeHeader, type DocumentBody, type DownloadArea, type PortalDocument } from '@hearth/common';
import { apiClient } from '../../shared/api';
import { addCall, updateRangeCall } from '../../shared/editable-list/list-calls';

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

/** The documents of one type as an editor sees them. */
export const editorDocumentsQuery = (docType: DocTypeHeader) =>
  queryOptions({
    queryKey: documentKeys.editor(docType),
    queryFn: () => apiClient.get<PortalDocument[]>('/document', { headers: { docType } }),
  });

/** The server refuses unknown fields, so a document is sent with exactly its wire fields (common's DocumentBody). */
const documentModel = (d: PortalDocument): DocumentBody => ({
  id: d.id,
  title: d.title,
  docType: d.docType,
  documentName: d.documentName,
  // A date is sent as typed, a cleared one as '', so the server refuses it instead of keeping the old one.
  documentDate: d.documentDate ?? '',
});

/** The add answers the new item only, so the list hook loads the list again; the update answers the list. */
export const documentMutations = {
  add: () => addCall('/document/add', documentModel, 'item'),
  update: (docType: DocTypeHeader) => updateRangeCall('/document/updaterange', documentModel, { headers: { docType } }),
};

/** GET /api/file/download with headers area and fileName (docs/api.md). */
export const downloadFile = (area: DownloadArea, fileName: string, onProgress?: (percent: number) => void) =>
  apiClient.download('/file/download', { headers: { area, fileName }, onProgress });

export const downloadDocument = (doc: PortalDocument, onProgress?: (percent: number) => void) =>
  downloadFile(DOWNLOAD_AREA_BY_DOC_TYPE[doc.docType], doc.documentName, onProgress);
