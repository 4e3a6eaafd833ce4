/**
 * Amenities as administrators define them in the web app (docs/requirements.md §17; docs/api.md
 * "Amenity bookings"). The rules are the amenity's rules service's, run by the write pipeline for
 * these writes and the Strapi panel's alike.
 */
import type { Core } from '@strapi/strapi';
import { BookingMessages, type Amenity, type AmenityInput } from '@hearth/common';
import { notFound } from '../../../platform/http-errors';
import { UID } from '../../../platform/content-registry';
import { writable } from '../../../platform/rows';
import { serviceOf } from '../../../platform/services';
import { amenityOf } from './bookings';
import type bookingsService from './bookings';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const bookings = () => serviceOf<typeof bookingsService>(strapi, 'api::amenity.bookings');

  async function answer(id: number): Promise<Amenity> {
    const row = await strapi.db.query(UID.amenity).findOne({ where: { id } });
    return amenityOf(row, await bookings().timeZone());
  }

  return {
    async create(input: AmenityInput): Promise<Amenity> {
      const created = await strapi.documents(UID.amenity).create({ data: writable<typeof UID.amenity>(input) });
      return answer(Number(created.id));
    },

    /** An archived amenity is edited after it is restored, like the other archived rows. */
    async update(id: number, input: AmenityInput): Promise<Amenity> {
      const row = await strapi.db.query(UID.amenity).findOne({ where: { id, archivedAt: { $null: true } }, select: ['documentId'] });
      if (!row) throw notFound(BookingMessages.amenityNotFound);
      await strapi.documents(UID.amenity).update({ documentId: row.documentId, data: writable<typeof UID.amenity>(input) });
      return answer(id);
    },
  };
};
