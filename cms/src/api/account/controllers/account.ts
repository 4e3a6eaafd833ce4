/**
 * The Auth API (docs/requirements.md, "Auth API") plus the e-mail link targets. Thin: validation with the shared
 * schemas, authorization of the target account, then the services.
 */
import type { Context } from 'koa';
import {
  changeEmailSchema,
  changePasswordSchema,
  claimsChangeSchema,
  forgotRequestSchema,
  Messages,
  RESEND_VERIFICATION_PATH,
  registrationPayloadSchema,
  resetLinkCheckSchema,
  resetPasswordSchema,
  sendVerificationSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  rolesChangeSchema,
  uniquenessSchema,
  userIdSchema,
} from '@hearth/common';
import { AUTH_API_BODY, parseOrThrow, validationError } from '../../../platform/http-errors';
import { targetAccount } from '../../../identity/front-door';
import { grantOf } from '../../../identity/front-door';
import { serviceOf } from '../../../platform/services';
import type { claimsService } from '../../../identity/front-door';
import type { credentialsService } from '../../../identity/front-door';
import type { recoveryService } from '../../../identity/front-door';
import type { registrationService } from '../../../identity/front-door';
import type { rolesService } from '../../../identity/front-door';
import type { twoFactorService } from '../../../identity/front-door';

/** The identity services this controller answers with, typed by their modules. */
const services = {
  claims: () => serviceOf<typeof claimsService>(strapi, 'api::account.claims'),
  credentials: () => serviceOf<typeof credentialsService>(strapi, 'api::account.credentials'),
  recovery: () => serviceOf<typeof recoveryService>(strapi, 'api::account.recovery'),
  registration: () => serviceOf<typeof registrationService>(strapi, 'api::account.registration'),
  roles: () => serviceOf<typeof rolesService>(strapi, 'api::account.roles'),
  twoFactor: () => serviceOf<typeof twoFactorService>(strapi, 'api::account.two-factor'),
};

/** The userId header of the GET calls: absent means the caller. */
function userIdHeader(ctx: Context): number | undefined {
  const raw = ctx.get('userId');
  if (!raw) return undefined;
  return parseOrThrow(userIdSchema, raw, { authApi: true });
}

/** The grant of the caller's access token (its session at the provider). */
const ownGrant = (ctx: Context): string | undefined => (ctx.state.accessToken ? grantOf(ctx.state.accessToken) : undefined);

