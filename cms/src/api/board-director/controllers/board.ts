import { boardPrivilegeSchema, boardSaveSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { jsonBody, sendJsonText } from '../../../platform/request';

const board = (strapi) => strapi.service('api::board-director.board');

export default ({ strapi }) => ({
  async list(ctx) {
    sendJsonText(ctx, await board(strapi).listJson(false));
  },
  async active(ctx) {
    sendJsonText(ctx, await board(strapi).listJson(true));
  },
  async add(ctx) {
    const { models } = parseOrThrow(boardSaveSchema, jsonBody(ctx));
    ctx.body = await board(strapi).add(models);
  },
  async updateRange(ctx) {
    const { models } = parseOrThrow(boardSaveSchema, jsonBody(ctx));
    ctx.body = await board(strapi).updateRange(models);
  },
  async grant(ctx) {
    const { ids } = parseOrThrow(boardPrivilegeSchema, jsonBody(ctx));
    ctx.body = await board(strapi).setPrivileges(ids, true);
  },
  async revoke(ctx) {
    const { ids } = parseOrThrow(boardPrivilegeSchema, jsonBody(ctx));
    ctx.body = await board(strapi).setPrivileges(ids, false);
  },
});
