import { dataPaths, secrets } from '../src/platform/runtime';
import { settings } from '../src/platform/settings';

export default () => {
  const { server } = settings();
  return {
    host: server.host,
    port: server.port,
    url: server.publicUrl,
    // Strapi 5 reads server.proxy.koa (a bare boolean is ignored). Off by default: trusting
    // X-Forwarded-For from anyone would let a caller choose its address and dodge the rate limits.
    // Behind a reverse proxy set TRUST_PROXY=true; only the nearest proxy's entry is believed.
    proxy: { koa: server.trustProxy, maxIpsCount: server.proxyHops },
    app: { keys: secrets().appKeys.split(',') },
    dirs: { public: dataPaths().public },
    webhooks: { populateRelations: false },
  };
};
