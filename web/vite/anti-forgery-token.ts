/**
 * `npm run dev` only: there Vite serves the page, not the portal's web-app middleware, so it hands
 * the browser its one anti-forgery token with the page, as the portal does
 * (cms/src/platform/anti-forgery-token.ts, docs/requirements.md §7). Without it, a signed-in
 * browser (the identity provider's cookies) would have its state-changing calls refused.
 */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// Node loads this config itself: common's CommonJS build (its ES build is for bundlers only).
const { XSRF_COOKIE } = createRequire(import.meta.url)('@hearth/common') as typeof import('@hearth/common');

const holdsToken = (cookies: string | undefined) => (cookies ?? '').split(';').some((c) => c.trim().startsWith(`${XSRF_COOKIE}=`));

export function antiForgeryToken(): Plugin {
  return {
    name: 'hearth-anti-forgery-token',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const isPage = req.method === 'GET' && Boolean(req.headers.accept?.includes('text/html'));
        if (isPage && !holdsToken(req.headers.cookie)) {
          res.setHeader('Set-Cookie', `${XSRF_COOKIE}=${crypto.randomBytes(24).toString('base64url')}; Path=/; SameSite=Strict`);
        }
        next();
      });
    },
  };
}
