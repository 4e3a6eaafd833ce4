/** The three document screens differ only in these settings. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
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
  saveLabel: MessageDescriptor;
  /** The table's caption: the screen's title without "Admin: ". */
  caption: MessageDescriptor;
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
    saveLabel: msg`Save Newsletter`,
    caption: msg`Newsletters`,
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
    saveLabel: msg`Save Meeting Minutes`,
    caption: msg`Minutes`,
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
    saveLabel: msg`Save Document`,
    caption: msg`Documents`,
    added: Messages.documentAdded,
    updated: Messages.documentsUpdated,
    sort: sortDocumentsByTitle,
  },
};
