/**
 * Documents: Resources & Links (the page members open most, so in the first bundle), one document's
 * download page, and the editors' "Admin: Newsletters / Minutes / Documents". The feature's front door.
 */
import { withCatalogs, type CatalogLoaders } from '../../shared/i18n';
import { createElement, type ComponentProps } from 'react';
import type { AdminScreenLoaders } from '../../shared/admin-screens';
import type { DocumentsScreen } from './admin/DocumentsScreen';

/** The feature's own words (only signed-in screens show them): fetched with its screens, never in the first load. */
const CATALOGS: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'fr-CA': () => import('./locales/fr-CA.po'),
  es: () => import('./locales/es.po'),
};

export { default as ResourcesPage } from './ResourcesPage';
export const loadDocumentPage = () => withCatalogs(CATALOGS, import('./DocumentPage'));
/** One screen, three settings: each list its own route and chunk entry, so moving between them starts afresh. */
const documentsScreen = (kind: ComponentProps<typeof DocumentsScreen>['kind']) => () =>
  withCatalogs(CATALOGS, import('./admin/DocumentsScreen')).then((m) => ({ default: () => createElement(m.DocumentsScreen, { kind }) }));

/** @public Found by the app's admin routes in every feature's front door. */
export const adminScreens = {
  newsletters: documentsScreen('newsletters'),
  minutes: documentsScreen('minutes'),
  documents: documentsScreen('documents'),
} satisfies AdminScreenLoaders;
