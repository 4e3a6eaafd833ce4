/** The silent-renewal iframe page: hands the provider's answer back to the app (oidc-client-ts). */
import { UserManager } from 'oidc-client-ts';

new UserManager({ authority: `${location.origin}/oidc`, client_id: 'portal-web', redirect_uri: location.href })
  .signinSilentCallback()
  .catch((e: unknown) => console.error('Silent renewal failed', e));
