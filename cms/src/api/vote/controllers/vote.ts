import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  VoteMessages,
  ballotSchema,
  closeVoteSchema,
  paperBallotSchema,
  proxySchema,
  receiptCheckSchema,
  voteCreateSchema,
} from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { browserLocale, jsonBody, pathId, requireCaller } from '../../../platform/request';
import { serviceOf } from '../../../platform/services';
import type service from '../services/vote';

const votes = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, 'api::vote.vote');
const voteId = (ctx: Context) => pathId(ctx, VoteMessages.notFound);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await votes(strapi).list(requireCaller(ctx));
  },
  async create(ctx: Context) {
    ctx.status = 201;
    ctx.body = await votes(strapi).create(parseOrThrow(voteCreateSchema, jsonBody(ctx)), requireCaller(ctx));
  },
  async update(ctx: Context) {
    ctx.body = await votes(strapi).update(voteId(ctx), parseOrThrow(voteCreateSchema, jsonBody(ctx)), requireCaller(ctx));
  },
  async cancel(ctx: Context) {
    ctx.body = await votes(strapi).cancel(voteId(ctx), requireCaller(ctx));
  },
  async detail(ctx: Context) {
    ctx.body = await votes(strapi).detail(voteId(ctx), requireCaller(ctx));
  },
  async cast(ctx: Context) {
    ctx.status = 201;
    ctx.body = await votes(strapi).cast(voteId(ctx), parseOrThrow(ballotSchema, jsonBody(ctx)), requireCaller(ctx));
  },
  async paperBallot(ctx: Context) {
    ctx.status = 201;
    ctx.body = await votes(strapi).paperBallot(voteId(ctx), parseOrThrow(paperBallotSchema, jsonBody(ctx)), requireCaller(ctx));
  },
  async appointProxy(ctx: Context) {
    const { proxyEmail } = parseOrThrow(proxySchema, jsonBody(ctx));
    ctx.body = await votes(strapi).appointProxy(voteId(ctx), proxyEmail, requireCaller(ctx));
  },
  async revokeProxy(ctx: Context) {
    ctx.body = await votes(strapi).revokeProxy(voteId(ctx), requireCaller(ctx));
  },
  async results(ctx: Context) {
    ctx.body = await votes(strapi).results(voteId(ctx), requireCaller(ctx));
  },
  async resultsCsv(ctx: Context) {
    const id = voteId(ctx);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`vote-${id}-results.csv`);
    ctx.body = await votes(strapi).resultsCsv(id, requireCaller(ctx), browserLocale(ctx));
  },
  async resultsPdf(ctx: Context) {
    const id = voteId(ctx);
    const pdf = await votes(strapi).resultsPdf(id, requireCaller(ctx), browserLocale(ctx));
    ctx.attachment(`vote-${id}-results.pdf`);
    ctx.type = 'application/pdf';
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = Buffer.from(pdf);
  },
  async recount(ctx: Context) {
    ctx.body = await votes(strapi).recount(voteId(ctx), requireCaller(ctx));
  },
  async checkReceipt(ctx: Context) {
    const { receipt } = parseOrThrow(receiptCheckSchema, jsonBody(ctx));
    ctx.body = await votes(strapi).checkReceipt(voteId(ctx), receipt, requireCaller(ctx));
  },
  async participation(ctx: Context) {
    ctx.body = await votes(strapi).participation(voteId(ctx), requireCaller(ctx));
  },
  async openVotesHolding(ctx: Context) {
    requireCaller(ctx);
    ctx.body = await votes(strapi).openVotesHolding(pathId(ctx, VoteMessages.unitNotOnRoster));
  },
  async close(ctx: Context) {
    const { reason } = parseOrThrow(closeVoteSchema, jsonBody(ctx));
    ctx.body = await votes(strapi).close(voteId(ctx), reason, requireCaller(ctx));
  },
});
