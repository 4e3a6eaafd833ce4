/**
 * Rate limiting through the identity service `api::account.rate-limit` (database-backed, so
 * every process shares the limits). Allows everything if that service is not installed.
 */
import type { Core } from '@strapi/strapi';

export interface RateDecision { allowed: boolean; retryAfterSeconds: number }

export async function consumeRate(strapi: Core.Strapi, key: string, limit: number, windowSeconds: number): Promise<RateDecision> {
  const limiter = strapi.service('api::account.rate-limit' as never) as { consume?: (k: string, l: number, w: number) => Promise<RateDecision> } | undefined;
  if (!limiter?.consume) return { allowed: true, retryAfterSeconds: 0 };
  return limiter.consume(key, limit, windowSeconds);
}

/** Consumes one hit or refuses the request with 429 and Retry-After. */
export async function enforceRate(strapi: Core.Strapi, ctx, key: string, limit: number, windowSeconds: number): Promise<void> {
  const decision = await consumeRate(strapi, key, limit, windowSeconds);
  if (decision.allowed) return;
  ctx.set('Retry-After', String(decision.retryAfterSeconds));
  const { tooManyRequests } = await import('./http-errors');
  const { Messages } = await import('@hearth/common');
  throw tooManyRequests(Messages.tooManyRequests, decision.retryAfterSeconds);
}
