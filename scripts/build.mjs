// @ts-check
// npm run build: builds the shared package, the web bundle and the CMS (server code + admin panel).
import { buildAll } from './lib.mjs';

await buildAll({ force: process.argv.includes('--force') });
