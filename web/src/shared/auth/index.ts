export { AuthProvider, safeRedirect } from './AuthProvider';
export { AuthContext, useAuth, type AuthState, type AuthProfile } from './auth-context';
export { RequireAuth, guardRedirectPath } from './RequireAuth';
export { usePageVisit, logPageVisit } from './usePageVisit';
export { rolesFromClaims } from './claims';
export { AUTH_CALLBACK_PATH, SILENT_RENEW_PATH } from './paths';
