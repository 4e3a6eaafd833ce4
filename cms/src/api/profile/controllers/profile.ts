import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  Messages,
  idHeaderSchema,
  ownersOnlyHeaderSchema,
  profileCheckHeadersSchema,
  profileModelSchema,
  profileSaveSchema,
  profileVerifySchema,
  userNameSchema,
} from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { headerOf, jsonBody, pathId, requireCaller } from '../../../platform/request';
import { UID } from '../../../platform/content-registry';
import { enforceRate, LIMITS } from '../../../identity/front-door';
import { serviceOf } from '../../../platform/services';
import type service from '../services/profile';

const profiles = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, UID.profile);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async verify(ctx: Context) {
    await enforceRate(strapi, ctx, `profile-verify:${ctx.ip}`, LIMITS.profileVerifyPerAddress);
    ctx.body = await profiles(strapi).verify(parseOrThrow(profileVerifySchema, jsonBody(ctx)));
  },
  async check(ctx: Context) {
    const person = parseOrThrow(profileCheckHeadersSchema, {
      firstName: headerOf(ctx, 'firstName'),
      lastName: headerOf(ctx, 'lastName'),
      unitNumber: headerOf(ctx, 'unitNumber'),
    });
    ctx.body = await profiles(strapi).exists(person);
  },
  async get(ctx: Context) {
    const header = headerOf(ctx, 'userId');
    const userId = header === undefined ? undefined : parseOrThrow(idHeaderSchema(Messages.userIdInvalid), header);
    const profile = await profiles(strapi).forUser(requireCaller(ctx), userId);
    // No profile yet is an answer, not an error: 200 with JSON null (Koa would make a null body a 204).
    ctx.type = 'application/json';
    ctx.body = profile ?? 'null';
  },
  async standing(ctx: Context) {
    ctx.body = await profiles(strapi).standing(requireCaller(ctx));
  },
  async byUserName(ctx: Context) {
    const userName = parseOrThrow(userNameSchema, headerOf(ctx, 'username') ?? '');
    ctx.body = await profiles(strapi).forUserName(requireCaller(ctx), userName);
  },
  async all(ctx: Context) {
    ctx.body = await profiles(strapi).all(requireCaller(ctx), parseOrThrow(ownersOnlyHeaderSchema, headerOf(ctx, 'ownersOnly')));
  },
  async add(ctx: Context) {
    ctx.body = await profiles(strapi).add(requireCaller(ctx), parseOrThrow(profileModelSchema, jsonBody(ctx)));
  },
  async update(ctx: Context) {
    ctx.body = await profiles(strapi).update(requireCaller(ctx), parseOrThrow(profileModelSchema, jsonBody(ctx)));
  },
  async updateRange(ctx: Context) {
    const { models } = parseOrThrow(profileSaveSchema, jsonBody(ctx));
    ctx.body = await profiles(strapi).updateRange(requireCaller(ctx), models);
  },
  async remove(ctx: Context) {
    const id = pathId(ctx, 'The id must be a positive number.');
    ctx.body = await profiles(strapi).remove(requireCaller(ctx), id);
  },
});
