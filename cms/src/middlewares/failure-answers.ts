/**
 * Answers of the portal's own failures. Every request gets an id (X-Request-Id); an error that
 * is not a deliberate 4xx is logged once with that id and the error (its texts bounded), and answered with a
 * fixed text only: 503 + Retry-After while the database is away, 507/503 when the storage
 * cannot take a file, otherwise a 500 that names the id. Driver or SQL text never reaches a client.
 * A COMMIT that failed under the request (platform/failed-commits.ts) fails it, whatever it answered.
 * Sits just inside strapi::errors, so that middleware only ever formats the deliberate answers.
 * The global application-error middleware copies the text into the Application-Error header.
 */
import { failureAnswer, isIntendedAnswer } from '../platform/http-errors';
import { assignRequestId } from '../platform/request';
import { failOnLostCommit } from '../platform/failed-commits';
import type { Core } from '@strapi/strapi';

/**
 * At most this many characters of each error's text in the log: a driver's message may quote a
 * whole statement and its values (megabytes); its head and tail say what failed.
 */
const LOGGED_TEXT_MAX = 2000;
const bounded = (text: string) =>
  text.length <= LOGGED_TEXT_MAX
    ? text
    : `${text.slice(0, LOGGED_TEXT_MAX / 2)} … [${text.length - LOGGED_TEXT_MAX} characters left out] … ${text.slice(-LOGGED_TEXT_MAX / 2)}`;

/** The error for the log: stack, driver code, and its causes, each bounded. */
export function describeFailure(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return bounded(String(error));
  const code = (error as { code?: unknown }).code;
  const own = `${bounded(error.stack ?? error.message)}${code ? ` [code ${String(code).slice(0, 100)}]` : ''}`;
  const cause = (error as { cause?: unknown }).cause;
  return cause && depth < 5 ? `${own}\nCaused by: ${describeFailure(cause, depth + 1)}` : own;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    const requestId = assignRequestId(ctx);
    try {
      await failOnLostCommit(next); // a write whose COMMIT failed is not answered as stored
    } catch (error) {
      if (isIntendedAnswer(error)) throw error;
      const answer = failureAnswer(error, requestId);
      const detail = describeFailure(error);
      strapi.log.error(`[request ${requestId}] ${ctx.method} ${ctx.path} answered ${answer.status}: ${detail}`);
      ctx.status = answer.status;
      if (answer.retryAfterSeconds) ctx.set('Retry-After', String(answer.retryAfterSeconds));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: null, error: { status: answer.status, name: answer.name, message: answer.message, details: { requestId } } };
    }
  };
