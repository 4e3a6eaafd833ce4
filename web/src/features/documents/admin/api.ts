/** The editors' calls (Admin: Newsletters, Minutes, Documents): the list of one type, its add and its update. */
import { queryOptions } from '@tanstack/react-query';
import type { DocTypeHeader, DocumentBody, PortalDocument } from '@hearth/common';
import { apiClient } from '../../../shared/api';
import { addCall, updateRangeCall } from '../../../shared/editable-list/list-calls';
import { documentKeys } from '../api';

/** The documents of one type as an editor sees them: the English titles, the text an editor saves (docs/api.md). */
export const editorDocumentsQuery = (docType: DocTypeHeader) =>
  queryOptions({
    queryKey: documentKeys.editor(docType),
    queryFn: () => apiClient.get<PortalDocument[]>('/document?lang=en', { headers: { docType } }),
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
