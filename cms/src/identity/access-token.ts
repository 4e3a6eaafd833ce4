/**
 * Verifies the bearer access tokens the API accepts: signature by the issuer's keys,
 * issuer, audience, expiry, RS256 only (so `alg: none` and HMAC tricks fail).
 * With OIDC_ISSUER set to another provider, its published JWKS is used instead.
 */
import type { Core } from '@strapi/strapi';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { CLOCK_SKEW_S, OIDC_API_RESOURCE_PATH } from '@hearth/common';
import { publicUrl } from '../platform/runtime';
import { isDatabaseUnavailable } from '../platform/http-errors';

const builtInIssuer = () => `${publicUrl()}/oidc`;
export const apiAudience = () => process.env.OIDC_AUDIENCE || `${publicUrl()}${OIDC_API_RESOURCE_PATH}`;
const externalIssuer = () => process.env.OIDC_ISSUER || null;

export class InvalidTokenError extends Error {}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let keySet: JWTVerifyGetKey | undefined;

  async function keys(): Promise<JWTVerifyGetKey> {
    if (keySet) return keySet;
    const issuer = externalIssuer();
    if (issuer) {
      const discovery = (await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`).then((r) => r.json())) as {
        jwks_uri: string;
      };
      keySet = createRemoteJWKSet(new URL(discovery.jwks_uri));
    } else {
      const jwk = await strapi.service('api::account.signing-keys').publicJwk();
      keySet = createLocalJWKSet({ keys: [jwk] });
    }
    return keySet;
  }

  return {
    async verify(token: string): Promise<JWTPayload> {
      try {
        const { payload } = await jwtVerify(token, await keys(), {
          issuer: externalIssuer() ?? builtInIssuer(),
          audience: apiAudience(),
          algorithms: ['RS256', 'PS256', 'ES256'],
          clockTolerance: CLOCK_SKEW_S, // docs/requirements.md §9: clocks of the provider and the API may differ by 5 minutes
        });
        if (!payload.sub) throw new InvalidTokenError('The token has no subject.');
        return payload;
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error; // the signing key could not be read: not the token's fault
        throw new InvalidTokenError(error instanceof Error ? error.message : 'Invalid token');
      }
    },
  };
};
