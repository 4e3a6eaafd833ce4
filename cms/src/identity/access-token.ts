/**
 * Verifies the bearer access tokens the API accepts: signature by the issuer's keys,
 * issuer, audience, expiry, RS256 only (so `alg: none` and HMAC tricks fail).
 * With OIDC_ISSUER set to another provider, its published JWKS is used instead.
 */
import type { Core } from '@strapi/strapi';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { CLOCK_SKEW_S, OIDC_API_RESOURCE_PATH } from '@hearth/common';
import { publicUrl } from '../platform/runtime';
import { settings } from '../platform/settings';
import { isDatabaseUnavailable } from '../platform/http-errors';
import { serviceOf } from '../platform/services';
import type signingKeysService from './signing-keys';

const builtInIssuer = () => `${publicUrl()}/oidc`;
export const apiAudience = () => settings().identity.audience ?? `${publicUrl()}${OIDC_API_RESOURCE_PATH}`;
const externalIssuer = () => settings().identity.externalIssuer;

export class InvalidTokenError extends Error {}

/**
 * Tokens whose signature, issuer and audience were checked, with their claims. The signature
 * check is most of the cost of a signed-in read and its answer never changes for the same token
 * text, so it is made once per token; the times are checked again on every use (below), and what
 * can change — account, roles, blocked, sessions ended — is read from the database by the caller
 * on every request. Nothing here can differ between processes: each would compute the same.
 */
const VERIFIED_MAX = 10_000;

/** jose's own time rules (exp, nbf) with the same tolerance. */
function stillValid(payload: JWTPayload): boolean {
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp === 'number' && payload.exp <= now - CLOCK_SKEW_S) return false;
  if (typeof payload.nbf === 'number' && payload.nbf > now + CLOCK_SKEW_S) return false;
  return true;
}

function remember(verified: Map<string, JWTPayload>, token: string, payload: JWTPayload): void {
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!); // the oldest first
  verified.set(token, payload);
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let keySet: JWTVerifyGetKey | undefined;
  /** Per instance: the issuer, audience and keys it checked against are this instance's. */
  const verified = new Map<string, JWTPayload>();

  async function keys(): Promise<JWTVerifyGetKey> {
    if (keySet) return keySet;
    const issuer = externalIssuer();
    if (issuer) {
      const discovery = (await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`).then((r) => r.json())) as {
        jwks_uri: string;
      };
      keySet = createRemoteJWKSet(new URL(discovery.jwks_uri));
    } else {
      const jwk = await serviceOf<typeof signingKeysService>(strapi, 'api::account.signing-keys').publicJwk();
      keySet = createLocalJWKSet({ keys: [jwk] });
    }
    return keySet;
  }

  return {
    async verify(token: string): Promise<JWTPayload> {
      const known = verified.get(token);
      if (known) {
        if (stillValid(known)) return known;
        verified.delete(token);
        throw new InvalidTokenError('"exp" claim timestamp check failed');
      }
      try {
        const { payload } = await jwtVerify(token, await keys(), {
          issuer: externalIssuer() ?? builtInIssuer(),
          audience: apiAudience(),
          algorithms: ['RS256', 'PS256', 'ES256'],
          clockTolerance: CLOCK_SKEW_S, // docs/requirements.md, "Constants": clocks of the provider and the API may differ by 5 minutes
        });
        if (!payload.sub) throw new InvalidTokenError('The token has no subject.');
        remember(verified, token, payload);
        return payload;
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error; // the signing key could not be read: not the token's fault
        throw new InvalidTokenError(error instanceof Error ? error.message : 'Invalid token');
      }
    },
  };
};
