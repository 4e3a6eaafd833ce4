import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import fs from 'node:fs';
import { MAX_ROSTER_CSV_BYTES, Messages, rosterImportQuerySchema, unitListSchema, unitModelSchema, unitPersonSchema } from '@hearth/common';
import { badRequest, parseOrThrow, payloadTooLarge } from '../../../platform/http-errors';
import { jsonBody, pathId } from '../../../platform/request';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type service from '../services/unit';

type IncomingFile = { filepath: string; size: number };

const units = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, UID.unit);
const idOf = (ctx: Context) => pathId(ctx, 'The id must be a positive number.');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await units(strapi).list();
  },
  async add(ctx: Context) {
    ctx.body = await units(strapi).add(parseOrThrow(unitModelSchema, jsonBody(ctx)));
  },
  async updateRange(ctx: Context) {
    ctx.body = await units(strapi).updateRange(parseOrThrow(unitListSchema, jsonBody(ctx)));
  },
  async remove(ctx: Context) {
    ctx.body = await units(strapi).remove(idOf(ctx));
  },
  async addPerson(ctx: Context) {
    ctx.status = 201;
    ctx.body = await units(strapi).addPerson(idOf(ctx), parseOrThrow(unitPersonSchema, jsonBody(ctx)));
  },
  async updatePerson(ctx: Context) {
    ctx.body = await units(strapi).updatePerson(idOf(ctx), parseOrThrow(unitPersonSchema, jsonBody(ctx)));
  },
  async removePerson(ctx: Context) {
    ctx.body = await units(strapi).removePerson(idOf(ctx));
  },

  /** POST /units/import?dryRun=true|false: multipart field "file", the roster CSV. */
  async import(ctx: Context) {
    const sent = ctx.request.files?.file as IncomingFile | IncomingFile[] | undefined;
    const all = Array.isArray(sent) ? sent : sent ? [sent] : [];
    try {
      const { dryRun } = parseOrThrow(rosterImportQuerySchema, { ...ctx.query });
      if (!all.length) throw badRequest(Messages.rosterFileMissing);
      if (all[0].size > MAX_ROSTER_CSV_BYTES) throw payloadTooLarge(Messages.rosterTooLarge(MAX_ROSTER_CSV_BYTES / 1024 / 1024));
      const bytes = await fs.promises.readFile(all[0].filepath);
      ctx.body = await units(strapi).importCsv(bytes, dryRun === 'true');
    } finally {
      // Strapi's body middleware only cleans up the field "files".
      for (const file of all) fs.promises.rm(file.filepath, { force: true }).catch(() => undefined);
      if (ctx.request.files) delete ctx.request.files.file;
    }
  },

  async export(ctx: Context) {
    const csv = await units(strapi).exportCsv();
    ctx.status = 200;
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment('roster.csv');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = csv;
  },

  async invite(ctx: Context) {
    ctx.body = await units(strapi).invite(idOf(ctx));
  },
  async inviteUnregistered(ctx: Context) {
    ctx.body = await units(strapi).inviteUnregistered();
  },
});
