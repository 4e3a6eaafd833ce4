/**
 * Starts the sign-in from a Login button: when the guard sent the user to /home?redirect=..., the
 * app returns to that URL after sign-in; otherwise to the page the user is on.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { safeRedirect } from '../auth/AuthProvider';

export function useLoginAction() {
  const { login } = useAuth();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return useCallback((to?: string) => login(to ?? (redirect ? safeRedirect(redirect) : undefined)), [login, redirect]);
}
