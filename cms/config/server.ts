import { dataPaths, port, publicUrl, secrets } from '../src/platform/runtime';

export default ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: port(),
  url: publicUrl(),
  // Strapi 5 reads server.proxy.koa (a bare boolean is ignored): trust X-Forwarded-* from the reverse proxy.
  proxy: { koa: env.bool('TRUST_PROXY', true) },
  app: { keys: secrets().appKeys.split(',') },
  dirs: { public: dataPaths().public },
  webhooks: { populateRelations: false },
});
