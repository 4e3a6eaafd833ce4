/** Members' data: FAQs and the document lists (spec 7.2), and file downloads with progress. */
import { useQuery } from '@tanstack/react-query';
import { DOWNLOAD_AREA_BY_DOC_TYPE, type DocTypeHeader, type Faq, type PortalDocument } from '@hearth/common';
import { apiClient } from '../../shared/api';

export const resourceKeys = {
  faqs: ['faq'] as const,
  documents: (docType: DocTypeHeader) => ['document', docType] as const,
};

export const useFaqs = () => useQuery({ queryKey: resourceKeys.faqs, queryFn: async () => (await apiClient.get<Faq[]>('/faq')) ?? [] });

export const useDocuments = (docType: DocTypeHeader | null) =>
  useQuery({
    queryKey: resourceKeys.documents(docType ?? 'documents'),
    queryFn: async () => (await apiClient.get<PortalDocument[]>('/document', { headers: { docType: docType! } })) ?? [],
    enabled: docType !== null,
  });

/** GET /api/file/download with headers area and fileName (spec 7.2). */
export const downloadDocument = (doc: PortalDocument, onProgress?: (percent: number) => void) =>
  apiClient.download('/file/download', {
    headers: { area: DOWNLOAD_AREA_BY_DOC_TYPE[doc.docType], fileName: doc.documentName },
    onProgress,
  });
