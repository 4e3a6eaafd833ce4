import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  agingQuerySchema,
  assessmentPostSchema,
  chargeRequestSchema,
  journalRequestSchema,
  paymentRequestSchema,
  reversalRequestSchema,
} from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { jsonBody, pathId, requireCaller } from '../../../platform/request';
import { serviceOf } from '../../../platform/services';
import type service from '../services/ledger';

const ledger = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, 'api::ledger.ledger');
const BODY = { body: true } as const;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async unit(ctx: Context) {
    ctx.body = await ledger(strapi).unitLedger(requireCaller(ctx), pathId(ctx, 'The unit id must be a number.'));
  },
  async charge(ctx: Context) {
    const request = parseOrThrow(chargeRequestSchema, jsonBody(ctx), BODY);
    const poster = await ledger(strapi).writer(requireCaller(ctx));
    ctx.status = 201;
    ctx.body = await ledger(strapi).charge(poster, request);
  },
  async postPeriod(ctx: Context) {
    const request = parseOrThrow(assessmentPostSchema, jsonBody(ctx), BODY);
    const poster = await ledger(strapi).writer(requireCaller(ctx));
    ctx.status = 201;
    ctx.body = await ledger(strapi).postPeriod(poster, request);
  },
  async pay(ctx: Context) {
    const request = parseOrThrow(paymentRequestSchema, jsonBody(ctx), BODY);
    const poster = await ledger(strapi).writer(requireCaller(ctx));
    ctx.status = 201;
    ctx.body = await ledger(strapi).pay(poster, request);
  },
  async reverse(ctx: Context) {
    const id = pathId(ctx, 'The transaction id must be a number.');
    const request = parseOrThrow(reversalRequestSchema, jsonBody(ctx), BODY);
    const poster = await ledger(strapi).writer(requireCaller(ctx));
    ctx.status = 201;
    ctx.body = await ledger(strapi).reverse(poster, id, request);
  },
  async journal(ctx: Context) {
    const request = parseOrThrow(journalRequestSchema, jsonBody(ctx), BODY);
    const poster = await ledger(strapi).writer(requireCaller(ctx));
    ctx.status = 201;
    ctx.body = await ledger(strapi).journal(poster, request);
  },
  async aging(ctx: Context) {
    ctx.body = await ledger(strapi).aging(parseOrThrow(agingQuerySchema, ctx.query).asOf);
  },
});
