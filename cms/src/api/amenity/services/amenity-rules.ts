/**
 * Amenity rules on every write, the admin panel's included (docs/requirements.md, "Amenity bookings"): opening
 * hours and blackouts in their JSON shapes, every length on the 15-minute grid, so no amenity
 * can be saved that bookings cannot follow; its texts by the one free-text rule (requirements, "Validation"); a name no
 * other amenity has; a photo that names an uploaded picture (POST /api/file/amenities).
 */
import type { Core } from '@strapi/strapi';
import { BookingMessages, Messages, amenityRulesSchema, amenityTextsSchema, isSafeFileName } from '@hearth/common';
import { badRequest, conflict, parseOrThrow } from '../../../platform/http-errors';
import { valuesAfterWrite, type WriteContext } from '../../../platform/resource-api';
import { UID } from '../../../platform/content-registry';
import { uploadedFileExists } from '../../file/front-door';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    const write = await valuesAfterWrite(strapi, context);
    if (!write) return;
    const { value, existing } = write;
    parseOrThrow(amenityRulesSchema, {
      slotMinutes: Number(value('slotMinutes') ?? 60),
      minMinutes: Number(value('minMinutes') ?? 60),
      maxMinutes: Number(value('maxMinutes') ?? 240),
      bufferMinutes: Number(value('bufferMinutes') ?? 0),
      openingHours: value('openingHours') ?? {},
      blackouts: value('blackouts') ?? [],
    });
    // The texts by the rule of every free-text field (docs/requirements.md, "Validation"), in the panel too.
    const { name } = parseOrThrow(amenityTextsSchema, {
      name: value('name') ?? '',
      description: value('description') ?? '',
      terms: value('terms') ?? '',
    });
    const same = await strapi.db.query(UID.amenity).findOne({ where: { name, ...(existing ? { id: { $ne: existing.id } } : {}) } });
    if (same) throw conflict(BookingMessages.amenityNameTaken(name));
    // Checked only when written, so a stored name whose file went missing does not block other edits.
    const photo = context.params.data && 'photo' in context.params.data ? value('photo') : null;
    if (photo && !isSafeFileName(photo)) throw badRequest(Messages.invalidFileName);
    if (photo && photo !== existing?.photo && !(await uploadedFileExists(strapi, 'amenities', photo))) {
      throw badRequest(Messages.fileNotFound);
    }
  },
});
