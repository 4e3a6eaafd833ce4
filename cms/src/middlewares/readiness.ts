/**
 * `GET /_ready` for load balancers and proxies (docs/requirements.md §12): 200 while this process
 * can reach its database and is not stopping, 503 with the reason otherwise. `/_health` (Strapi's)
 * stays the liveness answer. First in the chain, because while the process stops every answer,
 * the cached public reads included, must close its connection (platform/graceful-stop.ts).
 */
import type { Core } from '@strapi/strapi';
import { Messages, type ReadinessAnswer } from '@hearth/common';
import { isStopping } from '../platform/graceful-stop';
import type { Context } from 'koa';

/** A database that does not answer a trivial query within this time counts as unreachable. */
const DATABASE_CHECK_MS = 2000;

async function databaseAnswers(strapi: Core.Strapi): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS)));
  const query = strapi.db.connection.raw('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function answer(ctx: Context, strapi: Core.Strapi) {
  const body: ReadinessAnswer = isStopping(strapi)
    ? { ready: false, reason: Messages.notReadyStopping }
    : (await databaseAnswers(strapi))
      ? { ready: true }
      : { ready: false, reason: Messages.notReadyDatabase };
  ctx.status = body.ready ? 200 : 503;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  return (ctx, next) => {
    if (isStopping(strapi)) ctx.set('Connection', 'close');
    if (ctx.path === '/_ready' && (ctx.method === 'GET' || ctx.method === 'HEAD')) return answer(ctx, strapi);
    return next();
  };
};
