/**
 * Logs one page visit per visit of a screen (spec 1, 2.4): POST /api/profile/logpage with
 * {model:{id:0, loginId, pageName}, username}. Signed-in users log under their login record,
 * visitors under the 'visitor' profile. Failures are silent: logging never blocks a page.
 */
import { useEffect, useRef } from 'react';
import { VISITOR_USERNAME } from '@hearth/common';
import { apiClient } from '../api/client';
import { useAuth } from './auth-context';
import { ensureLoginId } from './login-session';

export function logPageVisit(pageName: string, who: string, userId: number | null, username: string) {
  return ensureLoginId(who, userId)
    .then((loginId) => apiClient.post('/profile/logpage', { model: { id: 0, loginId, pageName }, username }))
    .catch(() => undefined);
}

export function usePageVisit(pageName: string | null | undefined) {
  const { isLoading, isAuthenticated, userId, userName, profile } = useAuth();
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (isLoading || !pageName || logged.current === pageName) return;
    logged.current = pageName;
    const who = isAuthenticated ? String(profile?.sub ?? userId) : VISITOR_USERNAME;
    void logPageVisit(pageName, who, isAuthenticated ? userId : null, isAuthenticated ? (userName ?? '') : VISITOR_USERNAME);
  }, [isLoading, pageName, isAuthenticated, userId, userName, profile]);
}
