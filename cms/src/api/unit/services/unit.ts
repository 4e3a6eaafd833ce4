/**
 * The unit roster's calls (docs/requirements.md, "The unit roster"): the list with the people of
 * each unit, add, update of the changed rows all-or-nothing, remove, one person added, corrected
 * or removed on their own, the CSV import (a preview
 * that applies nothing, or the whole file all or nothing, in batches) and export, and the invitation
 * e-mail of a listed person who has not registered. Writes go through the document service, so
 * the rules (unit-rules.ts, member-rules.ts) and the activity record see each of them.
 *
 * The CSV import (services/unit/roster-import.ts) and the invitations (services/unit/invitations.ts)
 * are parts of this service, composed here.
 */
import type { Core } from '@strapi/strapi';
import {
  MAILING_FIELDS,
  MAX_UNIT_MEMBERS,
  Messages,
  type MailingAddress,
  type RosterMember,
  type RosterUnitView,
  type UnitModel,
  type UnitPerson,
  type RegistrationType,
} from '@hearth/common';
import { badRequest, notFound } from '../../../platform/http-errors';
import { UID } from '../../../platform/content-registry';
import { writeRosterCsv } from '../roster-csv';
import { rosterKeyOf } from './roster';
import { IMPORT_BATCH, type PersonInput, nextTurn, unitData, importPart } from './unit/roster-import';
import { invitationsPart } from './unit/invitations';

/** The mailing address fields a write gives (left out: kept as they are). */
const mailingOf = (person: Partial<MailingAddress>) =>
  Object.fromEntries(MAILING_FIELDS.flatMap((field) => (person[field] === undefined ? [] : [[field, person[field]]])));

/** A person on a unit as the roster matches them: trimmed, spaces collapsed, case ignored. */
const personKey = (rosterKey: string, person: { firstName?: unknown; lastName?: unknown; email?: unknown }) =>
  [rosterKey, person.firstName, person.lastName, person.email]
    .map((value) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toLowerCase() : ''))
    .join('|');

