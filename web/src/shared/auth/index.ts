export { AuthProvider } from './AuthProvider';
export { hasStoredUser } from './stored-session';
export { useAuth } from './auth-context';
export { RequireAuth } from './RequireAuth';
export { usePageVisit } from './usePageVisit';
export { StandingNotice, useStanding } from './StandingNotice';
