/**
 * One spelling of /api (docs/authorization.md, "Deny by default"). Strapi's router matches paths
 * in any letter case, while the gate, anti-forgery, the signed-in no-store and the error header are
 * keyed on `/api`: a request to `/API/…`, `/Api/…` or `/%61pi/…` reached the calls past all of them.
 * First in the chain, the prefix of any such path is rewritten to `/api`, so every middleware and the
 * router see the one path they all check.
 */
import type { Core } from '@strapi/strapi';

const API_PREFIX = '/api';

/** The path with its first segment spelled `/api`, when that segment is /api in another spelling; else undefined. */
function canonicalApiPath(path: string): string | undefined {
  const end = path.indexOf('/', 1);
  const first = end < 0 ? path.slice(1) : path.slice(1, end);
  if (first === 'api' || first.length < 3 || first.length > 9) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(first);
  } catch {
    return undefined;
  }
  if (decoded.toLowerCase() !== 'api') return undefined;
  return end < 0 ? API_PREFIX : `${API_PREFIX}${path.slice(end)}`;
}

export default (): Core.MiddlewareHandler => (ctx, next) => {
  const canonical = canonicalApiPath(ctx.path);
  if (canonical !== undefined) ctx.path = canonical;
  return next();
};
