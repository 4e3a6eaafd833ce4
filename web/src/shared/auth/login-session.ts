/**
 * The login record of this browser (docs/requirements.md §4): created once after sign-in through
 * POST /api/profile/recordlogin and kept in localStorage, so a tab opened later and signed in
 * silently (sign-in-hint.ts) counts no second login; page visits refer to its id.
 * Visitors have no login record: their visits go with loginId null under the 'visitor' profile.
 */
import { recordLogin } from '../api/site';

const KEY = 'hearth.login';
interface StoredLogin {
  who: string;
  loginId: number;
}

const read = (): StoredLogin | null => {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
};

let pending: { who: string; promise: Promise<number | null> } | null = null;

/** The login id of the signed-in user `who` (the account id), recording a login the first time. */
export function ensureLoginId(who: string | null, userId: number | null): Promise<number | null> {
  if (who === null || userId === null) return Promise.resolve(null);
  const stored = read();
  if (stored && stored.who === who) return Promise.resolve(stored.loginId);
  if (pending && pending.who === who) return pending.promise;
  const promise = recordLogin(userId)
    .then(({ id: loginId }) => {
      localStorage.setItem(KEY, JSON.stringify({ who, loginId }));
      return loginId;
    })
    .catch(() => null)
    .finally(() => {
      pending = null;
    });
  pending = { who, promise };
  return promise;
}

export const forgetLogin = () => localStorage.removeItem(KEY);
