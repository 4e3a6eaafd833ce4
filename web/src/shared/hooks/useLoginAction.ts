/**
 * Starts the sign-in from a Login button: when the guard sent the user to /home?redirect=..., the
 * app returns to that URL after sign-in; otherwise to the page the user is on.
 */
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { safeRedirect } from '../auth/AuthProvider';
import { LOGIN_PATH } from '../auth/paths';

export function useLoginAction() {
  const { login } = useAuth();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return useCallback((to?: string) => login(to ?? (redirect ? safeRedirect(redirect) : undefined)), [login, redirect]);
}

/**
 * A Login link's address and action. A server-rendered page is readable before its app has started
 * (docs/requirements.md §13), so its Login is a link to /login?redirect=<where to return>, which starts the
 * sign-in there; once the app runs, pressing it starts the sign-in at once.
 */
export function useLoginLink() {
  const { login } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = safeRedirect(params.get('redirect') ?? `${location.pathname}${location.search}`);
  return {
    to: `${LOGIN_PATH}?${new URLSearchParams({ redirect: returnTo }).toString()}`,
    onClick: (event: { preventDefault(): void }) => {
      event.preventDefault();
      void login(returnTo);
    },
  };
}
