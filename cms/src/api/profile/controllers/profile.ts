import { z } from 'zod';
import { Messages, idHeaderSchema, profileModelSchema, profileSaveSchema, profileVerifySchema, requiredText, userNameSchema } from '@hearth/common';
import { badRequest, parseOrThrow } from '../../../platform/http-errors';
import { headerOf, jsonBody, requireCaller } from '../../../platform/request';
import { enforceRate } from '../../../platform/rate';

const profiles = (strapi) => strapi.service('api::profile.profile');

const checkHeaders = z.object({
  firstName: requiredText(Messages.firstNameRequired, 100),
  lastName: requiredText(Messages.lastNameRequired, 100),
  unitNumber: requiredText(Messages.unitNumberRequired, 20),
});

/** header ownersOnly: "true"/"ownersOnly" (default) or "false"/"all". */
function ownersOnlyOf(value: string | undefined): boolean {
  if (value === undefined || value === 'true' || value === 'ownersOnly') return true;
  if (value === 'false' || value === 'all') return false;
  throw badRequest('The ownersOnly header must be true or false.');
}

export default ({ strapi }) => ({
  async verify(ctx) {
    await enforceRate(strapi, ctx, `profile-verify:${ctx.ip}`, 30, 60);
    ctx.body = await profiles(strapi).verify(parseOrThrow(profileVerifySchema, jsonBody(ctx)));
  },
  async check(ctx) {
    const person = parseOrThrow(checkHeaders, {
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
    ctx.body = await profiles(strapi).all(requireCaller(ctx), ownersOnlyOf(headerOf(ctx, 'ownersOnly')));
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
    ctx.body = await profiles(strapi).remove(id);
  },
});
