import { Messages, idHeaderSchema, reportQuerySchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { headerOf } from '../../../platform/request';

const report = (strapi) => strapi.service('api::report.report');

export default ({ strapi }) => ({
  /** GET /reports/logins: header profileId (0 = all); query type, page, pageSize. */
  async logins(ctx) {
    const profileId = parseOrThrow(idHeaderSchema(Messages.reportInvalidProfile), headerOf(ctx, 'profileId') ?? '0');
    const query = parseOrThrow(reportQuerySchema, { ...ctx.query });
    ctx.body = await report(strapi).logins({ profileId, ...query });
  },
  async pages(ctx) {
    const loginId = parseOrThrow(idHeaderSchema('The login id must be a positive number.'), String(ctx.params.loginId));
    ctx.body = await report(strapi).pages(loginId);
  },
});
