/**
 * The identity provider's signing key: generated on first start and kept in the database,
 * so every portal process on one database signs and verifies with the same key, and a
 * restart invalidates nobody's token. Insert-if-absent makes concurrent first starts agree.
 */
import type { Core } from '@strapi/strapi';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import crypto from 'node:crypto';

const TABLE = 'hearth_signing_keys';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let cached: JWK | undefined;

  return {
    /** The current private signing key (RS256) as a JWK with its kid. */
    async privateJwk(): Promise<JWK> {
      if (cached) return cached;
      const knex = strapi.db.connection;
      let row = await knex(TABLE).where({ id: 'current' }).first();
      if (!row) {
        const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
        const jwk = await exportJWK(privateKey);
        jwk.kid = crypto.randomBytes(8).toString('hex');
        jwk.alg = 'RS256';
        jwk.use = 'sig';
        await knex(TABLE)
          .insert({ id: 'current', jwk: JSON.stringify(jwk), created_at: new Date() })
          .onConflict('id')
          .ignore();
        row = await knex(TABLE).where({ id: 'current' }).first();
      }
      cached = JSON.parse(row.jwk) as JWK;
      return cached;
    },

    /** The public half, for verifying access tokens without a round trip. */
    async publicJwk(): Promise<JWK> {
      const { kty, n, e, kid, alg, use } = await this.privateJwk();
      return { kty, n, e, kid, alg, use };
    },
  };
};
