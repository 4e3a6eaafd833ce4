/**
 * Documents: Resources & Links (the page members open most, so in the first bundle), one document's
 * download page, and the editors' "Admin: Newsletters / Minutes / Documents". The feature's front door.
 */
export { default as ResourcesPage } from './ResourcesPage';
export const loadDocumentPage = () => import('./DocumentPage');
export const loadDocumentsScreen = () => import('./admin/DocumentsScreen').then((m) => ({ default: m.DocumentsScreen }));
