/**
 * The one place that sets the Application-Error header (the client reads it first, docs/requirements.md §8): the
 * message of every error answer of /api, and of the portal's failure answers (5xx, any path, see
 * failure-answers.ts). Sits outside Strapi's error middleware so it sees the formatted body of
 * thrown errors, policy refusals, the auth strategy's 401 and answers written directly alike.
 * Any character arrives whole: a message that is not plain ASCII goes in RFC 8187's UTF-8 form
 * (common's encodeErrorHeader), which the web's API client decodes.
 */
import { APPLICATION_ERROR_HEADER, Messages, encodeErrorHeader } from '@hearth/common';
import type { Core } from '@strapi/strapi';

export default (): Core.MiddlewareHandler => async (ctx, next) => {
  await next();
  if (ctx.status < 400 || (ctx.status < 500 && !ctx.path.startsWith('/api/'))) return;
  const body = ctx.body;
  let message: unknown = body?.error?.message ?? body?.message;
  // koa-body's JSON parser failure reaches here as a bare 400.
  if (ctx.status === 400 && body?.error?.name === 'SyntaxError') {
    message = Messages.invalidJson;
    if (body?.error) body.error.message = message;
  }
  if (typeof message === 'string' && message) ctx.set(APPLICATION_ERROR_HEADER, encodeErrorHeader(message));
};
