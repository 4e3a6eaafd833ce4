/**
 * What the API client adds to requests: the bearer token of the signed-in user (set by the
 * AuthProvider) and the anti-forgery header copied from the XSRF-TOKEN cookie (docs/requirements.md §7).
 */
import { XSRF_COOKIE } from '@hearth/common';

type TokenSource = () => string | null | undefined;
let tokenSource: TokenSource = () => null;

/** Called once by the AuthProvider; the client asks for the token on every request. */
export const setAccessTokenSource = (source: TokenSource) => {
  tokenSource = source;
};
export const currentAccessToken = () => tokenSource() ?? null;

function readCookie(name: string, cookies = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export const xsrfToken = () => readCookie(XSRF_COOKIE);

/** Only non-GET/HEAD requests to relative URLs (our own origin) carry the anti-forgery header. */
export const needsXsrf = (method: string, url: string) =>
  !['GET', 'HEAD'].includes(method.toUpperCase()) && !/^[a-z][a-z0-9+.-]*:\/\//i.test(url) && !url.startsWith('//');
