/**
 * Whether this browser has a signed-in person (docs/requirements.md §7, "Other tabs"): a mark
 * without any secret, in localStorage so every tab of the portal sees it. The tokens stay in each
 * tab's own sessionStorage; a tab opened without them (a link opened in a new tab, a link in an
 * e-mail) that sees the mark asks the provider for its own tokens silently (prompt=none, on the
 * provider's session), and drops the mark when the provider answers that nobody is signed in.
 */
const KEY = 'hearth.signedIn';

export function hasSignInHint(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setSignInHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): a new tab then asks for a sign-in, as before.
  }
}
