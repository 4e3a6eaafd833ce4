/**
 * The identity client (oidc-client-ts) set up as docs/requirements.md §7 and §9 ask: authorization code flow with PKCE
 * and nonce against the portal's own provider at /oidc, silent renewal, and the timings of docs/requirements.md §9.
 */
import {
  UserManager,
  WebStorageStateStore,
  type OidcMetadata,
  type SigninPopupArgs,
  type SigninRedirectArgs,
  type SigninSilentArgs,
  type UserManagerSettings,
} from 'oidc-client-ts';
import {
  OIDC_API_RESOURCE_PATH,
  OIDC_CLIENT_ID,
  OIDC_SCOPES,
  SESSION_CHECK_INTERVAL_S,
  SILENT_RENEW_TIMEOUT_S,
  STALE_STATE_AGE_S,
  TOKEN_EXPIRING_NOTICE_S,
} from '@hearth/common';

import { AUTH_CALLBACK_PATH, SILENT_RENEW_PATH } from './paths';

export function oidcSettings(origin: string, monitorSession: boolean, metadata?: Partial<OidcMetadata>): UserManagerSettings {
  return {
    authority: `${origin}/oidc`,
    client_id: OIDC_CLIENT_ID,
    redirect_uri: `${origin}${AUTH_CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_RENEW_PATH}`,
    post_logout_redirect_uri: `${origin}/home`,
    response_type: 'code',
    scope: OIDC_SCOPES,
    // The API's access tokens are JWTs for this audience (resource indicator).
    resource: `${origin}${OIDC_API_RESOURCE_PATH}`,
    automaticSilentRenew: true,
    loadUserInfo: true,
    silentRequestTimeoutInSeconds: SILENT_RENEW_TIMEOUT_S,
    // Session monitoring needs the provider's check_session_iframe; without it the check is off.
    monitorSession,
    checkSessionIntervalInSeconds: SESSION_CHECK_INTERVAL_S,
    accessTokenExpiringNotificationTimeInSeconds: TOKEN_EXPIRING_NOTICE_S,
    staleStateAgeInSeconds: STALE_STATE_AGE_S,
    // oidc-client-ts 3 does not check token times itself: it counts the expiry from expires_in on this
    // browser's clock, so a wrong clock does not matter; the provider and the API allow CLOCK_SKEW_S.
    // The revocation endpoint answers 200 with an empty text/plain body (oidc-provider).
    revokeTokenAdditionalContentTypes: ['text/plain'],
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    ...(metadata ? { metadata } : {}),
  };
}

/** A fresh nonce for each authorization request (docs/requirements.md §7); the ID token must answer it. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * oidc-client-ts 3 sends a nonce only when given one: every way of starting a sign-in here gives
 * one (including the automatic silent renewal, which calls signinSilent()).
 */
export class PortalUserManager extends UserManager {
  override signinRedirect(args: SigninRedirectArgs = {}) {
    return super.signinRedirect({ nonce: newNonce(), ...args });
  }
  override signinSilent(args: SigninSilentArgs = {}) {
    return super.signinSilent({ nonce: newNonce(), ...args });
  }
  override signinPopup(args: SigninPopupArgs = {}) {
    return super.signinPopup({ nonce: newNonce(), ...args });
  }
}

let managerPromise: Promise<UserManager> | null = null;

/** Builds the one UserManager of the page from the provider's discovery (readProviderMetadata). */
export function getUserManager(
  discovery: Promise<Partial<OidcMetadata> | undefined>,
  origin = window.location.origin,
): Promise<UserManager> {
  managerPromise ??= discovery.then(
    (metadata) => new PortalUserManager(oidcSettings(origin, Boolean(metadata?.check_session_iframe), metadata)),
  );
  return managerPromise;
}
