/** Route guard (docs/requirements.md, "Routes"): unauthenticated users go to /home?redirect=<the requested URL>. */
import { use, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { useLocale } from '../i18n';
import { loadQueryString } from '../api/load-query-string';
import { Spinner } from '../ui/Spinner';
import { useAuth } from './auth-context';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  const { i18n } = useLocale();
  if (isLoading) return <Spinner show label={i18n._(msg`Checking your session`)} />;
  if (!isAuthenticated) {
    // qs comes only with a visitor sent away, keeping it off the first load of the public pages.
    const { toQueryString } = use(loadQueryString());
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/home${toQueryString({ redirect })}`} replace />;
  }
  return <>{children}</>;
}
