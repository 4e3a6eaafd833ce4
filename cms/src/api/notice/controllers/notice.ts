import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { NoticeMessages, noticeCountsQuerySchema, noticePreferencesSchema, unsubscribeSchema } from '@hearth/common';
import { badRequest, parseOrThrow } from '../../../platform/http-errors';
import { jsonBody, requireCaller } from '../../../platform/request';
import { serviceOf } from '../../../platform/services';
import { enforceRate, LIMITS } from '../../../platform/rate-limit';
import type service from '../services/notice';

const notices = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, 'api::notice.notice');

/**
 * The token of an unsubscribe call: JSON { token } (the web app's page), or the query string of
 * the List-Unsubscribe URL with the one-click form body (RFC 8058; the API gate reads it).
 */
function tokenOf(ctx: Context): string {
  const body = jsonBody(ctx);
  const oneClick = body !== null && typeof body === 'object' && 'List-Unsubscribe' in body;
  if (body === undefined || oneClick) {
    const token = ctx.query.token;
    if (typeof token !== 'string' || !token) throw badRequest(NoticeMessages.unsubscribeLinkInvalid);
    return token;
  }
  return parseOrThrow(unsubscribeSchema, body).token;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /notices/preferences: the caller's choices. */
  async preferences(ctx: Context) {
    ctx.body = await notices(strapi).preferences(requireCaller(ctx));
  },

  /** PUT /notices/preferences: { news?, newsletters?, minutes?, documents? }, each none | atOnce | weeklyDigest. */
  async savePreferences(ctx: Context) {
    const changes = parseOrThrow(noticePreferencesSchema, jsonBody(ctx));
    ctx.body = await notices(strapi).savePreferences(requireCaller(ctx), changes);
  },

  /** GET /notices/unsubscribe?token=: what the link does, nothing changed. */
  async unsubscribeInfo(ctx: Context) {
    await enforceRate(strapi, ctx, `unsubscribe:${ctx.ip}`, LIMITS.accountPerAddress);
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    if (!token) throw badRequest(NoticeMessages.unsubscribeLinkInvalid);
    ctx.body = await notices(strapi).unsubscribe(token, false);
  },

  /** POST /notices/unsubscribe: no sign-in; the signed token alone decides. */
  async unsubscribe(ctx: Context) {
    await enforceRate(strapi, ctx, `unsubscribe:${ctx.ip}`, LIMITS.accountPerAddress);
    ctx.body = await notices(strapi).unsubscribe(tokenOf(ctx), true);
  },

  /** GET /notices/sent?kind=: the admin list's "sent to N residents". */
  async counts(ctx: Context) {
    const { kind } = parseOrThrow(noticeCountsQuerySchema, { ...ctx.query });
    ctx.body = await notices(strapi).counts(kind, requireCaller(ctx));
  },
});
