/**
 * The one place that keeps signed-in answers out of every cache (docs/requirements.md §6): whatever
 * /api or /oidc answers to a request that carries a bearer token, and every identity answer but the
 * provider's public documents, goes out `private, no-store`, so a shared proxy or the browser's back
 * button never keeps a resident's data. Anonymous public reads keep their own rules. Outside
 * Strapi's error middleware, so refusals and failures carry it too.
 */
import type { Core } from '@strapi/strapi';

const NO_STORE = 'private, no-store';
const PUBLIC_IDENTITY_DOCUMENTS = new Set(['/oidc/.well-known/openid-configuration', '/oidc/jwks']);

const underApi = (path: string) => path === '/api' || path.startsWith('/api/');
const underIdentity = (path: string) => path === '/oidc' || path.startsWith('/oidc/');

function signedIn(ctx: { path: string; get(name: string): string }): boolean {
  if (underIdentity(ctx.path)) return !PUBLIC_IDENTITY_DOCUMENTS.has(ctx.path) || Boolean(ctx.get('authorization'));
  return underApi(ctx.path) && Boolean(ctx.get('authorization'));
}

export default (): Core.MiddlewareHandler => async (ctx, next) => {
  if (!signedIn(ctx)) return next();
  try {
    await next();
  } finally {
    ctx.set('Cache-Control', NO_STORE);
  }
};
