import { Messages, archiveKindSchema, idHeaderSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';

const archive = (strapi) => strapi.service('api::archive.archive');
const target = (ctx) => ({
  kind: parseOrThrow(archiveKindSchema, ctx.params.kind),
  id: parseOrThrow(idHeaderSchema(Messages.notFound), String(ctx.params.id)),
});

export default ({ strapi }) => ({
  async list(ctx) {
    ctx.body = await archive(strapi).list(parseOrThrow(archiveKindSchema, ctx.params.kind));
  },
  async archive(ctx) {
    const { kind, id } = target(ctx);
    ctx.body = await archive(strapi).archive(kind, id);
  },
  async restore(ctx) {
    const { kind, id } = target(ctx);
    ctx.body = await archive(strapi).restore(kind, id);
  },
  async remove(ctx) {
    const { kind, id } = target(ctx);
    ctx.body = await archive(strapi).remove(kind, id);
  },
});
