/**
 * The provider's interaction: the portal's login page at /oidc/interaction/:uid.
 * GET shows the form; POST .../login checks the credentials (throttled in the database, see
 * login-throttle.ts) and hands the result back to the provider.
 * Consent for the first-party client is implicit (see loadExistingGrant).
 */
import type { Core } from '@strapi/strapi';
import { loginFormSchema, Messages, RETRY_AFTER_SECONDS, twoFactorCodeSchema } from '@hearth/common';
import { isDatabaseUnavailable } from '../platform/http-errors';
import { enrolPage, loginPage, messagePage, recoveryCodesPage, secondFactorPage, type Page, type PageSite } from './pages';
import { siteBrand } from '../platform/site-name';
import { readerLocale, SWITCH_PARAMETER } from './reader-locale';
import { consume, LIMITS } from '../platform/rate-limit';
import { guardedCodeAttempt } from './two-factor-guesses';
import { loginThrottle } from './login-throttle';
import { OIDC_PREFIX } from './provider-config';
import type { Context } from 'koa';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serviceOf } from '../platform/services';
import type credentialsService from './credentials';
import type twoFactorService from './two-factor';
import type accountsService from './accounts';

const MAX_FORM_BYTES = 8 * 1024;

/** What the login pages use of oidc-provider (which ships no types). */
interface InteractionDetails {
  uid: string;
  prompt: { name: string };
  /** The authorization request's parameters (prompt, login_hint, ...). */
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
}

/**
 * A sign-in the web app asks for again (prompt=login, before an e-mail change, docs/identity.md): the
 * page says why and fills in the user name it names (login_hint), so the resident only types the password.
 */
