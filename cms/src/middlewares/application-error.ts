/**
 * Copies the message of every 4xx answer of /api into the Application-Error header (spec 8:
 * the client reads that header first). Sits outside Strapi's error middleware so it sees the
 * formatted body of thrown errors, policy refusals and the auth strategy's 401 alike.
 */
import { APPLICATION_ERROR_HEADER, headerSafe } from '../platform/http-errors';
import { Messages } from '@hearth/common';

export default () => async (ctx, next) => {
  await next();
  if (!ctx.path.startsWith('/api/') || ctx.status < 400 || ctx.status >= 500) return;
  const body = ctx.body;
  let message: unknown = body?.error?.message ?? body?.message;
  // koa-body's JSON parser failure reaches here as a bare 400.
  if (ctx.status === 400 && body?.error?.name === 'SyntaxError') {
    message = Messages.invalidJson;
    if (body?.error) body.error.message = message;
  }
  if (typeof message === 'string' && message) ctx.set(APPLICATION_ERROR_HEADER, headerSafe(message));
};
