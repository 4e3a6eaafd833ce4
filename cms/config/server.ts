import type { Core } from '@strapi/strapi';
import { dataPaths, port, publicUrl, secrets } from '../src/platform/runtime';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: port(),
  url: publicUrl(),
  // Strapi 5 reads server.proxy.koa (a bare boolean is ignored). Off by default: trusting
  // X-Forwarded-For from anyone would let a caller choose its address and dodge the rate limits.
  // Behind a reverse proxy set TRUST_PROXY=true; only the nearest proxy's entry is believed.
  proxy: { koa: env.bool('TRUST_PROXY', false), maxIpsCount: env.int('PROXY_HOPS', 1) },
  app: { keys: secrets().appKeys.split(',') },
  dirs: { public: dataPaths().public },
  webhooks: { populateRelations: false },
});
