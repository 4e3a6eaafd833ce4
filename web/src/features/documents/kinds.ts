/** The document types of the Resources menu (docs/requirements.md §2.3), with their page-visit names. */
import { canSeeMinutes, type DocTypeHeader } from '@hearth/common';

export interface DocumentKind {
  header: DocTypeHeader;
  label: string;
  pageName: string;
}

const DOCUMENT_KINDS: DocumentKind[] = [
  { header: 'documents', label: 'Community Documents', pageName: 'Community Documents' },
  { header: 'newsletters', label: 'Newsletters', pageName: 'Newsletters' },
  { header: 'minutes', label: 'Board Meeting and AGM Minutes', pageName: 'Meeting Minutes' },
];

/** Minutes are for administrators and verified owners only. */
export const kindsFor = (roles: readonly string[], ownerVerified: boolean) =>
  DOCUMENT_KINDS.filter((k) => k.header !== 'minutes' || canSeeMinutes(roles, ownerVerified));
