/**
 * Route access for the portal's custom routes (docs/authorization.md). Protected routes use the
 * portal-oidc bearer strategy (401 without a valid token) and the has-audience policy (403 for
 * a wrong role); finer checks that depend on the request (own profile, minutes) are in services.
 */
import type { Audience } from '@hearth/common';

/** The name the identity module registers its token strategy under; the routes ask for it by name. */
export const PORTAL_STRATEGY = 'portal-oidc';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function access(audience: Audience | 'public-with-caller') {
  if (audience === 'public') return { auth: false as const };
  // Public, but the caller is known when a valid token is sent (page logging).
  if (audience === 'public-with-caller') return { auth: false as const, middlewares: ['global::optional-user'] };
  return {
    auth: { strategies: [PORTAL_STRATEGY] },
    policies: [{ name: 'global::has-audience', config: { audience } }],
  };
}

export const route = (method: Method, path: string, handler: string, audience: Audience | 'public-with-caller') => ({
  method,
  path,
  handler,
  config: access(audience),
});

/** A create ("add") route: the same Idempotency-Key answers the first result (idempotency.ts). */
export const idempotent = <R extends ReturnType<typeof route>>(r: R) => ({
  ...r,
  config: { ...r.config, middlewares: [...(('middlewares' in r.config && r.config.middlewares) || []), 'global::idempotency'] },
});
