import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { boardPrivilegeSchema, boardSaveSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { jsonBody, sendJsonText } from '../../../platform/request';
import { serviceOf } from '../../../platform/services';
import type service from '../services/board';

const board = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, 'api::board-director.board');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    sendJsonText(ctx, await board(strapi).listJson(false));
  },
  async active(ctx: Context) {
    sendJsonText(ctx, await board(strapi).listJson(true));
  },
  async add(ctx: Context) {
    const { models } = parseOrThrow(boardSaveSchema, jsonBody(ctx));
    ctx.body = await board(strapi).add(models);
  },
  async updateRange(ctx: Context) {
    const { models } = parseOrThrow(boardSaveSchema, jsonBody(ctx));
    ctx.body = await board(strapi).updateRange(models);
  },
  async grant(ctx: Context) {
    const { ids } = parseOrThrow(boardPrivilegeSchema, jsonBody(ctx));
    ctx.body = await board(strapi).setPrivileges(ids, true);
  },
  async revoke(ctx: Context) {
    const { ids } = parseOrThrow(boardPrivilegeSchema, jsonBody(ctx));
    ctx.body = await board(strapi).setPrivileges(ids, false);
  },
});
