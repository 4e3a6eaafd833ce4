/**
 * Spec 5's director rules and spec 4's defaults, enforced on every write of a board director
 * (portal API and Strapi admin panel alike, through the document-service middleware):
 *  - required fields with the form's messages;
 *  - the same e-mail, or the same first name + last name + unit, already on the board → 409;
 *  - no registered profile with that first name + last name + unit → 422;
 *  - new directors: active false, position -1 becomes the next free position;
 *  - the director is linked to the matching profile (its account gets the privileges).
 * An admin-panel save also grants or revokes the director role by the active flag (a deletion
 * revokes it); the portal's own calls do that themselves so they can report the messages.
 */
import type { Core } from '@strapi/strapi';
import { Messages, directorFormSchema } from '@hearth/common';
import { conflict, parseOrThrow, unprocessable } from '../../../platform/http-errors';
import { isViaApi } from '../../../platform/portal-context';
import type { WriteContext } from '../../../platform/resource-api';

export const DIRECTOR_UID = 'api::board-director.board-director';
const PROFILE_UID = 'api::profile.profile';

const deleted = new WeakMap<WriteContext, { id: number; firstName: string; lastName: string; unitNumber: string } | null>();
const requiredFields = directorFormSchema.pick({ firstName: true, lastName: true, unitNumber: true, email: true, phone: true });

export interface PersonKey { firstName: string; lastName: string; unitNumber: string }
const clean = (value: unknown) => String(value ?? '').trim();

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The registered (account-backed) profile of a person, matched case-insensitively. */
  async findRegisteredProfile(person: PersonKey) {
    return strapi.db.query(PROFILE_UID).findOne({
      where: {
        firstName: { $eqi: clean(person.firstName) },
        lastName: { $eqi: clean(person.lastName) },
        unitNumber: { $eqi: clean(person.unitNumber) },
        userId: { $notNull: true },
      },
      select: ['id', 'documentId', 'userId'],
    });
  },

  /** Another director with the same e-mail, or the same first name + last name + unit. */
  async findDuplicate(director: PersonKey & { email: string }, excludeId?: number) {
    const sameEmail = { email: { $eqi: clean(director.email) } };
    const samePerson = {
      firstName: { $eqi: clean(director.firstName) },
      lastName: { $eqi: clean(director.lastName) },
      unitNumber: { $eqi: clean(director.unitNumber) },
    };
    const where: Record<string, unknown> = { $or: [sameEmail, samePerson] };
    if (excludeId) where.id = { $ne: excludeId };
    return strapi.db.query(DIRECTOR_UID).findOne({ where, select: ['id'] });
  },

  async nextPosition(): Promise<number> {
    const last = await strapi.db.query(DIRECTOR_UID).findOne({ orderBy: { position: 'desc' }, select: ['position'] });
    return Math.max(0, Number(last?.position ?? 0)) + 1;
  },

  async before(context: WriteContext): Promise<void> {
    if (context.action === 'delete' && context.params.documentId) {
      // Remembered for after(): a director removed in the admin panel loses the privileges.
      deleted.set(context, await strapi.db.query(DIRECTOR_UID).findOne({ where: { documentId: context.params.documentId } }));
      return;
    }
    const data = context.params.data;
    if (context.action === 'create' && data) {
      data.active ??= false;
      if (data.position === undefined || data.position === null || Number(data.position) === -1) data.position = await this.nextPosition();
      const fields = parseOrThrow(requiredFields, pickFields(data));
      if (await this.findDuplicate(fields)) throw conflict(Messages.directorExists);
      const profile = await this.findRegisteredProfile(fields);
      if (!profile) throw unprocessable(Messages.directorNotRegistered);
      data.profile = profile.documentId;
      return;
    }
    if (context.action === 'update' && data && context.params.documentId) {
      const existing = await strapi.db.query(DIRECTOR_UID).findOne({ where: { documentId: context.params.documentId }, populate: { profile: { select: ['id'] } } });
      if (!existing) return;
      const merged = { ...pickFields(existing), ...pickFields(data, true) };
      const fields = parseOrThrow(requiredFields, merged);
      if (await this.findDuplicate(fields, existing.id)) throw conflict(Messages.directorExists);
      const personChanged = ['firstName', 'lastName', 'unitNumber'].some((k) => clean(existing[k]).toLowerCase() !== clean(merged[k]).toLowerCase());
      if (personChanged || !existing.profile) {
        const profile = await this.findRegisteredProfile(fields);
        if (!profile) throw unprocessable(Messages.directorNotRegistered);
        data.profile = profile.documentId;
      }
    }
  },

  async after(context: WriteContext, result: unknown): Promise<void> {
    if (isViaApi()) return;
    if (context.action === 'delete') {
      const row = deleted.get(context);
      if (row) await strapi.service('api::board-director.board').privilege(row, false);
      return;
    }
    if (!['create', 'update'].includes(context.action)) return;
    const documentId = (result as { documentId?: string } | null)?.documentId;
    if (!documentId) return;
    const row = await strapi.db.query(DIRECTOR_UID).findOne({ where: { documentId } });
    if (row) await strapi.service('api::board-director.board').privilege(row, Boolean(row.active));
  },
});

/** The person fields present in a write (trimmed strings), for validation. */
function pickFields(source: Record<string, unknown>, onlyPresent = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['firstName', 'lastName', 'unitNumber', 'email', 'phone']) {
    if (onlyPresent && !(key in source)) continue;
    out[key] = typeof source[key] === 'string' ? (source[key] as string).trim() : source[key];
  }
  return out;
}
