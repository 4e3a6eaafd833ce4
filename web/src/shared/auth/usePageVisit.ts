/**
 * Logs one page visit per visit of a screen (docs/requirements.md §1, §2.4): POST /api/profile/logpage with
 * {model:{id:0, loginId, pageName}, username}. Signed-in users log under their login record;
 * visitors (no token, loginId null) under the 'visitor' profile. Failures are silent.
 */
import { useEffect, useRef } from 'react';
import { VISITOR_USERNAME } from '@hearth/common';
import { logPage } from '../api/site';
import { useAuth } from './auth-context';
import { ensureLoginId } from './login-session';

function logPageVisit(pageName: string, userId: number | null, username: string | null) {
  return ensureLoginId(userId === null ? null : String(userId), userId)
    .then((loginId) => logPage(loginId, pageName, username))
    .catch(() => undefined);
}

export function usePageVisit(pageName: string | null | undefined) {
  const { isLoading, isAuthenticated, userId, userName } = useAuth();
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (isLoading || !pageName || logged.current === pageName) return;
    logged.current = pageName;
    const signedIn = isAuthenticated && userId !== null;
    void logPageVisit(pageName, signedIn ? userId : null, signedIn ? userName : VISITOR_USERNAME);
  }, [isLoading, pageName, isAuthenticated, userId, userName]);
}
