/** Route guard (docs/requirements.md §2.1): unauthenticated users go to /home?redirect=<the requested URL>. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../ui/Spinner';
import { useAuth } from './auth-context';

export const guardRedirectPath = (requested: string) => `/home?redirect=${encodeURIComponent(requested)}`;

export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <Spinner show label="Checking your session" />;
  if (!isAuthenticated) {
    return <Navigate to={guardRedirectPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <>{children}</>;
}
