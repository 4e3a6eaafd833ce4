/**
 * The signed-in session as this tab stored it, read without the identity client (the rule of a fast first page:
 * a signed-in page shows its screen without waiting for a library and the provider's discovery first). oidc-client-ts
 * keeps its user in sessionStorage under "oidc.user:<authority>:<client>" as the JSON of User.toStorageString();
 * stored-session.test.ts fails when the installed version writes anything this does not read.
 */

/** The identity claims (ID token and userinfo). */
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

/** What the app reads of a signed-in user: the token for the API, when it ends, and the identity claims. */
export interface Session {
  access_token: string;
  /** Seconds since the epoch; absent when the provider gave no lifetime. */
  expires_at?: number;
  profile: AuthProfile;
}

const USER_KEY_PREFIX = 'oidc.user:';

/** A session whose access token has not expired on this browser's clock, else null. */
export const usable = <S extends Session>(session: S | null): S | null =>
  session && !(session.expires_at !== undefined && session.expires_at * 1000 <= Date.now()) ? session : null;

function storedValues(): string[] {
  // The server renders every page as a visitor sees it (the server-rendered public pages).
  if (typeof window === 'undefined') return [];
  const keys = Object.keys(window.sessionStorage).filter((key) => key.startsWith(USER_KEY_PREFIX));
  return keys.map((key) => window.sessionStorage.getItem(key) ?? '');
}

/**
 * Whether this tab holds a signed-in user. A visitor's page then never waits for the identity client: it is loaded
 * when they press Login or come back from the provider.
 */
export function hasStoredUser(): boolean {
  try {
    return storedValues().length > 0;
  } catch {
    return true; // storage unreadable: ask the identity client
  }
}

/** The stored session, when there is exactly one and it reads as one; otherwise null (the identity client decides). */
export function readStoredSession(): Session | null {
  try {
    const [value, ...others] = storedValues();
    if (!value || others.length) return null;
    const stored = JSON.parse(value) as Partial<Session>;
    if (typeof stored.access_token !== 'string' || !stored.profile || typeof stored.profile !== 'object') return null;
    if (stored.expires_at !== undefined && typeof stored.expires_at !== 'number') return null;
    return { access_token: stored.access_token, expires_at: stored.expires_at, profile: stored.profile };
  } catch {
    return null;
  }
}
