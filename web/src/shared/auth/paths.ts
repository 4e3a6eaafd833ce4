/** Fixed addresses of the sign-in flow (registered with the provider for client 'portal-web'). */
export const AUTH_CALLBACK_PATH = '/auth-callback';
export const SILENT_RENEW_PATH = '/silent-renew.html';
