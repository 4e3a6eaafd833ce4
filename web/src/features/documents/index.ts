/**
 * Documents: Resources & Links (the page members open most, so in the first bundle), one document's
 * download page, and the editors' "Admin: Newsletters / Minutes / Documents". The feature's front door.
 */
import { createElement, type ComponentProps } from 'react';
import type { AdminScreenLoaders } from '../../shared/admin-screens';
import type { DocumentsScreen } from './admin/DocumentsScreen';

export { default as ResourcesPage } from './ResourcesPage';
export const loadDocumentPage = () => import('./DocumentPage');
/** One screen, three settings: each list its own route and chunk entry, so moving between them starts afresh. */
const documentsScreen = (kind: ComponentProps<typeof DocumentsScreen>['kind']) => () =>
  import('./admin/DocumentsScreen').then((m) => ({ default: () => createElement(m.DocumentsScreen, { kind }) }));

/** @public Found by the app's admin routes in every feature's front door. */
export const adminScreens = {
  newsletters: documentsScreen('newsletters'),
  minutes: documentsScreen('minutes'),
  documents: documentsScreen('documents'),
} satisfies AdminScreenLoaders;
