export { AuthProvider, hasStoredUser } from './AuthProvider';
export { useAuth, type AuthProfile } from './auth-context';
export { RequireAuth } from './RequireAuth';
export { usePageVisit } from './usePageVisit';
