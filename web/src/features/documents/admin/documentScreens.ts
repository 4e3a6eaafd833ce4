/** The three document screens differ only in these settings. */
import {
  ADMIN_SCREENS,
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

export const DOCUMENT_SCREENS: Record<DocTypeHeader, DocumentScreenConfig> = {
  newsletters: {
    title: ADMIN_SCREENS.newsletters.title,
    docType: 'Newsletter',
    header: 'newsletters',
    area: 'newsletters',
    addLabel: ADMIN_SCREENS.newsletters.addLabel,
    saveLabel: 'Save Newsletter',
    added: Messages.newsletterAdded,
    updated: Messages.newslettersUpdated,
    sort: sortDocumentsByDateDesc,
  },
  minutes: {
    title: ADMIN_SCREENS.minutes.title,
    docType: 'Minutes',
    header: 'minutes',
    area: 'minutes',
    addLabel: ADMIN_SCREENS.minutes.addLabel,
    saveLabel: 'Save Meeting Minutes',
    added: Messages.minutesAdded,
    updated: Messages.minutesUpdated,
    sort: sortDocumentsByDateDesc,
  },
  documents: {
    title: ADMIN_SCREENS.documents.title,
    docType: 'Document',
    header: 'documents',
    area: 'community',
    addLabel: ADMIN_SCREENS.documents.addLabel,
    saveLabel: 'Save Document',
    added: Messages.documentAdded,
    updated: Messages.documentsUpdated,
    sort: sortDocumentsByTitle,
  },
};
