import { createContext, useContext } from 'react';
import type { Session } from './stored-session';

export interface AuthProfile {
  sub?: string;
  preferred_username?: string;
  given_name?: string;
  family_name?: string;
  name?: string;
  email?: string;
  address?: unknown;
  role?: string | string[];
  [claim: string]: unknown;
}

export interface AuthState {
  /** The signed-in session (the oidc-client-ts user once it has loaded), null when signed out. */
  user: Session | null;
  /** True while the stored session is being read at start-up. */
  isLoading: boolean;
  /** A user exists and its token has not expired (docs/requirements.md §4). */
  isAuthenticated: boolean;
  roles: string[];
  /** Admin or director (docs/requirements.md §6). */
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
