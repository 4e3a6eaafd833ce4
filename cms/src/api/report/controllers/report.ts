import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { Messages, idHeaderSchema, reportQuerySchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { headerOf, pathId } from '../../../platform/request';
import { serviceOf } from '../../../platform/services';
import type service from '../services/report';

const report = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, 'api::report.report');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /reports/logins: header profileId (0 = all); query type, page, pageSize. */
  async logins(ctx: Context) {
    const profileId = parseOrThrow(idHeaderSchema(Messages.reportInvalidProfile), headerOf(ctx, 'profileId') ?? '0');
    const query = parseOrThrow(reportQuerySchema, { ...ctx.query });
    ctx.body = await report(strapi).logins({ profileId, ...query });
  },
  async pages(ctx: Context) {
    const loginId = pathId(ctx, 'The login id must be a positive number.', 'loginId');
    ctx.body = await report(strapi).pages(loginId);
  },
});
