import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import fs from 'node:fs';
import {
  RequestMessages,
  idHeaderSchema,
  newRequestSchema,
  requestCommentSchema,
  requestListQuerySchema,
  requestRatingSchema,
  requestStatusSchema,
} from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { jsonBody, requireCaller } from '../../../platform/request';
import { inSentOrder } from '../../../platform/upload-order';
import { serviceOf } from '../../../platform/services';
import type service from '../services/service-request';

type IncomingFile = { filepath: string; originalFilename?: string | null; size: number };

const requests = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, 'api::service-request.service-request');
const idOf = (ctx: Context) => parseOrThrow(idHeaderSchema(RequestMessages.notFound), String(ctx.params.id));

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async categories(ctx: Context) {
    ctx.body = await requests(strapi).categories();
  },
  async count(ctx: Context) {
    ctx.body = await requests(strapi).openCount(requireCaller(ctx));
  },
  async list(ctx: Context) {
    ctx.body = await requests(strapi).list(requireCaller(ctx), parseOrThrow(requestListQuerySchema, { ...ctx.query }));
  },
  async create(ctx: Context) {
    ctx.status = 201;
    ctx.body = await requests(strapi).create(requireCaller(ctx), parseOrThrow(newRequestSchema, jsonBody(ctx)));
  },
  async find(ctx: Context) {
    ctx.body = await requests(strapi).find(requireCaller(ctx), idOf(ctx));
  },
  async status(ctx: Context) {
    ctx.body = await requests(strapi).changeStatus(requireCaller(ctx), idOf(ctx), parseOrThrow(requestStatusSchema, jsonBody(ctx)));
  },
  async comment(ctx: Context) {
    ctx.status = 201;
    ctx.body = await requests(strapi).comment(requireCaller(ctx), idOf(ctx), parseOrThrow(requestCommentSchema, jsonBody(ctx)));
  },
  async rate(ctx: Context) {
    ctx.body = await requests(strapi).rate(requireCaller(ctx), idOf(ctx), parseOrThrow(requestRatingSchema, jsonBody(ctx)));
  },
  /** POST /requests/:id/photos: multipart field "file", one or more images (all stored, or none). */
  async addPhotos(ctx: Context) {
    const sent = ctx.request.files?.file as IncomingFile | IncomingFile[] | undefined;
    const all = inSentOrder(Array.isArray(sent) ? sent : sent ? [sent] : []);
    try {
      ctx.status = 201;
      ctx.body = await requests(strapi).addPhotos(requireCaller(ctx), idOf(ctx), all);
    } finally {
      // Strapi's body middleware only cleans up the field "files".
      for (const file of all) fs.promises.rm(file.filepath, { force: true }).catch(() => undefined);
      if (ctx.request.files) delete ctx.request.files.file;
    }
  },
  async photo(ctx: Context) {
    const file = await requests(strapi).photo(requireCaller(ctx), idOf(ctx), String(ctx.params.name));
    ctx.status = 200;
    ctx.type = file.type;
    ctx.length = file.size;
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = file.stream;
  },
});
