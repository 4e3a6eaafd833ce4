import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { Messages, logPageSchema } from '@hearth/common';
import { forbidden, parseOrThrow } from '../../../platform/http-errors';
import { enforceRate, LIMITS } from '../../../identity/front-door';
import { callerOf, jsonBody, requireCaller } from '../../../platform/request';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type service from '../services/page-log';

const pageLog = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, UID.pageLog);

/** The body of recordlogin is "the user id" (docs/requirements.md, "Resource API"): accepted only when it is the caller's. */
function claimedUserId(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body)) return (body as Record<string, unknown>).userId;
  return body;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async recordLogin(ctx: Context) {
    const caller = requireCaller(ctx);
    const claimed = claimedUserId(jsonBody(ctx));
    if (claimed !== undefined && claimed !== null && String(claimed) !== String(caller.id)) throw forbidden(Messages.forbidden);
    await enforceRate(strapi, ctx, `recordlogin:${caller.id}`, LIMITS.loginRecordsPerAccount);
    ctx.status = 201;
    ctx.body = await pageLog(strapi).recordLogin(caller.id);
  },

  async logPage(ctx: Context) {
    const { model } = parseOrThrow(logPageSchema, jsonBody(ctx));
    const caller = callerOf(ctx);
    await enforceRate(strapi, ctx, caller ? `logpage:user:${caller.id}` : `logpage:ip:${ctx.ip}`, LIMITS.pageLogsPerCaller);
    ctx.status = 201;
    ctx.body = await pageLog(strapi).logPage(caller?.id ?? null, model.loginId ?? null, model.pageName);
  },
});
