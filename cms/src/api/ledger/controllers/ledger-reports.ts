import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { delinquencyQuerySchema, journalExportQuerySchema, trialBalanceQuerySchema, voteAssessmentSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { browserLocale, jsonBody, requireCaller } from '../../../platform/request';
import { serviceOf } from '../../../platform/services';
import type service from '../services/ledger-reports';

const reports = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, 'api::ledger.ledger-reports');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async mine(ctx: Context) {
    ctx.body = await reports(strapi).mine(requireCaller(ctx));
  },
  async delinquency(ctx: Context) {
    ctx.body = await reports(strapi).delinquency(parseOrThrow(delinquencyQuerySchema, ctx.query));
  },
  async journalCsv(ctx: Context) {
    const { csv, from, to } = await reports(strapi).journalCsv(
      parseOrThrow(journalExportQuerySchema, ctx.query),
      requireCaller(ctx),
      browserLocale(ctx),
    );
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`journal-${from}-to-${to}.csv`);
    ctx.body = csv;
  },
  async trialBalance(ctx: Context) {
    ctx.body = await reports(strapi).trialBalance(parseOrThrow(trialBalanceQuerySchema, ctx.query).year);
  },
  async fromVote(ctx: Context) {
    const request = parseOrThrow(voteAssessmentSchema, jsonBody(ctx), { body: true });
    const user = requireCaller(ctx);
    const poster = await reports(strapi).writer(user);
    ctx.status = 201;
    ctx.body = await reports(strapi).fromVote(poster, user, request);
  },
});
