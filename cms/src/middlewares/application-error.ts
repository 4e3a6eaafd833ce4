/**
 * The one place that sets the Application-Error header (the client reads it first, docs/requirements.md, "Errors and success messages"): the
 * message of every error answer of /api, and of the portal's failure answers (5xx, any path, see
 * failure-answers.ts). Sits outside Strapi's error middleware so it sees the formatted body of
 * thrown errors, policy refusals, the auth strategy's 401 and answers written directly alike.
 * Any character arrives whole: a message that is not plain ASCII goes in RFC 8187's UTF-8 form
 * (common's encodeErrorHeader), which the web's API client decodes.
 *
 * The answer is in the requester's language (docs/architecture.md, "Languages"): a signed-in
 * person's profile language, else the switcher's cookie, else Accept-Language, else English. The
 * services write common's English texts; they are translated here, body and header alike, with the
 * issues of a refused form.
 */
import { APPLICATION_ERROR_HEADER, DEFAULT_LOCALE, Messages, encodeErrorHeader, translateCommon } from '@hearth/common';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { readerLocale } from '../platform/content-languages';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    await next();
    if (ctx.status < 400 || (ctx.status < 500 && !ctx.path.startsWith('/api/'))) return;
    const body = ctx.body;
    let message: unknown = body?.error?.message ?? body?.message;
    // koa-body's JSON parser failure reaches here as a bare 400.
    if (ctx.status === 400 && body?.error?.name === 'SyntaxError') {
      message = Messages.invalidJson;
      if (body?.error) body.error.message = message;
    }
    if (typeof message !== 'string' || !message) return;
    const locale = await readerLocale(strapi, ctx as unknown as Context);
    if (locale !== DEFAULT_LOCALE) {
      message = translateCommon(locale, message as string);
      if (body?.error) body.error.message = message;
      else if (typeof body?.message === 'string') body.message = message;
      const issues = body?.error?.details?.issues;
      if (Array.isArray(issues))
        for (const issue of issues) if (typeof issue?.message === 'string') issue.message = translateCommon(locale, issue.message);
    }
    ctx.vary('Accept-Language');
    ctx.set(APPLICATION_ERROR_HEADER, encodeErrorHeader(message as string));
  };
