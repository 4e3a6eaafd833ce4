import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import fs from 'node:fs';
import {
  RequestMessages,
  newRequestSchema,
  requestCommentSchema,
  requestListQuerySchema,
  requestRatingSchema,
  requestStatusSchema,
} from '@hearth/common';
import { badRequest, parseOrThrow } from '../../../platform/http-errors';
import { jsonBody, pathId, requireCaller } from '../../../platform/request';
import { inSentOrder } from '../../../platform/upload-order';
import { serviceOf } from '../../../platform/services';
import type service from '../services/service-request';

type IncomingFile = { filepath: string; originalFilename?: string | null; size: number };

const requests = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, 'api::service-request.service-request');
const idOf = (ctx: Context) => pathId(ctx, RequestMessages.notFound);

/** The files of the multipart field "file", in the order sent, handed to `work` and removed after it. */
async function withSentFiles<T>(ctx: Context, work: (files: IncomingFile[]) => Promise<T>): Promise<T> {
  const sent = ctx.request.files?.file as IncomingFile | IncomingFile[] | undefined;
  const all = inSentOrder(Array.isArray(sent) ? sent : sent ? [sent] : []);
  try {
    return await work(all);
  } finally {
    // Strapi's body middleware only cleans up the field "files".
    for (const file of all) fs.promises.rm(file.filepath, { force: true }).catch(() => undefined);
    if (ctx.request.files) delete ctx.request.files.file;
  }
}

/** POST /requests as JSON, or multipart: the request as JSON in the field "data", its photos in "file". */
function newRequestOf(ctx: Context) {
  if (!ctx.is('multipart')) return parseOrThrow(newRequestSchema, jsonBody(ctx));
  let data: unknown;
  try {
    data = JSON.parse(String((ctx.request.body as Record<string, unknown> | undefined)?.data ?? ''));
  } catch {
    throw badRequest(RequestMessages.dataInvalid);
  }
  return parseOrThrow(newRequestSchema, data);
}

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
    ctx.body = await withSentFiles(ctx, (files) => requests(strapi).create(requireCaller(ctx), newRequestOf(ctx), files));
    ctx.status = 201;
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
    ctx.body = await withSentFiles(ctx, (files) => requests(strapi).addPhotos(requireCaller(ctx), idOf(ctx), files));
    ctx.status = 201;
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
