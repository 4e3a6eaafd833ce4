/**
 * The public pages and the sign-in: home and contacts (rendered on the server, so in the first
 * bundle), registration, the forgotten-credential forms, the sign-in's callback. The feature's front door.
 */
export { default as HomePage } from './home/HomePage';
export { default as ContactsPage } from './contacts/ContactsPage';
export const loadRegisterPage = () => import('./register/RegisterPage');
export const loadUnauthorizedPage = () => import('./UnauthorizedPage');
export const loadForgotPasswordPage = () => import('./forgot/ForgotPasswordPage');
export const loadForgotUsernamePage = () => import('./forgot/ForgotUsernamePage');
export const loadResendVerificationPage = () => import('./forgot/ResendVerificationPage');
export const loadResetPasswordPage = () => import('./reset/ResetPasswordPage');
export const loadUnsubscribePage = () => import('./unsubscribe/UnsubscribePage');
export const loadAuthCallbackPage = () => import('./AuthCallbackPage');
export const loadLoginPage = () => import('./LoginPage');

import type { AdminScreenLoaders } from '../../shared/admin-screens';

/** @public No list screen of the admin routes: its staff screens have routes of their own (the app router). */
export const adminScreens = {} satisfies AdminScreenLoaders;
