// @ts-check
// npm start: builds what is not built yet, checks the configuration, and starts the portal.
import { buildAll, checkConfiguration, CMS, run } from './lib.mjs';

await checkConfiguration();
await buildAll();
const env = { NODE_ENV: process.env.NODE_ENV || 'production' };
await run('npx', ['strapi', 'start'], { cwd: CMS, env }).catch(() => process.exit(1));
