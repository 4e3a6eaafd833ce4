/**
 * Route middleware of the Auth API: rate limits the public calls in the database
 * (config.throttle names the bucket), maps the identity errors to their statuses,
 * and sets the Application-Error header on every error answer.
 */
import { errors } from '@strapi/utils';
import { Messages, RECENT_LOGIN_ERROR } from '@hearth/common';
import { RecentLoginRequiredError } from '../services/credentials';
import { consumeOrThrow, LIMITS, RateLimitedError, recentLoginSeconds } from '../../../identity/limits';
import { answerError, setErrorHeader } from '../../../identity/http';
import { MailNotSentError } from '../services/mailer';
import { ConflictError } from '../services/registration';

export default (config: { throttle?: string }, { strapi }) =>
  async (ctx, next) => {
    try {
      if (config?.throttle) await consumeOrThrow(strapi, `account:${config.throttle}:${ctx.ip}`, LIMITS.accountPerAddress);
      await next();
    } catch (error) {
      if (error instanceof RateLimitedError) {
        ctx.set('Retry-After', String(error.retryAfterSeconds));
        return answerError(ctx, 429, 'TooManyRequestsError', Messages.tooManyRequests);
      }
      if (error instanceof RecentLoginRequiredError) {
        // RFC 9470 step-up: the web app sends the person through the login page again, then retries.
        ctx.set('WWW-Authenticate', `Bearer error="${RECENT_LOGIN_ERROR}", max_age=${recentLoginSeconds()}`);
        return answerError(ctx, 401, 'InsufficientUserAuthentication', error.message);
      }
      if (error instanceof ConflictError) return answerError(ctx, 409, 'ConflictError', error.message);
      if (error instanceof MailNotSentError) return answerError(ctx, 503, 'MailNotSentError', error.message);
      // Answered here: Strapi's authorize step would replace a thrown 403's message with "Forbidden".
      if (error instanceof errors.ForbiddenError) return answerError(ctx, 403, 'ForbiddenError', error.message);
      setErrorHeader(ctx, (error as Error)?.message);
      throw error;
    }
    if (ctx.status >= 400) setErrorHeader(ctx, ctx.body?.error?.message);
  };
