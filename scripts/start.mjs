// @ts-check
// npm start: builds what is not built yet, checks the configuration, and starts the portal.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildAll, checkConfiguration, CMS } from './lib.mjs';

await checkConfiguration();
await buildAll();
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
// Strapi's own command, run by node directly (not npx) so the signals below reach it.
const strapi = path.join(
  path.dirname(createRequire(path.join(CMS, 'package.json')).resolve('@strapi/strapi/package.json')),
  'bin',
  'strapi.js',
);
const child = spawn(process.execPath, [strapi, 'start'], { cwd: CMS, env, stdio: 'inherit' });
// A container stops this process (PID 1, which has no default signal handling) with SIGTERM, and npm
// passes SIGTERM and SIGINT on to it (package.json's `exec` makes this process npm's child, not a
// shell's that would die with them): Strapi's own handler then stops the portal gracefully
// (docs/requirements.md §12), and its exit code is ours, which npm passes on.
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
