/**
 * The property manager rules (docs/requirements.md §5) on every write (API and admin panel): all fields required
 * with the form's messages, and no second manager with the same name and phone (409).
 */
import type { Core } from '@strapi/strapi';
import { Messages, managerFormSchema } from '@hearth/common';
import { conflict, parseOrThrow } from '../../../platform/http-errors';
import { valuesAfterWrite, type WriteContext } from '../../../platform/resource-api';
import { UID } from '../../../platform/content-registry';

const requiredFields = managerFormSchema.omit({ logo: true, active: true });
const FIELDS = ['name', 'phone', 'afterHoursPhone', 'fax', 'email', 'websiteUrl'];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    const write = await valuesAfterWrite(strapi, context);
    if (!write) return;
    const { existing, value } = write;
    const merged: Record<string, unknown> = {};
    for (const key of FIELDS) {
      const field = value(key);
      merged[key] = typeof field === 'string' ? field.trim() : field;
    }
    const fields = parseOrThrow(requiredFields, merged);
    const where: Record<string, unknown> = { name: { $eqi: fields.name }, phone: { $eqi: fields.phone } };
    if (existing) where.id = { $ne: existing.id };
    if (await strapi.db.query(UID.propertyManager).findOne({ where, select: ['id'] })) throw conflict(Messages.managerExists);
  },
});
