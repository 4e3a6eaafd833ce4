import { afterEach, describe, expect, it } from 'vitest';
import { User } from 'oidc-client-ts';
import { hasStoredUser, readStoredSession, usable } from './stored-session';

const KEY = 'oidc.user:https://portal.example/oidc:portal-web';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

afterEach(() => sessionStorage.clear());

describe('the stored session, read without the identity client', () => {
  it('reads what the installed oidc-client-ts stores: token, expiry and claims', () => {
    const user = new User({
      access_token: 'access-1',
      token_type: 'Bearer',
      profile: { sub: '7', iss: 'https://portal.example/oidc', aud: 'portal-web', exp: 0, iat: 0, preferred_username: 'tenant' },
      expires_at: inAnHour(),
      id_token: 'id-1',
      refresh_token: 'refresh-1',
    });
    sessionStorage.setItem(KEY, user.toStorageString());
    expect(hasStoredUser()).toBe(true);
    const session = readStoredSession();
    expect(session).toEqual({ access_token: 'access-1', expires_at: user.expires_at, profile: user.profile });
    expect(usable(session)).toBe(session);
  });

  it('an expired token is no session; nothing or garbage stored is none', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ access_token: 'a', profile: { sub: '1' }, expires_at: 1 }));
    expect(usable(readStoredSession())).toBeNull();
    sessionStorage.setItem(KEY, '{not json');
    expect(readStoredSession()).toBeNull();
    sessionStorage.setItem(KEY, JSON.stringify({ access_token: 5, profile: { sub: '1' } }));
    expect(readStoredSession()).toBeNull();
    sessionStorage.clear();
    expect(hasStoredUser()).toBe(false);
    expect(readStoredSession()).toBeNull();
  });
});
