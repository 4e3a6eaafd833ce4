/**
 * The identity client (oidc-client-ts) set up as spec 7 and 9 ask: authorization code flow with PKCE
 * and nonce against the portal's own provider at /oidc, silent renewal, and the spec's timings.
 */
import { UserManager, WebStorageStateStore, type UserManagerSettings, type OidcMetadata } from 'oidc-client-ts';
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
    // oidc-client-ts 3 has no clockSkewInSeconds setting; CLOCK_SKEW_S is applied by the provider
    // to token validation, and the client trusts the expiry the provider states (expires_in).
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    ...(metadata ? { metadata } : {}),
  };
}

let managerPromise: Promise<UserManager> | null = null;

/** Reads the provider's discovery once, then builds the one UserManager of the page. */
export function getUserManager(origin = window.location.origin): Promise<UserManager> {
  managerPromise ??= (async () => {
    let metadata: Partial<OidcMetadata> | undefined;
    try {
      const response = await fetch(`${origin}/oidc/.well-known/openid-configuration`, { headers: { Accept: 'application/json' } });
      if (response.ok) metadata = (await response.json()) as Partial<OidcMetadata>;
    } catch {
      /* provider unreachable: the manager will try discovery itself when needed */
    }
    return new UserManager(oidcSettings(origin, Boolean(metadata?.check_session_iframe), metadata));
  })();
  return managerPromise;
}