export default {
  async register(ctx: Context) {
    const payload = parseOrThrow(registrationPayloadSchema, ctx.request.body, AUTH_API_BODY);
    ctx.body = await services.registration().register(payload);
  },

  async roles(ctx: Context) {
    ctx.body = await services.roles().list(targetAccount(ctx.state.user, userIdHeader(ctx)));
  },

  async claims(ctx: Context) {
    ctx.body = await services.claims().list(targetAccount(ctx.state.user, userIdHeader(ctx)));
  },

  async addRoles(ctx: Context) {
    const { userId, roles } = parseOrThrow(rolesChangeSchema, ctx.request.body, AUTH_API_BODY);
    ctx.body = await services.roles().changeAs(ctx.state.user, userId, roles, 'add');
  },

  async removeRoles(ctx: Context) {
    const { userId, roles } = parseOrThrow(rolesChangeSchema, ctx.request.body, AUTH_API_BODY);
    ctx.body = await services.roles().changeAs(ctx.state.user, userId, roles, 'remove');
  },

  async addClaims(ctx: Context) {
    const { userId, claims } = parseOrThrow(claimsChangeSchema, ctx.request.body, AUTH_API_BODY);
    ctx.body = await services.claims().add(targetAccount(ctx.state.user, userId), claims);
  },

  async removeClaims(ctx: Context) {
    const { userId, claims } = parseOrThrow(claimsChangeSchema, ctx.request.body, AUTH_API_BODY);
    ctx.body = await services.claims().remove(targetAccount(ctx.state.user, userId), claims);
  },

  async verifyUser(ctx: Context) {
    const { userName, email } = parseOrThrow(
      uniquenessSchema,
      { userName: ctx.get('userName').toLowerCase() || undefined, email: ctx.get('email') || undefined },
      { authApi: true },
    );
    ctx.type = 'text/plain';
    ctx.body = await services.registration().verifyUser(userName, email);
  },

  async forgotPassword(ctx: Context) {
    const { email } = parseOrThrow(forgotRequestSchema, ctx.request.body, AUTH_API_BODY);
    ctx.body = await services.recovery().forgotPassword(email);
  },

  async forgotUsername(ctx: Context) {
    const { email } = parseOrThrow(forgotRequestSchema, ctx.request.body, AUTH_API_BODY);
    ctx.body = await services.recovery().forgotUsername(email);
  },

  /** Anyone: the same `true` whether the address is unknown, verified or waiting (no account enumeration). */
  async resendVerification(ctx: Context) {
    const { email } = parseOrThrow(forgotRequestSchema, ctx.request.body, AUTH_API_BODY);
    await services.registration().resendVerification(email);
    ctx.body = true;
  },

  async waiting(ctx: Context) {
    ctx.body = await services.registration().waiting();
  },

  async sendVerification(ctx: Context) {
    const { userId } = parseOrThrow(sendVerificationSchema, ctx.request.body, AUTH_API_BODY);
    ctx.body = { message: await services.registration().resendVerificationTo(userId) };
  },

  async changePassword(ctx: Context) {
    const { userId, oldPwd, newPwd } = parseOrThrow(changePasswordSchema, ctx.request.body, AUTH_API_BODY);
    const target = targetAccount(ctx.state.user, userId);
    // The owner's own session survives (the web app renews its access token); every other one ends.
    const keep = target === ctx.state.user.id ? ownGrant(ctx) : undefined;
    ctx.body = await services.credentials().changePassword(target, oldPwd, newPwd, keep);
  },

  async changeEmail(ctx: Context) {
    const { userId, oldEmail, newEmail } = parseOrThrow(changeEmailSchema, ctx.request.body, AUTH_API_BODY);
    ctx.body = await services
      .credentials()
      .changeEmail(targetAccount(ctx.state.user, userId), oldEmail, newEmail, ctx.state.accessToken?.auth_time);
  },

  /** Two-factor sign-in of the caller's own account: status, enrolment, confirmation, disabling. */
  async twoFactorStatus(ctx: Context) {
    ctx.body = await services.twoFactor().status(ctx.state.user.id, ctx.state.user.roles);
  },

  async twoFactorBegin(ctx: Context) {
    ctx.body = await services.twoFactor().begin(ctx.state.user.id, ctx.state.user.username);
  },

  async twoFactorConfirm(ctx: Context) {
    const { code } = parseOrThrow(twoFactorConfirmSchema, ctx.request.body, AUTH_API_BODY);
    const recoveryCodes = await services.twoFactor().confirm(ctx.state.user.id, code);
    if (!recoveryCodes) throw validationError(Messages.twoFactorEnrolCodeInvalid);
    ctx.body = { recoveryCodes };
  },

  async twoFactorDisable(ctx: Context) {
    const { password, code } = parseOrThrow(twoFactorDisableSchema, ctx.request.body, AUTH_API_BODY);
    if (!(await services.twoFactor().disable(ctx.state.user.id, password, code))) throw validationError(Messages.twoFactorNotDisabled);
    ctx.body = { enabled: false };
  },

  /**
   * The e-mail verification link: back to the home page with the outcome; a used-up or expired link
   * goes to the page that sends a new one (docs/requirements.md, "States and transitions").
   */
  async confirm(ctx: Context) {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const outcome: 'verified' | 'already' | 'invalid' = token ? await services.registration().confirm(token) : 'invalid';
    ctx.redirect(
      outcome === 'invalid' ? `${RESEND_VERIFICATION_PATH}?expired=1` : `/home?verified=${outcome === 'verified' ? '1' : 'already'}`,
    );
  },

  /** The old address's "this was not me" link: back to the home page with the outcome. */
  async reportEmailChange(ctx: Context) {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const undone = token ? await services.credentials().undoEmailChange(token) : false;
    ctx.redirect(undone ? '/home?reported=1' : '/home?reported=0');
  },

  /** Checks a reset link without using it: the page opens on the error at once when it no longer works. */
  async checkResetLink(ctx: Context) {
    const { token } = parseOrThrow(resetLinkCheckSchema, ctx.request.body, AUTH_API_BODY);
    if (!(await services.recovery().resetLinkWorks(token))) throw validationError(Messages.resetLinkInvalid);
    ctx.body = { succeeded: true, errors: [] };
  },

  async resetPassword(ctx: Context) {
    const { token, newPwd } = parseOrThrow(resetPasswordSchema, ctx.request.body, AUTH_API_BODY);
    const result = await services.recovery().resetPassword(token, newPwd);
    if (!result) throw validationError(Messages.resetLinkInvalid);
    ctx.body = result;
  },
};
