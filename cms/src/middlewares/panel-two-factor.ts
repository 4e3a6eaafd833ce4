/**
 * The admin panel's calls that open a session — log in, accept an invitation, set a new password —
 * carry the two-factor code of the panel account's portal account (docs/maintaining-content.md):
 * in the JSON body's `code`, or in the short-lived cookie the panel's own pages set from their code
 * field (cms/src/admin/extensions/two-factor-field.ts). Strapi checks the password (with its rate
 * limit) and makes the session; when the code is missing or wrong (panel-two-factor service) that
 * session is revoked through Strapi's session manager before the answer leaves, and the answer
 * says why.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { httpError } from '../platform/http-errors';
import type { PanelSignInVerdict } from '../api/panel-access/front-door';
import { serviceOf } from '../platform/services';
import type { panelTwoFactorService } from '../api/panel-access/front-door';

const SESSION_CALLS = new Set(['/admin/login', '/admin/register', '/admin/reset-password']);
/** Set by the panel's code field; read once. */
const CODE_COOKIE = 'hearth_panel_code';
/** Strapi's refresh-token cookie (@strapi/admin session-auth), cleared with a refused session. */
const REFRESH_COOKIE = 'strapi_admin_refresh';

interface SessionAnswer {
  data?: { token?: string; user?: { id?: number } };
}
interface AdminSessions {
  validateAccessToken(token: string): { isValid: boolean; payload?: { sessionId: string } };
  revokeSessionById(userId: string, sessionId: string): Promise<boolean>;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx: Context, next) => {
    if (ctx.method !== 'POST' || !SESSION_CALLS.has(ctx.path)) return next();
    const body = ctx.request.body as Record<string, unknown> | undefined;
    const code = body && typeof body === 'object' && 'code' in body ? body.code : ctx.cookies.get(CODE_COOKIE);
    // Strapi's registration and new-password calls refuse unknown fields.
    if (body && typeof body === 'object') delete body.code;
    if (ctx.cookies.get(CODE_COOKIE)) ctx.cookies.set(CODE_COOKIE, null, { path: '/admin' });
    await next();

    const answer = ctx.body as SessionAnswer | undefined;
    const adminUserId = answer?.data?.user?.id;
    const token = answer?.data?.token;
    if (ctx.status !== 200 || !adminUserId || !token) return;
    const verdict: PanelSignInVerdict = await serviceOf<typeof panelTwoFactorService>(strapi, 'api::panel-access.panel-two-factor').verdict(
      adminUserId,
      code,
    );
    if (verdict.allowed) return;

    const sessions = (strapi as unknown as { sessionManager: (origin: string) => AdminSessions }).sessionManager('admin');
    const access = sessions.validateAccessToken(token);
    if (access.isValid && access.payload) await sessions.revokeSessionById(String(adminUserId), access.payload.sessionId);
    ctx.cookies.set(REFRESH_COOKIE, null, { path: '/admin', overwrite: true }); // Strapi's cookie of the refused session never leaves
    if (verdict.retryAfterSeconds) ctx.set('Retry-After', String(verdict.retryAfterSeconds));
    throw httpError(verdict.status, verdict.message, {}, verdict.name);
  };
