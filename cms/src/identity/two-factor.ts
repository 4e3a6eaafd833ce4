/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238, via otplib) and ten single-use
 * recovery codes. Enrolment: begin() gives a secret and its QR code, confirm() checks a first
 * code and turns it on; disable() needs the password and a code. The provider's login page asks
 * for a code after the password (identity/interaction.ts). A site setting makes it mandatory for
 * admin and director accounts. Secrets are stored encrypted (key from APP_KEYS), recovery codes
 * as SHA-256. Replay protection is for sign-ins (docs/identity.md): a code of the app signs in once (the
 * last signed-in time step is kept, updated conditionally, so two processes cannot both take it), and a
 * later sign-in needs a later step. Enrolment and turning it off are not sign-ins: they take a valid
 * code of any step without using it up, so a sign-in right after enrolling (same 30 s step) works.
 */
import type { Core } from '@strapi/strapi';
import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { isSuperUser, Messages, REDACTED, type Role, type TwoFactorEnrolment, type TwoFactorStatus } from '@hearth/common';
import { nowSeconds } from '../platform/clock';
import { seal, unseal } from '../platform/sealed';
import { siteName } from '../platform/site-name';
import { UID } from '../platform/content-registry';
import { recordAccountChange } from '../platform/activity/store';
import { tooManyRequests } from '../platform/http-errors';
import { guardedCodeAttempt } from './two-factor-guesses';

const TABLE = 'hearth_two_factor';
const RECOVERY_CODES = 10;
/** One time step (30 s) either side: phones' clocks drift. */
const TOLERANCE_S = 30;
/** The activity record says that two-factor sign-in was turned on or off, never its secret or codes. */
const turned = (on: boolean) => [{ field: 'twoFactor', before: on ? 'off' : 'on', after: on ? 'on' : 'off' }];

/** A sign-in code: signs in, was already used by a sign-in (same or older step), or is not valid. */
type CodeCheck = 'accepted' | 'replayed' | 'refused';

/** The TOTP time step a valid code matched (the result type also covers HOTP). */
const stepOf = (result: object) => Number((result as { timeStep?: number }).timeStep);
const digest = (code: string) => crypto.createHash('sha256').update(code).digest('hex');
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

