/**
 * Rate limits of the public identity calls (counted in the database, see api::account.rate-limit).
 * Each can be tuned by environment, e.g. RATE_LIMIT_LOGIN_PER_ADDRESS=50.
 */
import { RECENT_LOGIN_S } from '@hearth/common';

const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export interface Rule {
  limit: number;
  windowSeconds: number;
}

/** How recent a sign-in the e-mail change needs, in seconds (RECENT_LOGIN_SECONDS; 10 minutes by default). */
export const recentLoginSeconds = () => envInt('RECENT_LOGIN_SECONDS', RECENT_LOGIN_S);

export const LIMITS = {
  /** Failures for one user name (any address, 15 minutes) after which unknown browsers are slowed (identity/login-throttle.ts). */
  get loginSlowdownAfter(): number { return envInt('LOGIN_SLOWDOWN_AFTER', 10); },
  /** The most an unknown browser's login answer is slowed by, in seconds (one more second per failure beyond the above). */
  get loginSlowdownMaxSeconds(): number { return envInt('LOGIN_SLOWDOWN_MAX_SECONDS', 5); },
  /** Login attempts from one address, whatever the user name: stops spraying. */
  get loginPerAddress(): Rule { return { limit: envInt('RATE_LIMIT_LOGIN_PER_ADDRESS', 50), windowSeconds: 15 * 60 }; },
  /** Two-factor codes tried for one account at sign-in. */
  get twoFactorPerAccount(): Rule { return { limit: envInt('RATE_LIMIT_TWO_FACTOR_PER_ACCOUNT', 10), windowSeconds: 15 * 60 }; },
  /** Each public Auth API call (register, verifyuser, forgot*, resetpassword) from one address. */
  get accountPerAddress(): Rule { return { limit: envInt('RATE_LIMIT_ACCOUNT_PER_ADDRESS', 30), windowSeconds: 15 * 60 }; },
  /** E-mails sent to one address by the forgot calls: no mail bombing. */
  get mailsPerRecipient(): Rule { return { limit: envInt('RATE_LIMIT_MAILS_PER_RECIPIENT', 5), windowSeconds: 60 * 60 }; },
};

/** Thrown by a service when a limit is reached; the Auth API answers 429 with Retry-After. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many requests');
  }
}

/** Consumes one try of a rule, or throws RateLimitedError. */
export async function consumeOrThrow(strapi, key: string, rule: Rule): Promise<void> {
  const decision = await strapi.service('api::account.rate-limit').consume(key, rule.limit, rule.windowSeconds);
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
}
