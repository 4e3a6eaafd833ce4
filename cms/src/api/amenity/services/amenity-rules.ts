/**
 * Amenity rules on every write, the admin panel's included (docs/requirements.md, "Amenity
 * bookings"): opening hours and blackouts in their JSON shapes, and every length on the
 * 15-minute grid the bookings' slot rows use, so no amenity can be saved that bookings cannot follow.
 */
import type { Core } from '@strapi/strapi';
import { amenityRulesSchema } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { valuesAfterWrite, type WriteContext } from '../../../platform/resource-api';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    const write = await valuesAfterWrite(strapi, context);
    if (!write) return;
    const { value } = write;
    parseOrThrow(amenityRulesSchema, {
      slotMinutes: Number(value('slotMinutes') ?? 60),
      minMinutes: Number(value('minMinutes') ?? 60),
      maxMinutes: Number(value('maxMinutes') ?? 240),
      bufferMinutes: Number(value('bufferMinutes') ?? 0),
      openingHours: value('openingHours') ?? {},
      blackouts: value('blackouts') ?? [],
    });
  },
});