/** The same person on the same unit: relation and e-mail (a matched registration stays linked). */
const samePerson = (a: PersonInput, b: { relation: unknown; email: unknown }) =>
  a.relation === b.relation && a.email.toLowerCase() === String(b.email ?? '').toLowerCase();

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const core = {
    async list(): Promise<RosterUnitView[]> {
      const [units, members] = await Promise.all([
        strapi.db.query(UID.unit).findMany({ orderBy: [{ street: 'asc' }, { number: 'asc' }, { id: 'asc' }] }),
        // In the order they were listed: an export names a unit's owners as its import did.
        strapi.db.query(UID.unitMember).findMany({ orderBy: { id: 'asc' } }),
      ]);
      const byUnit = new Map<number, RosterMember[]>();
      for (const m of members) {
        const list = byUnit.get(m.unitId) ?? [];
        list.push({
          id: m.id,
          relation: m.relation as RegistrationType,
          firstName: m.firstName ?? '',
          lastName: m.lastName ?? '',
          email: m.email ?? '',
          profileId: m.profileId ?? null,
          registered: m.profileId != null,
          invitedAt: m.invitedAt ? new Date(m.invitedAt).toISOString() : null,
          ...(Object.fromEntries(MAILING_FIELDS.map((field) => [field, m[field] ?? ''])) as MailingAddress),
        });
        byUnit.set(m.unitId, list);
      }
      return units.map((u) => ({
        id: u.id,
        number: u.number,
        street: u.street,
        entitlement: Number(u.entitlement ?? 1),
        members: byUnit.get(u.id) ?? [],
      }));
    },

    async add(model: UnitModel): Promise<RosterUnitView[]> {
      await strapi.db.transaction(async () => {
        const created = await strapi.documents(UID.unit).create({ data: unitData(model) });
        const row = await strapi.db.query(UID.unit).findOne({ where: { documentId: created.documentId }, select: ['id'] });
        await this.setMembers(row.id, model.members, null);
      });
      return this.list();
    },

    async updateRange(models: UnitModel[]): Promise<RosterUnitView[]> {
      const rows = await strapi.db
        .query(UID.unit)
        .findMany({ where: { id: { $in: models.map((m) => m.id) } }, select: ['id', 'documentId'] });
      const documentIdOf = new Map(rows.map((r) => [r.id, r.documentId as string]));
      for (const model of models) if (!documentIdOf.has(model.id)) throw notFound(Messages.unitNotFound);
      await strapi.db.transaction(async () => {
        for (const model of models) {
          await strapi.documents(UID.unit).update({
            documentId: documentIdOf.get(model.id)!,
            data: unitData(model),
          });
          await this.setMembers(model.id, model.members, null);
        }
      });
      return this.list();
    },

    async remove(id: number): Promise<{ id: number }> {
      const row = await strapi.db.query(UID.unit).findOne({ where: { id }, select: ['documentId'] });
      if (!row) throw notFound(Messages.unitNotFound);
      // The unit's people go with it (unit-rules.ts), in the same transaction.
      await strapi.documents(UID.unit).delete({ documentId: row.documentId });
      return { id };
    },

    /**
     * POST /units/:id/members: one person added to a unit (docs/requirements.md, "The unit roster"). A listed owner
     * who registered before is matched and linked as an import would (matchRegisteredOwners).
     */
    async addPerson(unitId: number, person: UnitPerson): Promise<RosterUnitView[]> {
      await strapi.db.transaction(async () => {
        if (!(await strapi.db.query(UID.unit).findOne({ where: { id: unitId }, select: ['id'] }))) throw notFound(Messages.unitNotFound);
        if ((await strapi.db.query(UID.unitMember).count({ where: { unitId } })) >= MAX_UNIT_MEMBERS)
          throw badRequest(Messages.personTooMany(MAX_UNIT_MEMBERS));
        await strapi.documents(UID.unitMember).create({ data: { unitId, ...person } });
        await this.matchRegisteredOwners([unitId]);
      });
      return this.list();
    },

    /**
     * PUT /units/members/:id: one person corrected. A name corrected keeps the link to their
     * registration; another relation or e-mail is another person: the link (and the standing it
     * gives, roster.ts) ends, and a registered owner matching the new details is linked instead.
     */
    async updatePerson(memberId: number, person: UnitPerson): Promise<RosterUnitView[]> {
      await strapi.db.transaction(async () => {
        const row = await strapi.db.query(UID.unitMember).findOne({ where: { id: memberId } });
        if (!row) throw notFound(Messages.personNotFound);
        const same = samePerson(person, row);
        await strapi.documents(UID.unitMember).update({
          documentId: row.documentId,
          data: { ...person, ...(same ? {} : { profileId: null }) } as never,
        });
        if (!same) await this.matchRegisteredOwners([row.unitId]);
      });
      return this.list();
    },

    /** DELETE /units/members/:id: one person removed from their unit; the standing the roster gave them ends with it (roster.ts). */
    async removePerson(memberId: number): Promise<RosterUnitView[]> {
      const row = await strapi.db.query(UID.unitMember).findOne({ where: { id: memberId }, select: ['documentId'] });
      if (!row) throw notFound(Messages.personNotFound);
      await strapi.documents(UID.unitMember).delete({ documentId: row.documentId });
      return this.list();
    },

    /**
     * The people of a unit become `people`: rows of the same person (relation and e-mail) are kept
     * with their link to a registered profile, others are removed, new ones added. With `only`,
     * just the people of that relation are replaced (an import names owners only).
     */
    async setMembers(unitId: number, people: readonly PersonInput[], only: RegistrationType | null): Promise<void> {
      const where: Record<string, unknown> = { unitId };
      if (only) where.relation = only;
      const existing = await strapi.db.query(UID.unitMember).findMany({ where });
      const kept = new Set<number>();
      for (const person of people) {
        const match = existing.find((row) => !kept.has(row.id) && samePerson(person, row));
        const mailing = mailingOf(person);
        const data = {
          unitId,
          relation: person.relation,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          ...mailing,
        };
        if (match) {
          kept.add(match.id);
          if (
            match.firstName !== person.firstName ||
            match.lastName !== person.lastName ||
            Object.entries(mailing).some(([field, v]) => (match[field] ?? '') !== v)
          )
            await strapi.documents(UID.unitMember).update({ documentId: match.documentId, data });
        } else {
          await strapi.documents(UID.unitMember).create({ data });
        }
      }
      for (const row of existing) if (!kept.has(row.id)) await strapi.documents(UID.unitMember).delete({ documentId: row.documentId });
    },

    /**
     * Owners who registered before the roster listed them (docs/requirements.md, "The unit roster"): a profile
     * naming the same unit, first and last name and e-mail (compared as matchingOwner does) is
     * verified and linked by the import that lists it, as a registration after the import would be.
     */
    async matchRegisteredOwners(unitIds: readonly number[], verified: number[] = []): Promise<void> {
      const unlinked: Record<string, unknown>[] = [];
      const keyOfUnit = new Map<number, string>();
      for (let i = 0; i < unitIds.length; i += 500) {
        // Reads of a large import too let waiting requests go first (on SQLite they run as one chain).
        if (i && !strapi.db.inTransaction()) await nextTurn();
        const ids = unitIds.slice(i, i + 500);
        unlinked.push(
          ...(await strapi.db
            .query(UID.unitMember)
            .findMany({ where: { unitId: { $in: ids }, relation: 'owner', profileId: { $null: true } } })),
        );
        const rows = await strapi.db.query(UID.unit).findMany({ where: { id: { $in: ids } }, select: ['id', 'rosterKey'] });
        for (const row of rows) keyOfUnit.set(row.id, row.rosterKey);
      }
      if (unlinked.length === 0) return;
      const taken = await strapi.db.query(UID.unitMember).findMany({ where: { profileId: { $notNull: true } }, select: ['profileId'] });
      const linked = new Set(taken.map((row) => row.profileId as number));
      const profiles = await strapi.db.query(UID.profile).findMany({
        where: { userType: 'owner', removedAt: { $null: true } },
        select: ['id', 'documentId', 'authenticated', 'firstName', 'lastName', 'email', 'unitNumber', 'streetName'],
      });
      const byPerson = new Map<string, (typeof profiles)[number]>();
      for (const p of profiles) {
        if (linked.has(p.id) || !p.unitNumber || !p.streetName || !p.firstName || !p.lastName || !p.email) continue;
        byPerson.set(personKey(rosterKeyOf(p.unitNumber, p.streetName), p), p);
      }
      const matches: [Record<string, unknown>, (typeof profiles)[number]][] = [];
      for (const member of unlinked) {
        const key = personKey(keyOfUnit.get(member.unitId as number) ?? '', member);
        const profile = byPerson.get(key);
        if (!profile) continue;
        byPerson.delete(key);
        matches.push([member, profile]);
      }
      // In batches, as an import writes its lines (within a caller's transaction, in it).
      for (let i = 0; i < matches.length; i += IMPORT_BATCH) {
        await strapi.db.transaction(async () => {
          for (const [member, profile] of matches.slice(i, i + IMPORT_BATCH)) {
            // The profile rules tell the owner they are verified, as for a verification by an administrator.
            if (!profile.authenticated) {
              await strapi.documents(UID.profile).update({ documentId: profile.documentId, data: { authenticated: true } });
              verified.push(profile.id);
            }
            await this.link(member.id as number, profile.id);
          }
        });
        if (!strapi.db.inTransaction()) await nextTurn();
      }
    },

    async exportCsv(): Promise<string> {
      return writeRosterCsv(await this.list());
    },

    /**
     * A listed owner that a registration or profile names (docs/requirements.md, "The unit roster"):
     * the same unit (number and street however typed), first and last name and e-mail, compared
     * trimmed and case-insensitive, and not yet linked to another profile.
     */
    async matchingOwner(
      person: { unitNumber?: unknown; streetName?: unknown; firstName?: unknown; lastName?: unknown; email?: unknown },
      profileId: number | null,
    ): Promise<{ id: number } | null> {
      const text = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');
      const [unitNumber, streetName, firstName, lastName, email] = [
        person.unitNumber,
        person.streetName,
        person.firstName,
        person.lastName,
        person.email,
      ].map(text);
      if (!unitNumber || !streetName || !firstName || !lastName || !email) return null;
      const unit = await strapi.db.query(UID.unit).findOne({ where: { rosterKey: rosterKeyOf(unitNumber, streetName) }, select: ['id'] });
      if (!unit) return null;
      const owners = await strapi.db.query(UID.unitMember).findMany({
        where: {
          unitId: unit.id,
          relation: 'owner',
          firstName: { $eqi: firstName },
          lastName: { $eqi: lastName },
          email: email.toLowerCase(),
        },
        select: ['id', 'profileId'],
      });
      const free = owners.find((o) => o.profileId == null || o.profileId === profileId);
      return free ? { id: free.id } : null;
    },

    /** Links a listed person to the profile the roster matched (a write of its own, after the profile's). */
    async link(memberId: number, profileId: number): Promise<void> {
      const row = await strapi.db.query(UID.unitMember).findOne({ where: { id: memberId }, select: ['documentId', 'profileId'] });
      if (row && row.profileId !== profileId)
        await strapi.documents(UID.unitMember).update({ documentId: row.documentId, data: { profileId } });
    },

    /**
     * An administrator's verification of a profile records the place it confirms (docs/requirements.md, "The unit roster"):
     * the profile is linked to the roster's person of that unit and relation with its e-mail (or name),
     * or listed on the unit when the roster does not name them yet. A unit not on the roster records nothing.
     */
    async place(profile: {
      id: number;
      userType?: string | null;
      unitNumber?: string | null;
      streetName?: string | null;
      firstName?: string | null;
      lastName?: string | null;
      email?: string | null;
    }): Promise<void> {
      if (!profile.userType || !profile.unitNumber || !profile.streetName) return;
      const unit = await strapi.db
        .query(UID.unit)
        .findOne({ where: { rosterKey: rosterKeyOf(profile.unitNumber, profile.streetName) }, select: ['id'] });
      if (!unit) return;
      const listed = await strapi.db.query(UID.unitMember).findMany({ where: { unitId: unit.id, relation: profile.userType } });
      if (listed.some((m) => m.profileId === profile.id)) return;
      const same = (a: unknown, b: unknown) =>
        typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase() && a.trim() !== '';
      const person = listed.find(
        (m) =>
          m.profileId == null &&
          (same(m.email, profile.email) || (same(m.firstName, profile.firstName) && same(m.lastName, profile.lastName))),
      );
      if (person) return this.link(person.id, profile.id);
      await strapi.documents(UID.unitMember).create({
        data: {
          unitId: unit.id,
          relation: profile.userType as 'owner' | 'tenant' | 'propmgr',
          firstName: profile.firstName ?? '',
          lastName: profile.lastName ?? '',
          email: profile.email ?? '',
          profileId: profile.id,
        },
      });
    },
  };
  // One object: the parts' calls of setMembers and matchRegisteredOwners run on it, as its own do.
  return Object.assign(core, importPart(strapi, core), invitationsPart(strapi));
};
