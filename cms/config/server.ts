import { dataPaths, port, publicUrl, secrets } from '../src/platform/runtime';

export default ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: port(),
  url: publicUrl(),
  proxy: env.bool('TRUST_PROXY', true),
  app: { keys: secrets().appKeys.split(',') },
  dirs: { public: dataPaths().public },
  webhooks: { populateRelations: false },
});
