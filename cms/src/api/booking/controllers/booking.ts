import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  availabilityQuerySchema,
  bookingCancelSchema,
  bookingDecisionSchema,
  bookingRequestSchema,
  type BookingStatus,
} from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { jsonBody, pathId, requireCaller } from '../../../platform/request';
import { serviceOf } from '../../../platform/services';
import type service from '../services/bookings';

const bookings = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, 'api::booking.bookings');

const statusSchema = z.enum(['pending', 'confirmed', 'declined', 'cancelled', 'blocked']).optional();

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async availability(ctx: Context) {
    const { from, to } = parseOrThrow(availabilityQuerySchema, ctx.query);
    ctx.body = await bookings(strapi).availability(requireCaller(ctx), pathId(ctx, 'The id must be a number.'), from, to);
  },
  async bookings(ctx: Context) {
    const status = parseOrThrow(statusSchema, ctx.query.status) as BookingStatus | undefined;
    ctx.body = await bookings(strapi).list(requireCaller(ctx), status);
  },
  async residents(ctx: Context) {
    ctx.body = await bookings(strapi).residents();
  },
  async pendingCount(ctx: Context) {
    ctx.body = await bookings(strapi).pendingCount();
  },
  async book(ctx: Context) {
    ctx.status = 201;
    ctx.body = await bookings(strapi).book(requireCaller(ctx), parseOrThrow(bookingRequestSchema, jsonBody(ctx)));
  },
  async cancel(ctx: Context) {
    const id = pathId(ctx, 'The id must be a number.');
    ctx.body = await bookings(strapi).cancel(requireCaller(ctx), id, parseOrThrow(bookingCancelSchema, jsonBody(ctx) ?? {}));
  },
  async decide(ctx: Context) {
    const id = pathId(ctx, 'The id must be a number.');
    ctx.body = await bookings(strapi).decide(requireCaller(ctx), id, parseOrThrow(bookingDecisionSchema, jsonBody(ctx)));
  },
});
