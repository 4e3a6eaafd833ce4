import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { amenityInputSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { jsonBody, pathId } from '../../../platform/request';
import { serviceOf } from '../../../platform/services';
import type amenitiesService from '../services/amenities';

const amenities = (strapi: Core.Strapi) => serviceOf<typeof amenitiesService>(strapi, 'api::amenity.amenities');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async amenities(ctx: Context) {
    ctx.body = await amenities(strapi).list();
  },
  async create(ctx: Context) {
    ctx.status = 201;
    ctx.body = await amenities(strapi).create(parseOrThrow(amenityInputSchema, jsonBody(ctx)));
  },
  async update(ctx: Context) {
    const id = pathId(ctx, 'The id must be a number.');
    ctx.body = await amenities(strapi).update(id, parseOrThrow(amenityInputSchema, jsonBody(ctx)));
  },
});
