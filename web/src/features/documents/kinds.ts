/** The document types of the Resources menu (docs/requirements.md §2.3), with their page-visit names. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { canSeeMinutes, type DocTypeHeader } from '@hearth/common';

export interface DocumentKind {
  header: DocTypeHeader;
  /** The menu's and the list's heading, in the reader's language through Lingui. */
  label: MessageDescriptor;
  pageName: string;
}

const DOCUMENT_KINDS: DocumentKind[] = [
  { header: 'documents', label: msg`Community Documents`, pageName: 'Community Documents' },
  { header: 'newsletters', label: msg`Newsletters`, pageName: 'Newsletters' },
  { header: 'minutes', label: msg`Board Meeting and AGM Minutes`, pageName: 'Meeting Minutes' },
];

/** Minutes are for administrators and verified owners only. */
export const kindsFor = (roles: readonly string[], ownerVerified: boolean) =>
  DOCUMENT_KINDS.filter((k) => k.header !== 'minutes' || canSeeMinutes(roles, ownerVerified));
