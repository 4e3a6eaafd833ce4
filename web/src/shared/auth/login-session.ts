/**
 * The login record of this browser tab (spec 4): created once after sign-in through
 * POST /api/profile/recordlogin and kept in sessionStorage; page visits refer to its id.
 * Visitors get one too when the server grants it (under the 'visitor' profile), else loginId 0.
 */
import { apiClient } from '../api/client';

const KEY = 'hearth.login';
interface StoredLogin { who: string; loginId: number }

const read = (): StoredLogin | null => {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
};

let pending: { who: string; promise: Promise<number> } | null = null;

/** The login id for `who` (the user id, or 'visitor'), recording a login the first time. */
export function ensureLoginId(who: string, userId: number | null): Promise<number> {
  const stored = read();
  if (stored && stored.who === who) return Promise.resolve(stored.loginId);
  if (pending && pending.who === who) return pending.promise;
  const promise = apiClient
    .post<{ id?: number } | number>('/profile/recordlogin', { userId })
    .then((record) => {
      const loginId = typeof record === 'number' ? record : Number(record?.id ?? 0);
      sessionStorage.setItem(KEY, JSON.stringify({ who, loginId }));
      return loginId;
    })
    .catch(() => {
      // A visitor refused a login record logs under loginId 0 for the rest of the tab's life.
      if (who === 'visitor') sessionStorage.setItem(KEY, JSON.stringify({ who, loginId: 0 }));
      return 0;
    })
    .finally(() => {
      pending = null;
    });
  pending = { who, promise };
  return promise;
}

export const forgetLogin = () => sessionStorage.removeItem(KEY);
