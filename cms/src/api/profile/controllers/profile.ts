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
import { headerOf, jsonBody, requireCaller } from '../../../platform/request';
import { enforceRate, LIMITS } from '../../../identity/rate-limit';
import { UID } from '../../../platform/content-registry';

const profiles = (strapi) => strapi.service(UID.profile);

export default ({ strapi }) => ({
  async verify(ctx) {
    await enforceRate(strapi, ctx, `profile-verify:${ctx.ip}`, LIMITS.profileVerifyPerAddress);
    ctx.body = await profiles(strapi).verify(parseOrThrow(profileVerifySchema, jsonBody(ctx)));
  },
  async check(ctx) {
    const person = parseOrThrow(profileCheckHeadersSchema, {
      firstName: headerOf(ctx, 'firstName'),
      lastName: headerOf(ctx, 'lastName'),
      unitNumber: headerOf(ctx, 'unitNumber'),
    });
    ctx.body = await profiles(strapi).exists(person);
  },
  async get(ctx) {
    const header = headerOf(ctx, 'userId');
    const userId = header === undefined ? undefined : parseOrThrow(idHeaderSchema(Messages.userIdInvalid), header);
    ctx.body = await profiles(strapi).forUser(requireCaller(ctx), userId);
  },
  async byUserName(ctx) {
    const userName = parseOrThrow(userNameSchema, headerOf(ctx, 'username') ?? '');
    ctx.body = await profiles(strapi).forUserName(requireCaller(ctx), userName);
  },
  async all(ctx) {
    ctx.body = await profiles(strapi).all(requireCaller(ctx), parseOrThrow(ownersOnlyHeaderSchema, headerOf(ctx, 'ownersOnly')));
  },
  async add(ctx) {
    ctx.body = await profiles(strapi).add(requireCaller(ctx), parseOrThrow(profileModelSchema, jsonBody(ctx)));
  },
  async update(ctx) {
    ctx.body = await profiles(strapi).update(requireCaller(ctx), parseOrThrow(profileModelSchema, jsonBody(ctx)));
  },
  async updateRange(ctx) {
    const { models } = parseOrThrow(profileSaveSchema, jsonBody(ctx));
    ctx.body = await profiles(strapi).updateRange(requireCaller(ctx), models);
  },
  async remove(ctx) {
    const id = parseOrThrow(idHeaderSchema('The id must be a positive number.'), String(ctx.params.id));
    ctx.body = await profiles(strapi).remove(requireCaller(ctx), id);
  },
});
