/**
 * The director rules (docs/requirements.md §5) and the defaults (docs/requirements.md §4), enforced on every write of a board director
 * (portal API and Strapi admin panel alike, through the document-service middleware):
 *  - required fields with the form's messages;
 *  - the same e-mail, or the same first name + last name + unit, already on the board → 409;
 *  - no registered profile with that first name + last name + unit → 422;
 *  - new directors: active false, position -1 becomes the next free position;
 *  - the director is linked to THE matching profile, once, when the row is created: several
 *    matches are refused (a resident who copies a future director's names must not receive
 *    the role); grant and revoke act on the linked account, never on a new name match, and a
 *    later edit of the row's or the profile's names never moves the link. In the admin panel an
 *    administrator may pick the profile of a row by hand (docs/authorization.md).
 * An admin-panel save also grants or revokes the director role by the active flag (a deletion
 * revokes it); the portal's own calls do that themselves so they can report the messages.
 */
import type { Core } from '@strapi/strapi';
import { Messages, directorFormSchema, displayName } from '@hearth/common';
import { conflict, parseOrThrow, unprocessable } from '../../../platform/http-errors';
import { isViaApi } from '../../../platform/portal-context';
import type { WriteContext } from '../../../platform/resource-api';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type boardService from './board';

/** A row deleted in the admin panel: its name and linked account, remembered for after(). */
const deleted = new WeakMap<WriteContext, { name: string; userId: number | null }>();
const requiredFields = directorFormSchema.pick({ firstName: true, lastName: true, unitNumber: true, email: true, phone: true });

interface PersonKey {
  firstName: string;
  lastName: string;
  unitNumber: string;
}
const clean = (value: unknown) => String(value ?? '').trim();

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Registered (account-backed) profiles of a person, matched case-insensitively; two at most. */
  async findRegisteredProfiles(person: PersonKey) {
    return strapi.db.query(UID.profile).findMany({
      where: {
        firstName: { $eqi: clean(person.firstName) },
        lastName: { $eqi: clean(person.lastName) },
        unitNumber: { $eqi: clean(person.unitNumber) },
        userId: { $notNull: true },
        removedAt: { $null: true },
      },
      select: ['id', 'documentId', 'userId'],
      limit: 2,
    });
  },

  async findRegisteredProfile(person: PersonKey) {
    return (await this.findRegisteredProfiles(person))[0] ?? null;
  },

  /** The one profile a new board row names: none or several is refused with the reason. */
  async profileToLink(person: PersonKey) {
    const matches = await this.findRegisteredProfiles(person);
    if (matches.length === 0) throw unprocessable(Messages.directorNotRegistered);
    if (matches.length > 1)
      throw conflict(
        Messages.directorAmbiguous(
          displayName({ firstName: clean(person.firstName), lastName: clean(person.lastName) }),
          clean(person.unitNumber),
        ),
      );
    return matches[0];
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
    return strapi.db.query(UID.boardDirector).findOne({ where, select: ['id'] });
  },

  async nextPosition(): Promise<number> {
    const last = await strapi.db.query(UID.boardDirector).findOne({ orderBy: { position: 'desc' }, select: ['position'] });
    return Math.max(0, Number(last?.position ?? 0)) + 1;
  },

  async before(context: WriteContext): Promise<void> {
    if (context.action === 'delete' && context.params.documentId) {
      // Remembered for after(): a director removed in the admin panel loses the privileges.
      const row = await strapi.db
        .query(UID.boardDirector)
        .findOne({ where: { documentId: context.params.documentId }, populate: { profile: { select: ['userId'] } } });
      if (row) deleted.set(context, { name: displayName(row), userId: row.profile?.userId ?? null });
      return;
    }
    const data = context.params.data;
    if (context.action === 'create' && data) {
      data.active ??= false;
      if (data.position === undefined || data.position === null || Number(data.position) === -1) data.position = await this.nextPosition();
      const fields = parseOrThrow(requiredFields, pickFields(data));
      if (await this.findDuplicate(fields)) throw conflict(Messages.directorExists);
      // A profile picked by hand in the admin panel stands; otherwise the one registered match.
      if (!hasProfile(data)) data.profile = (await this.profileToLink(fields)).documentId;
      return;
    }
    if (context.action === 'update' && data && context.params.documentId) {
      const existing = await strapi.db
        .query(UID.boardDirector)
        .findOne({ where: { documentId: context.params.documentId }, populate: { profile: { select: ['id'] } } });
      if (!existing) return;
      const merged = { ...pickFields(existing), ...pickFields(data, true) };
      const fields = parseOrThrow(requiredFields, merged);
      if (await this.findDuplicate(fields, existing.id)) throw conflict(Messages.directorExists);
      // The link never moves by names. A row left unlinked (none or several matches when it
      // was made) is linked once its person is unambiguous; else its privileges say so.
      if (!existing.profile && !hasProfile(data)) {
        const matches = await this.findRegisteredProfiles(fields);
        if (matches.length === 1) data.profile = matches[0].documentId;
      }
    }
  },

  async after(context: WriteContext, result: unknown): Promise<void> {
    if (isViaApi()) return;
    if (context.action === 'delete') {
      const row = deleted.get(context);
      if (row) await serviceOf<typeof boardService>(strapi, 'api::board-director.board').privilegeOf(row.name, row.userId, false);
      return;
    }
    if (!['create', 'update'].includes(context.action)) return;
    const documentId = (result as { documentId?: string } | null)?.documentId;
    if (!documentId) return;
    const row = await strapi.db.query(UID.boardDirector).findOne({ where: { documentId } });
    // An archived row is no director, whatever its active flag (kept for the restore, archive.ts).
    if (row)
      await serviceOf<typeof boardService>(strapi, 'api::board-director.board').privilege(row, Boolean(row.active) && !row.archivedAt);
  },
});

/** Whether a write sets the profile relation itself (the admin panel's relation picker). */
function hasProfile(data: Record<string, unknown>): boolean {
  const value = data.profile as { connect?: unknown[]; set?: unknown[] } | string | number | null | undefined;
  if (value === undefined || value === null) return false;
  if (typeof value === 'object') return Boolean(value.connect?.length || value.set?.length);
  return true;
}

/** The person fields present in a write (trimmed strings), for validation. */
function pickFields(source: Record<string, unknown>, onlyPresent = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['firstName', 'lastName', 'unitNumber', 'email', 'phone']) {
    if (onlyPresent && !(key in source)) continue;
    out[key] = typeof source[key] === 'string' ? (source[key] as string).trim() : source[key];
  }
  return out;
}
