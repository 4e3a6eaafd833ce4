/**
 * /login?redirect=<path> (docs/requirements.md, "Public pages before JavaScript"): a Login link pressed before the app took its page over
 * lands here, and the sign-in starts at once; a signed-in person goes straight on to where they were headed.
 */
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth';
import { safeRedirect } from '../../shared/auth/AuthProvider';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../shared/ui/Spinner';

export default function LoginPage() {
  const { isLoading, isAuthenticated, login } = useAuth();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const started = useRef(false);
  const { t } = useLingui();
  useEffect(() => {
    if (isLoading || isAuthenticated || started.current) return;
    started.current = true;
    void login(target);
  }, [isLoading, isAuthenticated, login, target]);
  if (isAuthenticated) return <Navigate to={target} replace />;
  return <Spinner show label={t`Opening the login page`} />;
}
