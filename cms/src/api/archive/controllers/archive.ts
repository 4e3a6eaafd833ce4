import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { Messages, archiveKindSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { pathId, requireCaller } from '../../../platform/request';
import { serviceOf } from '../../../platform/services';
import type service from '../services/archive';

const archive = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, 'api::archive.archive');
const target = (ctx: Context) => ({
  kind: parseOrThrow(archiveKindSchema, ctx.params.kind),
  id: pathId(ctx, Messages.notFound),
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await archive(strapi).list(parseOrThrow(archiveKindSchema, ctx.params.kind), requireCaller(ctx));
  },
  async archive(ctx: Context) {
    const { kind, id } = target(ctx);
    ctx.body = await archive(strapi).archive(kind, id, requireCaller(ctx));
  },
  async restore(ctx: Context) {
    const { kind, id } = target(ctx);
    ctx.body = await archive(strapi).restore(kind, id, requireCaller(ctx));
  },
  async remove(ctx: Context) {
    const { kind, id } = target(ctx);
    ctx.body = await archive(strapi).remove(kind, id, requireCaller(ctx));
  },
});
