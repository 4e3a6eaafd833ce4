/**
 * Amenities as administrators define them in the web app (docs/requirements.md, "Amenity bookings"; docs/api.md
 * "Amenity bookings"). The rules are the amenity's rules service's, run by the write pipeline for
 * these writes and the Strapi panel's alike.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { BookingMessages, isSafeFileName, publicUploadPath, type Amenity, type AmenityInput } from '@hearth/common';
import { notFound } from '../../../platform/http-errors';
import { UID } from '../../../platform/content-registry';
import { writable } from '../../../platform/rows';
import { lockRow } from '../../../platform/row-lock';
import { serviceOf } from '../../../platform/services';
import type { settingsService } from '../../site-setting/front-door';

export type AmenityRow = Record<string, unknown> & { id: number; name: string };

/**
 * Locks an amenity's row for the rest of the transaction: the bookings module decides a booking
 * under it (docs/requirements.md, "Amenity bookings"). False when the row is gone, or archived unless `archivedToo`.
 */
export const lockAmenityRow = (trx: Knex, id: number, { archivedToo = false } = {}): Promise<boolean> =>
  lockRow(trx, 'amenities', id, archivedToo ? undefined : (query) => query.whereNull('archived_at'));

export const numberOr = (value: unknown, fallback: number) =>
  value === null || value === undefined || value === '' ? fallback : Number(value);

export const amenityOf = (row: AmenityRow, timeZone: string): Amenity => ({
  id: row.id,
  name: row.name,
  description: String(row.description ?? ''),
  photo: (row.photo as string) || null,
  photoUrl: isSafeFileName(row.photo) ? publicUploadPath('amenities', row.photo) : null,
  capacity: numberOr(row.capacity, 0),
  openingHours: (row.openingHours as Amenity['openingHours']) ?? {},
  slotMinutes: numberOr(row.slotMinutes, 60),
  minMinutes: numberOr(row.minMinutes, 60),
  maxMinutes: numberOr(row.maxMinutes, 240),
  minNoticeHours: numberOr(row.minNoticeHours, 24),
  maxNoticeDays: numberOr(row.maxNoticeDays, 90),
  quotaCount: row.quotaCount == null ? null : Number(row.quotaCount),
  quotaPeriod: row.quotaPeriod === 'week' ? 'week' : 'month',
  bufferMinutes: numberOr(row.bufferMinutes, 0),
  blackouts: (row.blackouts as Amenity['blackouts']) ?? [],
  needsApproval: Boolean(row.needsApproval),
  terms: String(row.terms ?? ''),
  cancelCutoffHours: numberOr(row.cancelCutoffHours, 24),
  bookedBy: (row.bookedBy as Amenity['bookedBy']) ?? 'residents',
  timeZone,
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const timeZone = (): Promise<string> => serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').timeZone();

  async function answer(id: number): Promise<Amenity> {
    const row = await strapi.db.query(UID.amenity).findOne({ where: { id } });
    return amenityOf(row, await timeZone());
  }

  return {
    /** GET /api/amenities: the amenities on offer, by name. */
    async list(): Promise<Amenity[]> {
      const zone = await timeZone();
      const rows = (await strapi.db
        .query(UID.amenity)
        .findMany({ where: { archivedAt: { $null: true } }, orderBy: { name: 'asc' } })) as AmenityRow[];
      return rows.map((row) => amenityOf(row, zone));
    },

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
