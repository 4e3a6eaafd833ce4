/**
 * The public pages and the sign-in: home and contacts (rendered on the server, so in the first
 * bundle), registration, the forgotten-credential forms, the sign-in's callback. The feature's front door.
 */
import { withCatalogs, type CatalogLoaders } from '../../shared/i18n';

export { default as HomePage } from './home/HomePage';
export { default as ContactsPage } from './contacts/ContactsPage';

/** The words of the pages below that are not in the first bundle (lingui.config.ts): fetched with them. */
const CATALOGS: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'fr-CA': () => import('./locales/fr-CA.po'),
  es: () => import('./locales/es.po'),
};

export const loadRegisterPage = () => withCatalogs(CATALOGS, import('./register/RegisterPage'));
export const loadUnauthorizedPage = () => import('./UnauthorizedPage');
export const loadForgotPasswordPage = () => withCatalogs(CATALOGS, import('./forgot/ForgotPasswordPage'));
export const loadForgotUsernamePage = () => withCatalogs(CATALOGS, import('./forgot/ForgotUsernamePage'));
export const loadResendVerificationPage = () => withCatalogs(CATALOGS, import('./forgot/ResendVerificationPage'));
export const loadResetPasswordPage = () => withCatalogs(CATALOGS, import('./reset/ResetPasswordPage'));
export const loadUnsubscribePage = () => withCatalogs(CATALOGS, import('./unsubscribe/UnsubscribePage'));
export const loadAuthCallbackPage = () => withCatalogs(CATALOGS, import('./AuthCallbackPage'));
export const loadLoginPage = () => import('./LoginPage');

import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** @public No list screen of the admin routes: its staff screens have routes of their own (the app router). */
export const adminScreens = {} satisfies AdminScreenLoaders;
