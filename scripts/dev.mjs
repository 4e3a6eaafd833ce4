// @ts-check
// npm run dev: Strapi in develop mode plus the Vite dev server, which proxies the server paths
// so the browser still sees one origin (http://localhost:5173).
import { spawn } from 'node:child_process';
import { checkConfiguration, CMS, ROOT, run, WEB } from './lib.mjs';

await checkConfiguration();
await run('npm', ['run', 'build', '-w', 'common']);
const children = [
  spawn('npx', ['strapi', 'develop', '--no-watch-admin'], { cwd: CMS, stdio: 'inherit', env: process.env }),
  spawn('npx', ['vite'], {
    cwd: WEB,
    stdio: 'inherit',
    env: { ...process.env, PORTAL_URL: `http://localhost:${process.env.PORT || 1337}` },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
void ROOT;
