/** Fixed addresses of the sign-in flow (registered with the provider for client 'portal-web'). */
export const AUTH_CALLBACK_PATH = '/auth-callback';
export const SILENT_RENEW_PATH = '/silent-renew.html';
/** Opens the sign-in (docs/requirements.md §13): where a Login link leads when pressed before the app has taken the page over. */
export const LOGIN_PATH = '/login';
