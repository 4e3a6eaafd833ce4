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
