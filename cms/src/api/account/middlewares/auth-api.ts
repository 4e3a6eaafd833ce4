/**
 * Route middleware of the Auth API: rate limits the public calls in the database
 * (config.throttle names the bucket) and maps the identity errors to the portal's answers
 * (platform/http-errors.ts). The Application-Error header is set by the global application-error middleware.
 */
import createError from 'http-errors';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { ErrorNames, Messages, RECENT_LOGIN_ERROR } from '@hearth/common';
import { RecentLoginRequiredError, recentLoginSeconds } from '../../../identity/front-door';
import { consumeOrThrow, LIMITS } from '../../../identity/front-door';
import { conflict, httpError } from '../../../platform/http-errors';
import { MailNotSentError } from '../../notice/front-door';
import { ConflictError } from '../../../identity/front-door';

/** A refusal of the rate limiter (rate-limit.ts): 429 carrying the seconds to wait. */
const retryAfterOf = (error: unknown): number | null => {
  if (!createError.isHttpError(error) || error.status !== 429) return null;
  const seconds = (error as { details?: { retryAfterSeconds?: unknown } }).details?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : null;
};

export default (config: { throttle?: string }, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    try {
      if (config?.throttle) await consumeOrThrow(strapi, `account:${config.throttle}:${ctx.ip}`, LIMITS.accountPerAddress);
      await next();
    } catch (error) {
      const retryAfterSeconds = retryAfterOf(error);
      if (retryAfterSeconds !== null) {
        ctx.set('Retry-After', String(retryAfterSeconds));
        throw httpError(429, Messages.tooManyRequests);
      }
      if (error instanceof RecentLoginRequiredError) {
        // RFC 9470 step-up: the web app sends the person through the login page again, then retries.
        ctx.set('WWW-Authenticate', `Bearer error="${RECENT_LOGIN_ERROR}", max_age=${recentLoginSeconds()}`);
        throw httpError(401, error.message, {}, ErrorNames.insufficientUserAuthentication);
      }
      if (error instanceof ConflictError) throw conflict(error.message);
      if (error instanceof MailNotSentError) throw httpError(503, error.message, {}, 'MailNotSentError');
      throw error;
    }
  };