const PURPOSE = 'hearth-two-factor-secrets';
const sealSecret = (secret: string) => seal(PURPOSE, secret);
const open = (sealed: string) => unseal(PURPOSE, sealed);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const row = async (userId: number) => {
    return knex()(TABLE).where({ user_id: userId }).first();
  };

  /** The time step a code of the app matches (after `afterStep` when given), or null. */
  async function matchTotp(sealed: string | null, code: string, afterStep: number | null = null): Promise<number | null> {
    if (!sealed || !/^\d{6}$/.test(code)) return null;
    const result = await verify({
      secret: open(sealed),
      token: code,
      epochTolerance: TOLERANCE_S,
      ...(afterStep ? { afterTimeStep: afterStep } : {}),
    }).catch(() => ({ valid: false as const }));
    return result.valid ? stepOf(result) : null;
  }

  /**
   * A sign-in with a code of the app: taken once; a code (or an older one) never signs in twice. A code
   * of the app whose step a sign-in has used already is 'replayed', so the person is told to wait for the next.
   */
  async function takeTotp(userId: number, sealed: string | null, lastStep: number | null, code: string): Promise<CodeCheck> {
    const step = await matchTotp(sealed, code, lastStep);
    if (step === null) return lastStep !== null && (await matchTotp(sealed, code)) !== null ? 'replayed' : 'refused';
    const updated = await knex()(TABLE)
      .where({ user_id: userId })
      .andWhere((q) => q.whereNull('last_time_step').orWhere('last_time_step', '<', step))
      .update({ last_time_step: step });
    // Not updated: another sign-in took this step at the same instant.
    return updated === 1 ? 'accepted' : 'replayed';
  }

  /** Uses up one recovery code. */
  async function takeRecovery(userId: number, stored: string | null, code: string): Promise<boolean> {
    const hashes: string[] = stored ? JSON.parse(stored) : [];
    const hash = digest(normaliseRecovery(code));
    if (!hashes.includes(hash)) return false;
    const updated = await knex()(TABLE)
      .where({ user_id: userId, recovery_codes: stored })
      .update({ recovery_codes: JSON.stringify(hashes.filter((h) => h !== hash)) });
    return updated === 1;
  }

  return {
    async status(userId: number, roles: Role[]): Promise<TwoFactorStatus> {
      const current = await row(userId);
      return {
        enabled: Boolean(current?.enabled_at),
        required: await this.requiredFor(roles),
        recoveryCodesLeft: current?.recovery_codes ? JSON.parse(current.recovery_codes).length : 0,
      };
    },

    async isEnabled(userId: number): Promise<boolean> {
      return Boolean((await row(userId))?.enabled_at);
    },

    /** The site setting: two-factor sign-in is mandatory for admin and director accounts. */
    async requiredFor(roles: Role[]): Promise<boolean> {
      if (!isSuperUser(roles)) return false;
      const settings = await strapi.db.query(UID.siteSetting).findOne({ select: ['twoFactorForBoard'] });
      return Boolean(settings?.twoFactorForBoard);
    },

    /**
     * A new secret waiting for its first code (an enabled one stays until confirm()). `reuse`: the
     * one already waiting, if any (the sign-in page shown again after a wrong code).
     */
    async begin(userId: number, username: string, reuse = false): Promise<TwoFactorEnrolment> {
      const waiting = reuse ? (await row(userId))?.pending_secret : null;
      const secret = waiting ? open(waiting) : generateSecret();
      if (!waiting)
        await knex()(TABLE)
          .insert({ user_id: userId, pending_secret: sealSecret(secret) })
          .onConflict('user_id')
          .merge(['pending_secret']);
      const otpauthUrl = generateURI({ issuer: await siteName(strapi), label: username, secret });
      return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
    },

    /** The first code from the app: turns two-factor on; answers the ten recovery codes (shown once), or null. */
    async confirm(userId: number, code: string): Promise<string[] | null> {
      const current = await row(userId);
      if (!current?.pending_secret || (await matchTotp(current.pending_secret, code)) === null) return null;
      const codes = Array.from({ length: RECOVERY_CODES }, () => {
        const raw = crypto.randomBytes(5).toString('hex');
        return `${raw.slice(0, 5)}-${raw.slice(5)}`;
      });
      const updated = await knex()(TABLE)
        .where({ user_id: userId, pending_secret: current.pending_secret })
        .update({
          secret: current.pending_secret,
          pending_secret: null,
          enabled_at: nowSeconds(),
          // The enrolment's code proved the app; no sign-in has used a step of this secret yet.
          last_time_step: null,
          recovery_codes: JSON.stringify(codes.map((c) => digest(normaliseRecovery(c)))),
        });
      if (updated !== 1) return null;
      // A new authenticator for an account that had one already: only that it changed.
      await recordAccountChange(
        strapi,
        userId,
        current.enabled_at ? [{ field: 'twoFactorAuthenticator', before: REDACTED, after: REDACTED }] : turned(true),
      );
      return codes;
    },

    /** A sign-in's second step: a code of the app or an unused recovery code. */
    async verifyCode(userId: number, code: string): Promise<CodeCheck> {
      const current = await row(userId);
      if (!current?.enabled_at) return 'refused';
      const value = String(code ?? '').trim();
      if (value.length > 32) return 'refused';
      const totp = await takeTotp(
        userId,
        current.secret,
        current.last_time_step === null ? null : Number(current.last_time_step),
        value.replace(/\s/g, ''),
      );
      if (totp !== 'refused') return totp;
      return (await takeRecovery(userId, current.recovery_codes, value)) ? 'accepted' : 'refused';
    },

    /**
     * Turns two-factor off: needs the password and a code, a code of the app in any step (even the one
     * this sign-in used: turning it off is no sign-in) or a recovery code, guarded like at sign-in
     * (429 while the account waits).
     */
    async disable(userId: number, password: string, code: string): Promise<boolean> {
      const user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: userId }, select: ['id', 'password'] });
      const passwordOk =
        Boolean(user?.password) && (await strapi.plugin('users-permissions').service('user').validatePassword(password, user.password));
      if (!passwordOk) return false;
      const { waitSeconds, result } = await guardedCodeAttempt(strapi, userId, async () => {
        const current = await row(userId);
        const value = String(code ?? '').trim();
        if (!current?.enabled_at || value.length > 32) return null;
        if ((await matchTotp(current.secret, value.replace(/\s/g, ''))) !== null) return true;
        return (await takeRecovery(userId, current.recovery_codes, value)) || null;
      });
      if (waitSeconds > 0) throw tooManyRequests(Messages.tooManyRequests, waitSeconds);
      if (!result) return false;
      await knex()(TABLE).where({ user_id: userId }).delete();
      await recordAccountChange(strapi, userId, turned(false));
      return true;
    },
  };
};
