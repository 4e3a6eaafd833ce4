/**
 * Holds the signed-in user of oidc-client-ts and derives the app's authentication state from it
 * (exists and not expired). Also hands the access token to the API client.
 * oidc-client-ts itself is loaded only for a stored session or a sign-in, keeping it out of the initial bundle;
 * a stored session is read from storage directly (stored-session.ts), so a signed-in page does not wait for it.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { isAdmin as hasAdmin, isSuperUser as hasSuperUser, RECENT_LOGIN_S } from '@hearth/common';
import { setAccessTokenSource } from '../api/credentials';
import { AuthContext, type AuthProfile, type AuthState } from './auth-context';
import { ensureMyProfile } from '../hooks/useMyProfile';
import { ensureLoginId, forgetLogin } from './login-session';
import { rolesFromClaims } from './claims';
import { readProviderMetadata } from './discovery';
import { hasStoredUser, readStoredSession, usable, type Session } from './stored-session';
import { hasSignInHint, setSignInHint } from './sign-in-hint';

const getUserManager = () => {
  const discovery = readProviderMetadata();
  return import('./oidc').then((m) => m.getUserManager(discovery));
};

export function AuthProvider({ children }: { children: ReactNode }) {
  // A stored session is used at once; the identity client, loaded beside the first screen, then takes it over.
  const [user, setUser] = useState<Session | null>(readStoredSession);
  // Loading while a stored user could not be read here (the identity client then reads it), or while a tab
  // opened without one asks the provider silently for the person signed in in another tab (sign-in-hint.ts).
  const [isLoading, setLoading] = useState(() => (hasStoredUser() ? !usable(user) : hasSignInHint()));
  // Bumped when the token expires, so the derived state is computed again.
  const [expiryTick, setExpiryTick] = useState(0);
  const managerRef = useRef<UserManager | null>(null);
  const userRef = useRef<Session | null>(user);
  /**
   * The user, also in the ref the API client reads its token from, at once: the screens that the
   * new user's render mounts start their calls in effects that run before any effect of this
   * provider, and would otherwise go without the token (a 401 on a reload of a signed-in page).
   */
  const adopt = useCallback((next: Session | null) => {
    userRef.current = next;
    setUser(next);
    if (next) setSignInHint(true);
  }, []);

  const detach = useRef<(() => void)[]>([]);
  /** The identity client, loaded once; its events keep the user current (silent renewal, expiry, sign-out). */
  const manager = useCallback(async () => {
    if (managerRef.current) return managerRef.current;
    const loaded = await getUserManager();
    if (!managerRef.current) {
      managerRef.current = loaded;
      const events = loaded.events;
      detach.current.push(
        events.addUserLoaded((u) => adopt(u)),
        events.addUserUnloaded(() => adopt(null)),
        events.addAccessTokenExpired(() => setExpiryTick((t) => t + 1)),
        events.addUserSignedOut(() => {
          setSignInHint(false);
          void loaded.removeUser();
        }),
      );
    }
    return managerRef.current;
  }, [adopt]);

  // Before any screen's effect: a stored session's screens mount with this first render and ask the API at once.
  useLayoutEffect(() => setAccessTokenSource(() => usable(userRef.current)?.access_token ?? null), []);

  useEffect(() => {
    let active = true;
    if (hasStoredUser()) {
      manager()
        .then(async (m) => {
          const stored = await m.getUser().catch(() => null);
          if (active) adopt(stored);
        })
        .finally(() => active && setLoading(false));
    } else if (hasSignInHint()) {
      // A new tab of a signed-in person: its own tokens from the provider's session, without a page change.
      manager()
        .then(async (m) => {
          const signedIn = await m.signinSilent().catch(() => null);
          if (!signedIn) setSignInHint(false);
          else if (active) adopt(signedIn);
        })
        .catch(() => setSignInHint(false))
        .finally(() => active && setLoading(false));
    }
    return () => {
      active = false;
      detach.current.forEach((d) => d());
      detach.current = [];
      managerRef.current = null;
    };
  }, [manager, adopt]);

  const login = useCallback(
    async (redirectTo?: string) => {
      const target = redirectTo ?? `${window.location.pathname}${window.location.search}`;
      await (await manager()).signinRedirect({ state: { redirectTo: target } });
    },
    [manager],
  );

  /**
   * Sends the person through the login page again (prompt=login), e.g. before an e-mail change; the page
   * says why and names them (login_hint), so only the password is typed (docs/identity.md).
   */
  const reauthenticate = useCallback(
    async (redirectTo: string) => {
      const loginHint = userRef.current?.profile.preferred_username;
      await (await manager()).signinRedirect({ prompt: 'login', max_age: RECENT_LOGIN_S, login_hint: loginHint, state: { redirectTo } });
    },
    [manager],
  );

  /** New tokens for this session (after a password change ended every token issued before it). */
  const renew = useCallback(async () => {
    const renewed = await (await manager()).signinSilent().catch(() => null);
    if (renewed) adopt(renewed);
  }, [manager, adopt]);

  const logout = useCallback(async () => {
    const m = await manager();
    forgetLogin();
    setSignInHint(false);
    // docs/requirements.md §7: both tokens revoked at the provider (the API refuses the access token at once), then its session ends.
    await m.revokeTokens(['refresh_token', 'access_token']).catch(() => undefined);
    try {
      await m.signoutRedirect();
    } catch {
      await m.removeUser();
      window.location.assign('/home');
    }
  }, [manager]);

  const completeSignIn = useCallback(async () => {
    const signedIn = await (await manager()).signinRedirectCallback();
    adopt(signedIn);
    const userId = Number(signedIn.profile.sub);
    forgetLogin();
    if (Number.isFinite(userId)) {
      // A first sign-in has no profile yet (docs/requirements.md §4): create it from the claims so the login is recorded under it.
      await ensureMyProfile(signedIn.profile as AuthProfile, userId).catch(() => null);
      await ensureLoginId(String(userId), userId);
    }
    const redirectTo = (signedIn.state as { redirectTo?: string } | undefined)?.redirectTo;
    return safeRedirect(redirectTo);
  }, [manager, adopt]);

  const value = useMemo<AuthState>(() => {
    const current = usable(user);
    const profile = (current?.profile ?? null) as AuthProfile | null;
    const roles = rolesFromClaims(profile);
    const userId = profile?.sub !== undefined && Number.isFinite(Number(profile.sub)) ? Number(profile.sub) : null;
    return {
      user: current,
      isLoading,
      isAuthenticated: Boolean(current),
      roles,
      isSuperUser: hasSuperUser(roles),
      isAdmin: hasAdmin(roles),
      profile,
      userId,
      userName: profile?.preferred_username ?? null,
      accessToken: current?.access_token ?? null,
      login,
      logout,
      reauthenticate,
      renew,
      completeSignIn,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- expiryTick re-evaluates user.expired
  }, [user, isLoading, login, logout, reauthenticate, renew, completeSignIn, expiryTick]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

const PROBE_ORIGIN = 'https://portal.invalid';

/**
 * Only same-origin paths are followed after sign-in; anything else goes to the root: other
 * schemes, protocol-relative forms ('//x', '/\\x', which browsers read as '//x'), control characters.
 */
export function safeRedirect(target: string | undefined | null): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/auth-callback')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return '/';
  try {
    if (new URL(target, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return '/';
  } catch {
    return '/';
  }
  return target;
}
