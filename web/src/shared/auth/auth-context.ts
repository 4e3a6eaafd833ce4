import { createContext, useContext } from 'react';
import type { AuthProfile, Session } from './stored-session';

// Declared with the stored session, which holds it, so the two do not import each other.
export type { AuthProfile } from './stored-session';

export interface AuthState {
  /** The signed-in session (the oidc-client-ts user once it has loaded), null when signed out. */
  user: Session | null;
  /** True while the stored session is being read at start-up. */
  isLoading: boolean;
  /** A user exists and its token has not expired (docs/requirements.md, "States and transitions"). */
  isAuthenticated: boolean;
  roles: string[];
  /** Admin or director (docs/requirements.md, "Roles and permissions"). */
  isSuperUser: boolean;
  isAdmin: boolean;
  /** The identity claims (ID token and userinfo). */
  profile: AuthProfile | null;
  /** The account id (`sub`) as a number, null when signed out. */
  userId: number | null;
  userName: string | null;
  accessToken: string | null;
  /** Starts the sign-in; after it the app returns to `redirectTo` (default: the current page). */
  login(redirectTo?: string): Promise<void>;
  logout(): Promise<void>;
  /** Sign in again at the login page (a recent sign-in is needed), then come back to `redirectTo`. */
  reauthenticate(redirectTo: string): Promise<void>;
  /** New tokens for the current session, without leaving the page. */
  renew(): Promise<void>;
  /** Completes the sign-in on /auth-callback and returns where to go next. */
  completeSignIn(): Promise<string>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
