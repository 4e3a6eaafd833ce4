/** The three document screens differ only in these settings. */
import {
  Messages,
  sortDocumentsByDateDesc,
  sortDocumentsByTitle,
  type DocType,
  type DocTypeHeader,
  type PortalDocument,
  type UploadArea,
} from '@hearth/common';

export interface DocumentScreenConfig {
  title: string;
  docType: DocType;
  header: DocTypeHeader;
  area: UploadArea;
  addLabel: string;
  saveLabel: string;
  added: string;
  updated: string;
  sort(docs: PortalDocument[]): PortalDocument[];
}

export const DOCUMENT_SCREENS: Record<'newsletters' | 'minutes' | 'documents', DocumentScreenConfig> = {
  newsletters: {
    title: 'Admin: Newsletters',
    docType: 'Newsletter',
    header: 'newsletters',
    area: 'newsletters',
    addLabel: 'Add Newsletter',
    saveLabel: 'Save Newsletter',
    added: Messages.newsletterAdded,
    updated: Messages.newslettersUpdated,
    sort: sortDocumentsByDateDesc,
  },
  minutes: {
    title: 'Admin: Minutes',
    docType: 'Minutes',
    header: 'minutes',
    area: 'minutes',
    addLabel: 'Add Meeting Minutes',
    saveLabel: 'Save Meeting Minutes',
    added: Messages.minutesAdded,
    updated: Messages.minutesUpdated,
    sort: sortDocumentsByDateDesc,
  },
  documents: {
    title: 'Admin: Documents',
    docType: 'Document',
    header: 'documents',
    area: 'community',
    addLabel: 'Add Community Document',
    saveLabel: 'Save Document',
    added: Messages.documentAdded,
    updated: Messages.documentsUpdated,
    sort: sortDocumentsByTitle,
  },
};
