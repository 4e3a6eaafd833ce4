/**
 * The rules of a person on the roster, on every write (docs/requirements.md §15):
 * a unit that exists, a relation, one-line names and a valid e-mail (kept trimmed and in lower
 * case, as registration matches it), and a mailing address of one-line fields.
 */
import type { Core } from '@strapi/strapi';
import { MAILING_FIELDS, Messages, unitPersonSchema } from '@hearth/common';
import { notFound, parseOrThrow } from '../../../platform/http-errors';
import { valuesAfterWrite, type WriteContext } from '../../../platform/resource-api';
import { UID } from '../../../platform/content-registry';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    const write = await valuesAfterWrite(strapi, context);
    if (!write) return;
    const { data, value } = write;
    const person = parseOrThrow(unitPersonSchema, {
      relation: value('relation'),
      firstName: value('firstName'),
      lastName: value('lastName'),
      email: value('email'),
      ...Object.fromEntries(MAILING_FIELDS.map((field) => [field, value(field) ?? undefined])),
    });
    Object.assign(data, Object.fromEntries(Object.entries(person).filter(([, v]) => v !== undefined)));
    const unitId = Number(value('unitId'));
    if (!(await strapi.db.query(UID.unit).findOne({ where: { id: unitId }, select: ['id'] }))) throw notFound(Messages.unitNotFound);
  },
});
