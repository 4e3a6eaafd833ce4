import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { estoppelRequestSchema, hardshipRequestSchema, lateFeeRunSchema, statementIssueSchema, statementPathSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { browserLocale, jsonBody, pathId, requireCaller } from '../../../platform/request';
import { serviceOf } from '../../../platform/services';
import type lateFeesService from '../services/late-fees';
import type statementsService from '../services/statements';
import type estoppelService from '../services/estoppel';

const lateFees = (strapi: Core.Strapi) => serviceOf<typeof lateFeesService>(strapi, 'api::ledger.late-fees');
const statements = (strapi: Core.Strapi) => serviceOf<typeof statementsService>(strapi, 'api::ledger.statements');
const estoppel = (strapi: Core.Strapi) => serviceOf<typeof estoppelService>(strapi, 'api::ledger.estoppel');
const BODY = { body: true } as const;
const unitId = (ctx: Context) => pathId(ctx, 'The unit id must be a number.', 'unitId');
const estoppelId = (ctx: Context) => pathId(ctx, 'The estoppel request id must be a number.');
const period = (ctx: Context) => parseOrThrow(statementPathSchema, ctx.params).period;
const pdfAnswer = (ctx: Context, name: string, pdf: Uint8Array) => {
  ctx.attachment(name);
  ctx.type = 'application/pdf';
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = Buffer.from(pdf);
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async runLateFees(ctx: Context) {
    const { asOf } = parseOrThrow(lateFeeRunSchema, jsonBody(ctx) ?? {}, BODY);
    ctx.body = await lateFees(strapi).runBy(requireCaller(ctx), asOf);
  },
  async hardships(ctx: Context) {
    ctx.body = await lateFees(strapi).hardships();
  },
  async suspend(ctx: Context) {
    const request = parseOrThrow(hardshipRequestSchema, jsonBody(ctx), BODY);
    ctx.status = 201;
    ctx.body = await lateFees(strapi).suspend(requireCaller(ctx), unitId(ctx), request);
  },
  async lift(ctx: Context) {
    ctx.body = await lateFees(strapi).lift(requireCaller(ctx), unitId(ctx));
  },
  async issueStatements(ctx: Context) {
    const request = parseOrThrow(statementIssueSchema, jsonBody(ctx), BODY);
    ctx.status = 201;
    ctx.body = await statements(strapi).issue(requireCaller(ctx), request.period);
  },
  async statements(ctx: Context) {
    ctx.body = await statements(strapi).list(requireCaller(ctx), unitId(ctx));
  },
  async statement(ctx: Context) {
    ctx.body = await statements(strapi).detail(requireCaller(ctx), unitId(ctx), period(ctx));
  },
  async statementPdf(ctx: Context) {
    const [id, month] = [unitId(ctx), period(ctx)];
    pdfAnswer(ctx, `statement-unit-${id}-${month}.pdf`, await statements(strapi).pdf(requireCaller(ctx), id, month, browserLocale(ctx)));
  },
  async requestEstoppel(ctx: Context) {
    const request = parseOrThrow(estoppelRequestSchema, jsonBody(ctx), BODY);
    ctx.status = 201;
    ctx.body = await estoppel(strapi).request(requireCaller(ctx), request);
  },
  async estoppels(ctx: Context) {
    ctx.body = await estoppel(strapi).list(requireCaller(ctx));
  },
  async estoppel(ctx: Context) {
    ctx.body = await estoppel(strapi).detail(requireCaller(ctx), estoppelId(ctx));
  },
  async issueEstoppel(ctx: Context) {
    ctx.status = 201;
    ctx.body = await estoppel(strapi).issue(requireCaller(ctx), estoppelId(ctx));
  },
  async estoppelPdf(ctx: Context) {
    const id = estoppelId(ctx);
    pdfAnswer(ctx, `estoppel-certificate-${id}.pdf`, await estoppel(strapi).pdf(requireCaller(ctx), id, browserLocale(ctx)));
  },
});
