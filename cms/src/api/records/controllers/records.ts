import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { FrozenRecordMessages, recordPostSchema, recordsAnswerSchema, RecordsMessages, recordsRequestSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { JSON_TYPE, browserLocale, callerOf, jsonBody, pathId, requireCaller } from '../../../platform/request';
import { serviceOf } from '../../../platform/services';
import type service from '../services/records';
import type { fileService } from '../../file/front-door';

const records = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, 'api::records.records');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async index(ctx: Context) {
    ctx.body = await records(strapi).index(callerOf(ctx));
  },
  async categories(ctx: Context) {
    ctx.body = await records(strapi).categoryList();
  },
  async file(ctx: Context) {
    const { area, name } = await records(strapi).fileOf(pathId(ctx, RecordsMessages.documentNotFound), callerOf(ctx));
    // The same stream as GET /file/download; the record's audience was checked above.
    const file = await serviceOf<typeof fileService>(strapi, 'api::file.file').openChecked(area, name);
    ctx.attachment(file.downloadName);
    ctx.type = 'application/pdf';
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = file.read();
  },
  async frozenText(ctx: Context) {
    const id = pathId(ctx, FrozenRecordMessages.idInvalid);
    const { record, text } = await records(strapi).frozenText(String(ctx.params.kind), id, requireCaller(ctx));
    // The stored text itself, byte for byte: its SHA-256 is the record's (also as RFC 9530's Repr-Digest).
    ctx.type = JSON_TYPE;
    ctx.set('Repr-Digest', `sha-256=:${Buffer.from(record.sha256 ?? '', 'hex').toString('base64')}:`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = text;
  },
  async frozenPdf(ctx: Context) {
    const id = pathId(ctx, FrozenRecordMessages.idInvalid);
    const { name, pdf } = await records(strapi).frozenPdf(String(ctx.params.kind), id, requireCaller(ctx));
    ctx.attachment(name);
    ctx.type = 'application/pdf';
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = Buffer.from(pdf);
  },
  async post(ctx: Context) {
    ctx.body = await records(strapi).post(parseOrThrow(recordPostSchema, jsonBody(ctx)), requireCaller(ctx));
  },
  async compliance(ctx: Context) {
    ctx.body = await records(strapi).compliance(requireCaller(ctx));
  },
  async complianceCsv(ctx: Context) {
    const csv = await records(strapi).complianceCsv(requireCaller(ctx), browserLocale(ctx));
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment('records-compliance.csv');
    ctx.body = csv;
  },
  async compliancePdf(ctx: Context) {
    const pdf = await records(strapi).compliancePdf(requireCaller(ctx), browserLocale(ctx));
    ctx.attachment('records-compliance.pdf');
    ctx.type = 'application/pdf';
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = Buffer.from(pdf);
  },
  async request(ctx: Context) {
    ctx.status = 201;
    ctx.body = await records(strapi).request(parseOrThrow(recordsRequestSchema, jsonBody(ctx)), requireCaller(ctx));
  },
  async requests(ctx: Context) {
    ctx.body = await records(strapi).requests(requireCaller(ctx));
  },
  async answer(ctx: Context) {
    const id = pathId(ctx, RecordsMessages.requestNotFound);
    ctx.body = await records(strapi).answer(id, parseOrThrow(recordsAnswerSchema, jsonBody(ctx)), requireCaller(ctx));
  },
});
