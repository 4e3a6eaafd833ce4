/**
 * Two-factor sign-in at the admin panel (docs/maintaining-content.md): a panel account that belongs
 * to a portal account with two-factor sign-in opens a session only with a code of that account
 * (its authenticator app's, or an unused recovery code), checked and counted exactly as the portal's
 * own login does; when the site setting twoFactorForBoard is on, a board account without two-factor
 * sign-in opens none. Panel accounts of no portal account (the super admin's) keep Strapi's login.
 * A refusal is written in the interface language the panel account chose in the panel's profile, the
 * language its panel is shown in (the panel's own errors are Strapi's, in that language too).
 */
import type { Core } from '@strapi/strapi';
import { Messages, PanelMessages, panelLocale, translateCommon, twoFactorCodeSchema } from '@hearth/common';
import { guardedCodeAttempt } from '../../../identity/front-door';
import { serviceOf } from '../../../platform/services';
import type editorAccountsService from './editor-accounts';
import type { accountsService } from '../../../identity/front-door';
import type { twoFactorService } from '../../../identity/front-door';

export type PanelSignInVerdict =
  { allowed: true } | { allowed: false; status: 401 | 403 | 429; name: string; message: string; retryAfterSeconds?: number };

const ALLOWED: PanelSignInVerdict = { allowed: true };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Whether the panel account may have the session Strapi just made for it, given the code sent with it; a refusal in its panel language. */
  async verdict(adminUserId: number, code: unknown): Promise<PanelSignInVerdict> {
    const verdict = await this.decide(adminUserId, code);
    if (verdict.allowed) return verdict;
    const language = await serviceOf<typeof editorAccountsService>(strapi, 'api::panel-access.editor-accounts').panelLanguageOf(
      adminUserId,
    );
    return { ...verdict, message: translateCommon(panelLocale(language), verdict.message) };
  },

  /** The verdict, its message in English. */
  async decide(adminUserId: number, code: unknown): Promise<PanelSignInVerdict> {
    const userId = await serviceOf<typeof editorAccountsService>(strapi, 'api::panel-access.editor-accounts').portalUserOf(adminUserId);
    const account = userId ? await serviceOf<typeof accountsService>(strapi, 'api::account.accounts').findById(userId) : null;
    if (!account) return ALLOWED;
    const twoFactor = serviceOf<typeof twoFactorService>(strapi, 'api::account.two-factor');
    if (!(await twoFactor.isEnabled(account.id))) {
      if (await twoFactor.requiredFor(account.roles))
        return { allowed: false, status: 403, name: 'ForbiddenError', message: PanelMessages.twoFactorFirst };
      return ALLOWED;
    }
    const parsed = twoFactorCodeSchema.safeParse(code ?? undefined);
    if (!parsed.success) return { allowed: false, status: 401, name: 'UnauthorizedError', message: parsed.error.issues[0].message };
    // Guessing codes is bounded per account, the same budget and growing waits as the portal's login.
    let check = 'refused';
    const { waitSeconds, result } = await guardedCodeAttempt(strapi, account.id, async () => {
      check = await twoFactor.verifyCode(account.id, parsed.data);
      return check === 'accepted' || null;
    });
    if (waitSeconds > 0)
      return { allowed: false, status: 429, name: 'RateLimitError', message: Messages.tooManyRequests, retryAfterSeconds: waitSeconds };
    if (!result) {
      const message = check === 'replayed' ? Messages.twoFactorCodeReplayed : Messages.twoFactorCodeInvalid;
      return { allowed: false, status: 401, name: 'UnauthorizedError', message };
    }
    return ALLOWED;
  },
});