function askedAgain(details: InteractionDetails): { username: string; notice?: string } {
  const { prompt, login_hint: hint } = details.params ?? {};
  const again = typeof prompt === 'string' && prompt.split(' ').includes('login');
  return { username: typeof hint === 'string' ? hint.slice(0, 255) : '', notice: again ? Messages.signInAgain : undefined };
}
export interface OidcProvider {
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionResult(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<string>;
  Interaction: { find(uid: string): Promise<{ result?: Record<string, unknown>; persist(): Promise<unknown> }> };
}

function send(ctx: Context, status: number, page: Page) {
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
async function readForm(ctx: Context): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function handleInteraction(strapi: Core.Strapi, provider: OidcProvider, ctx: Context, subPath: string): Promise<void> {
  try {
    await interaction(strapi, provider, ctx, subPath);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // The database is away: the login page says so (the form can be sent again in a moment).
    strapi.log.warn(`[oidc] login page answered 503: ${error instanceof Error ? error.message : error}`);
    ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    send(
      ctx,
      503,
      messagePage({
        site: { ...(await siteBrand(strapi)), locale: readerLocale(ctx) },
        title: 'Login',
        message: Messages.portalUnavailable,
      }),
    );
  }
}

async function interaction(strapi: Core.Strapi, provider: OidcProvider, ctx: Context, subPath: string): Promise<void> {
  const match = /^\/interaction\/([\w-]+)(\/login|\/second|\/enrol|\/continue)?$/.exec(subPath);
  // The page in the reader's language; once the sign-in is known, with the switcher (the same step in another language).
  const site: PageSite = { ...(await siteBrand(strapi)), locale: readerLocale(ctx) };
  if (!match) return send(ctx, 404, messagePage({ site, title: 'Not found', message: Messages.notFound }));
  const [, uid, login] = match;

  let details: InteractionDetails | null;
  try {
    details = await provider.interactionDetails(ctx.req, ctx.res);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error; // not an expired login: the session store is away
    details = null;
  }
  if (!details || details.uid !== uid) return send(ctx, 400, messagePage({ site, title: 'Login', message: Messages.loginExpired }));

  const action = `${OIDC_PREFIX}/interaction/${uid}/login`;
  site.switchTo = (locale) => `${OIDC_PREFIX}/interaction/${uid}?${SWITCH_PARAMETER}=${encodeURIComponent(locale)}`;

  if (details.prompt.name !== 'login') {
    // Consent or anything else: nothing to ask the user (first-party client), resume the flow.
    return finish(ctx, provider, {});
  }
  // After the password, a second step: the code, or enrolment when the site requires two-factor sign-in.
  const pending = details.result?.[PASSWORD_OK] as PasswordOk | undefined;
  if (pending && login !== '/login') return secondStep(strapi, provider, ctx, { uid, site, pending, step: login, details });
  if (ctx.method === 'GET' && !login) return send(ctx, 200, loginPage({ action, site, ...askedAgain(details) }));
  if (ctx.method !== 'POST' || login !== '/login')
    return send(ctx, 405, messagePage({ site, title: 'Login', message: Messages.loginExpired }));

  const form = await readForm(ctx);
  const parsed = loginFormSchema.safeParse({ username: form?.get('username') ?? undefined, password: form?.get('password') ?? undefined });
  const username = typeof form?.get('username') === 'string' ? form!.get('username')!.slice(0, 255) : '';
  const { notice } = askedAgain(details);
  if (!parsed.success) return send(ctx, 400, loginPage({ action, site, username, notice, error: parsed.error.issues[0].message }));

  // Spraying many names from one address is limited per address; guessing one name is throttled per name and address.
  const perAddress = await consume(strapi, `login:ip:${ctx.ip}`, LIMITS.loginPerAddress);
  const throttle = loginThrottle(strapi);
  const decision = await throttle.before(ctx, parsed.data.username);
  const wait = perAddress.allowed ? decision.retryAfterSeconds : perAddress.retryAfterSeconds;
  if (wait > 0) {
    ctx.set('Retry-After', String(wait));
    return send(ctx, 429, loginPage({ action, site, username, notice, error: Messages.tooManyRequests }));
  }
  if (decision.slowdownSeconds > 0) await new Promise((resolve) => setTimeout(resolve, decision.slowdownSeconds * 1000));

  const outcome = await serviceOf<typeof credentialsService>(strapi, 'api::account.credentials').authenticate(
    parsed.data.username,
    parsed.data.password,
  );
  if (!outcome.ok) {
    if (outcome.reason === 'invalid') await throttle.failed(ctx, parsed.data.username, decision);
    const status = outcome.reason === 'invalid' ? 401 : 403;
    return send(ctx, status, loginPage({ action, site, username, notice, error: outcome.message }));
  }
  await throttle.succeeded(ctx, parsed.data.username, decision);

  const twoFactor = serviceOf<typeof twoFactorService>(strapi, 'api::account.two-factor');
  const account = await serviceOf<typeof accountsService>(strapi, 'api::account.accounts').findById(outcome.userId);
  const enabled = await twoFactor.isEnabled(outcome.userId);
  if (enabled || (await twoFactor.requiredFor(account?.roles ?? []))) {
    const state: PasswordOk = {
      accountId: outcome.userId,
      username: account?.username ?? parsed.data.username,
      step: enabled ? 'code' : 'enrol',
    };
    await remember(provider, uid, state);
    return showSecondStep(strapi, ctx, { uid, site, pending: state });
  }
  return complete(strapi, ctx, provider, outcome.userId);
}

const PASSWORD_OK = 'hearthPasswordOk';
interface PasswordOk {
  accountId: number;
  username: string;
  /** code: asks the code; enrol: sets it up first; done: enrolled, recovery codes shown. */
  step: 'code' | 'enrol' | 'done';
}

/** Keeps the second step's state in the interaction (stored in the database, bound to this browser's interaction cookie). */
async function remember(provider: OidcProvider, uid: string, state: PasswordOk) {
  const interaction = await provider.Interaction.find(uid);
  interaction.result = { ...(interaction.result ?? {}), [PASSWORD_OK]: state };
  await interaction.persist();
}

async function complete(strapi: Core.Strapi, ctx: Context, provider: OidcProvider, accountId: number) {
  strapi.log.info(`Login of account ${accountId} from ${ctx.ip}`);
  return finish(ctx, provider, { login: { accountId: String(accountId), remember: true } });
}

async function showSecondStep(
  strapi: Core.Strapi,
  ctx: Context,
  options: { uid: string; site: PageSite; pending: PasswordOk; error?: string; status?: number },
) {
  const base = `${OIDC_PREFIX}/interaction/${options.uid}`;
  const status = options.status ?? 200;
  if (options.pending.step === 'code')
    return send(ctx, status, secondFactorPage({ action: `${base}/second`, site: options.site, error: options.error }));
  const enrolment = await serviceOf<typeof twoFactorService>(strapi, 'api::account.two-factor').begin(
    options.pending.accountId,
    options.pending.username,
    Boolean(options.error),
  );
  return send(
    ctx,
    status,
    enrolPage({
      action: `${base}/enrol`,
      site: options.site,
      qrCode: enrolment.qrCode,
      secret: enrolment.secret,
      error: options.error ?? Messages.twoFactorRequired,
    }),
  );
}

async function secondStep(
  strapi: Core.Strapi,
  provider: OidcProvider,
  ctx: Context,
  options: { uid: string; site: PageSite; pending: PasswordOk; step: string | undefined; details: InteractionDetails },
) {
  const { uid, site, pending, step } = options;
  if (ctx.method === 'GET') {
    if (pending.step === 'done') return complete(strapi, ctx, provider, pending.accountId);
    return showSecondStep(strapi, ctx, { uid, site, pending });
  }
  if (step === '/continue' && pending.step === 'done') return complete(strapi, ctx, provider, pending.accountId);
  const expected = pending.step === 'code' ? '/second' : '/enrol';
  if (step !== expected) return send(ctx, 405, messagePage({ site, title: 'Login', message: Messages.loginExpired }));

  const form = await readForm(ctx);
  const code = twoFactorCodeSchema.safeParse(form?.get('code') ?? undefined);
  if (!code.success) return showSecondStep(strapi, ctx, { uid, site, pending, error: code.error.issues[0].message, status: 400 });
  const twoFactor = serviceOf<typeof twoFactorService>(strapi, 'api::account.two-factor');
  const id = pending.accountId;
  // Guessing codes is bounded per account, whatever the address, with growing waits (two-factor-guesses.ts).
  const refused = (waitSeconds: number, invalid: string) => {
    if (waitSeconds <= 0) return showSecondStep(strapi, ctx, { uid, site, pending, error: invalid, status: 401 });
    ctx.set('Retry-After', String(waitSeconds));
    return showSecondStep(strapi, ctx, { uid, site, pending, error: Messages.tooManyRequests, status: 429 });
  };
  if (pending.step === 'code') {
    let check = 'refused';
    const { waitSeconds, result } = await guardedCodeAttempt(strapi, id, async () => {
      check = await twoFactor.verifyCode(id, code.data);
      return check === 'accepted' || null;
    });
    if (result) return complete(strapi, ctx, provider, id);
    // A code already used by a sign-in is refused in words that say so (docs/identity.md, Two-factor sign-in).
    return refused(waitSeconds, check === 'replayed' ? Messages.twoFactorCodeReplayed : Messages.twoFactorCodeInvalid);
  }
  const { waitSeconds, result: codes } = await guardedCodeAttempt<string[]>(strapi, id, () => twoFactor.confirm(id, code.data));
  // No recovery codes exist yet while enrolling, so its refusal does not offer them.
  if (!codes) return refused(waitSeconds, Messages.twoFactorEnrolCodeInvalid);
  await remember(provider, uid, { ...pending, step: 'done' });
  return send(ctx, 200, recoveryCodesPage({ action: `${OIDC_PREFIX}/interaction/${uid}/continue`, site, codes }));
}

async function finish(ctx: Context, provider: OidcProvider, result: Record<string, unknown>) {
  const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
  ctx.status = 303;
  ctx.redirect(returnTo);
}
