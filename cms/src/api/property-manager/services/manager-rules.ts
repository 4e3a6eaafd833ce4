/**
 * Spec 5's property manager rules on every write (API and admin panel): all fields required
 * with the form's messages, and no second manager with the same name and phone (409).
 */
import type { Core } from '@strapi/strapi';
import { Messages, managerFormSchema } from '@hearth/common';
import { conflict, parseOrThrow } from '../../../platform/http-errors';
import type { WriteContext } from '../../../platform/resource-api';
import { MANAGER_UID } from './property-manager';

const requiredFields = managerFormSchema.omit({ logo: true, active: true });
const FIELDS = ['name', 'phone', 'afterHoursPhone', 'fax', 'email', 'websiteUrl'];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    const data = context.params.data;
    if (!data || !['create', 'update'].includes(context.action)) return;
    let existing: Record<string, unknown> | null = null;
    if (context.action === 'update') {
      existing = await strapi.db.query(MANAGER_UID).findOne({ where: { documentId: context.params.documentId } });
      if (!existing) return;
    }
    const merged: Record<string, unknown> = {};
    for (const key of FIELDS) {
      const value = key in data ? data[key] : existing?.[key];
      merged[key] = typeof value === 'string' ? value.trim() : value;
    }
    const fields = parseOrThrow(requiredFields, merged);
    const where: Record<string, unknown> = { name: { $eqi: fields.name }, phone: { $eqi: fields.phone } };
    if (existing) where.id = { $ne: existing.id };
    if (await strapi.db.query(MANAGER_UID).findOne({ where, select: ['id'] })) throw conflict(Messages.managerExists);
  },
});
