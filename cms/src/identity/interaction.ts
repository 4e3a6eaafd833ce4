/**
 * The provider's interaction: the portal's login page at /oidc/interaction/:uid.
 * GET shows the form; POST .../login checks the credentials (throttled in the database, see
 * login-throttle.ts) and hands the result back to the provider.
 * Consent for the first-party client is implicit (see loadExistingGrant).
 */
import type { Core } from '@strapi/strapi';
import { loginFormSchema, Messages, RETRY_AFTER_SECONDS } from '@hearth/common';
import { isDatabaseUnavailable } from '../platform/http-errors';
import { loginPage, messagePage, type Page } from './pages';
import { siteName } from './site-name';
import { LIMITS } from './limits';
import { loginThrottle } from './login-throttle';
import { OIDC_PREFIX } from './provider-config';

const MAX_FORM_BYTES = 8 * 1024;

function send(ctx, status: number, page: Page) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', page.csp);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Frame-Options', 'SAMEORIGIN');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = page.html;
}

/** The login form body (the oidc route runs before Strapi's body parser). */
async function readForm(ctx): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function handleInteraction(strapi: Core.Strapi, provider, ctx, subPath: string): Promise<void> {
  try {
    await interaction(strapi, provider, ctx, subPath);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // The database is away: the login page says so (the form can be sent again in a moment).
    strapi.log.warn(`[oidc] login page answered 503: ${error instanceof Error ? error.message : error}`);
    ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    send(ctx, 503, messagePage({ siteName: await siteName(strapi), title: 'Login', message: Messages.portalUnavailable }));
  }
}

async function interaction(strapi: Core.Strapi, provider, ctx, subPath: string): Promise<void> {
  const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(subPath);
  const name = await siteName(strapi);
  if (!match) return send(ctx, 404, messagePage({ siteName: name, title: 'Not found', message: Messages.notFound }));
  const [, uid, login] = match;

  let details;
  try {
    details = await provider.interactionDetails(ctx.req, ctx.res);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error; // not an expired login: the session store is away
    details = null;
  }
  if (!details || details.uid !== uid) return send(ctx, 400, messagePage({ siteName: name, title: 'Login', message: Messages.loginExpired }));

  const action = `${OIDC_PREFIX}/interaction/${uid}/login`;

  if (details.prompt.name !== 'login') {
    // Consent or anything else: nothing to ask the user (first-party client), resume the flow.
    return finish(ctx, provider, {});
  }
  if (ctx.method === 'GET' && !login) return send(ctx, 200, loginPage({ action, siteName: name }));
  if (ctx.method !== 'POST' || !login) return send(ctx, 405, messagePage({ siteName: name, title: 'Login', message: Messages.loginExpired }));

  const form = await readForm(ctx);
  const parsed = loginFormSchema.safeParse({ username: form?.get('username') ?? undefined, password: form?.get('password') ?? undefined });
  const username = typeof form?.get('username') === 'string' ? form!.get('username')!.slice(0, 255) : '';
  if (!parsed.success) return send(ctx, 400, loginPage({ action, siteName: name, username, error: parsed.error.issues[0].message }));

  // Spraying many names from one address is limited per address; guessing one name is throttled per name and address.
  const perAddress = await strapi.service('api::account.rate-limit').consume(`login:ip:${ctx.ip}`, LIMITS.loginPerAddress.limit, LIMITS.loginPerAddress.windowSeconds);
  const throttle = loginThrottle(strapi);
  const decision = await throttle.before(ctx, parsed.data.username);
  const wait = perAddress.allowed ? decision.retryAfterSeconds : perAddress.retryAfterSeconds;
  if (wait > 0) {
    ctx.set('Retry-After', String(wait));
    return send(ctx, 429, loginPage({ action, siteName: name, username, error: Messages.tooManyRequests }));
  }
  if (decision.slowdownSeconds > 0) await new Promise((resolve) => setTimeout(resolve, decision.slowdownSeconds * 1000));

  const outcome = await strapi.service('api::account.credentials').authenticate(parsed.data.username, parsed.data.password);
  if (!outcome.ok) {
    if (outcome.reason === 'invalid') await throttle.failed(ctx, parsed.data.username, decision);
    const status = outcome.reason === 'invalid' ? 401 : 403;
    return send(ctx, status, loginPage({ action, siteName: name, username, error: outcome.message }));
  }
  await throttle.succeeded(ctx, parsed.data.username, decision);
  strapi.log.info(`Login of account ${outcome.userId} from ${ctx.ip}`);
  return finish(ctx, provider, { login: { accountId: String(outcome.userId), remember: true } });
}

async function finish(ctx, provider, result: Record<string, unknown>) {
  const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
  ctx.status = 303;
  ctx.redirect(returnTo);
}
