/**
 * The roster's unit rules on every write, the API's and the admin panel's (docs/requirements.md §15):
 * number and street one line each, entitlement above 0, the unique
 * `rosterKey` always derived from number and street (never typed), a second unit with the same
 * number and street a 409; a removed unit takes its people with it.
 */
import type { Core } from '@strapi/strapi';
import { Messages, entitlementSchema, unitNumberField, unitStreetField } from '@hearth/common';
import { conflict, parseOrThrow } from '../../../platform/http-errors';
import { valuesAfterWrite, type WriteContext } from '../../../platform/resource-api';
import { UID } from '../../../platform/content-registry';
import { rosterKeyOf } from './roster';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    if (context.action === 'delete') {
      const unit = await strapi.db.query(UID.unit).findOne({ where: { documentId: context.params.documentId }, select: ['id'] });
      if (unit) await strapi.db.query(UID.unitMember).deleteMany({ where: { unitId: unit.id } });
      return;
    }
    const write = await valuesAfterWrite(strapi, context);
    if (!write) return;
    const { data, existing, value } = write;
    const number = parseOrThrow(unitNumberField, value('number'));
    const street = parseOrThrow(unitStreetField, value('street'));
    const entitlement = parseOrThrow(entitlementSchema, Number(value('entitlement') ?? 1));
    Object.assign(data, { number, street, entitlement, rosterKey: rosterKeyOf(number, street) });
    const where: Record<string, unknown> = { rosterKey: data.rosterKey };
    if (existing) where.id = { $ne: existing.id };
    if (await strapi.db.query(UID.unit).findOne({ where, select: ['id'] })) throw conflict(Messages.unitExists(number, street));
  },
});
