/**
 * Answers of the portal's own failures. Every request gets an id (X-Request-Id); an error that
 * is not a deliberate 4xx is logged once with that id and the full error, and answered with a
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

/** The full error for the log: stack, driver code, and its causes. */
function describe(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const own = `${error.stack ?? error.message}${code ? ` [code ${String(code)}]` : ''}`;
  const cause = (error as { cause?: unknown }).cause;
  return cause && depth < 5 ? `${own}\nCaused by: ${describe(cause, depth + 1)}` : own;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    const requestId = assignRequestId(ctx);
    try {
      await failOnLostCommit(next); // a write whose COMMIT failed is not answered as stored
    } catch (error) {
      if (isIntendedAnswer(error)) throw error;
      const answer = failureAnswer(error, requestId);
      const detail = describe(error);
      strapi.log.error(`[request ${requestId}] ${ctx.method} ${ctx.path} answered ${answer.status}: ${detail}`);
      ctx.status = answer.status;
      if (answer.retryAfterSeconds) ctx.set('Retry-After', String(answer.retryAfterSeconds));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: null, error: { status: answer.status, name: answer.name, message: answer.message, details: { requestId } } };
    }
  };
