/**
 * Guessing two-factor codes (docs/identity.md, "Guessing codes"): whoever has the password may try
 * codes, so the tries of an account are counted in the database (rate-limit.ts, every process
 * agrees) and bounded so that a year of guessing finds a code with less than 1% chance:
 * - a burst is 10 wrong codes (RATE_LIMIT_TWO_FACTOR_PER_ACCOUNT) within 7 days;
 * - each burst holds the account's codes for a wait that doubles: 15 minutes, 30, 1 hour, …,
 *   the bursts being counted over 30 days;
 * - a right code wipes neither count: else each sign-in of the owner would give a guesser more tries;
 * - after each burst the account's address is told, so its owner can change the password.
 */
import type { Core } from '@strapi/strapi';
import { asOneLine, mailTexts } from '@hearth/common';
import { publicUrl } from '../platform/runtime';
import { consume, count, heldFor, hold, LIMITS, reset } from '../platform/rate-limit';
import { siteName } from '../platform/site-name';
import { mailLanguages, sendMail } from '../api/notice/front-door';

const TRIES_WINDOW_S = 7 * 24 * 3600;
const BURSTS_WINDOW_S = 30 * 24 * 3600;
const FIRST_WAIT_S = 15 * 60;
/** 2^20 waits of 15 minutes are 30 years: the exponent never needs to grow further. */
const MAX_DOUBLINGS = 20;
const COUNTED = (windowSeconds: number) => ({ limit: Number.MAX_SAFE_INTEGER, windowSeconds });

const keys = (userId: number) => ({ tries: `2fa:tries:${userId}`, bursts: `2fa:bursts:${userId}`, hold: `2fa:hold:${userId}` });

/** The wait that follows the n-th burst of the bursts window (1-based). */
const waitAfterBurst = (burst: number) => FIRST_WAIT_S * 2 ** Math.min(MAX_DOUBLINGS, Math.max(0, burst - 1));

export interface GuardedAttempt<T> {
  /** Seconds to wait before any code of this account is tried (the attempt was not made). */
  waitSeconds: number;
  result: T | null;
}

/**
 * One code typed after the password: refused unheard while the account waits; a wrong one
 * (`attempt` answers null) is counted, and the last of a burst starts the next wait.
 */
export async function guardedCodeAttempt<T>(
  strapi: Core.Strapi,
  userId: number,
  attempt: () => Promise<T | null>,
): Promise<GuardedAttempt<T>> {
  const k = keys(userId);
  const waitSeconds = await heldFor(strapi, k.hold);
  if (waitSeconds > 0) return { waitSeconds, result: null };
  const result = await attempt();
  if (result !== null) return { waitSeconds: 0, result };

  await consume(strapi, k.tries, COUNTED(TRIES_WINDOW_S));
  if ((await count(strapi, k.tries, TRIES_WINDOW_S)) < LIMITS.twoFactorBurst) return { waitSeconds: 0, result };
  await reset(strapi, k.tries);
  await consume(strapi, k.bursts, COUNTED(BURSTS_WINDOW_S));
  const wait = waitAfterBurst(await count(strapi, k.bursts, BURSTS_WINDOW_S));
  await hold(strapi, k.hold, wait);
  await tellOwner(strapi, userId, wait).catch((error: Error) =>
    strapi.log.warn(`[hearth] the wrong two-factor codes notice to account ${userId} was not sent: ${error.message}`),
  );
  return { waitSeconds: 0, result };
}

/** The burst notice: someone who knows the password is trying codes. */
async function tellOwner(strapi: Core.Strapi, userId: number, waitSeconds: number): Promise<void> {
  const user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: userId }, select: ['email', 'username'] });
  if (!user?.email) return;
  const site = asOneLine(await siteName(strapi));
  const minutes = Math.round(waitSeconds / 60);
  // In the account's language (docs/architecture.md, "Languages").
  const words = mailTexts((await mailLanguages(strapi, [userId]))(userId)).security;
  await sendMail(strapi, {
    kind: 'two-factor-burst',
    to: user.email,
    userId,
    subject: words.twoFactorSubject(site),
    text: words.twoFactorText(user.username, LIMITS.twoFactorBurst, site, minutes, `${publicUrl()}/forgotPassword`),
  });
}
