/** Members' data (docs/requirements.md §7.2): FAQs and the document lists, and file downloads with progress. */
import { queryOptions } from '@tanstack/react-query';
import { DOWNLOAD_AREA_BY_DOC_TYPE, type DocTypeHeader, type DownloadArea, type Faq, type PortalDocument } from '@hearth/common';
import { apiClient, queryKeys } from '../../../shared/api';

export const faqsQuery = () => queryOptions({ queryKey: queryKeys.faqs(), queryFn: () => apiClient.get<Faq[]>('/faq') });

/** One kind of documents; null while the screen does not know which kinds the user may see. */
export const documentsQuery = (docType: DocTypeHeader | null) =>
  queryOptions({
    queryKey: queryKeys.documents(docType ?? 'documents'),
    queryFn: () => apiClient.get<PortalDocument[]>('/document', { headers: { docType: docType! } }),
    enabled: docType !== null,
  });

/** GET /api/file/download with headers area and fileName (docs/requirements.md §7.2). */
export const downloadFile = (area: DownloadArea, fileName: string, onProgress?: (percent: number) => void) =>
  apiClient.download('/file/download', { headers: { area, fileName }, onProgress });

export const downloadDocument = (doc: PortalDocument, onProgress?: (percent: number) => void) =>
  downloadFile(DOWNLOAD_AREA_BY_DOC_TYPE[doc.docType], doc.documentName, onProgress);
