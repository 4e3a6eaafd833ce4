/**
 * The unit roster's calls (docs/requirements.md, "The unit roster"): the list with the people of
 * each unit, add, update of the changed rows all-or-nothing, remove, one person added, corrected
 * or removed on their own, the CSV import (a preview
 * that applies nothing, or the whole file all or nothing, in batches) and export, and the invitation
 * e-mail of a listed person who has not registered. Writes go through the document service, so
 * the rules (unit-rules.ts, member-rules.ts) and the activity record see each of them.
 */
import type { Core } from '@strapi/strapi';
import {
  MAILING_FIELDS,
  MAX_UNIT_MEMBERS,
  Messages,
  type MailingAddress,
  type InviteAllReport,
  type RosterImportReport,
  type RosterMember,
  type RosterUnitView,
  type UnitModel,
  type UnitPerson,
  type RegistrationType,
} from '@hearth/common';
import { badRequest, conflict, notFound } from '../../../platform/http-errors';
import { UID } from '../../../platform/content-registry';
import { isPostgres } from '../../../platform/raw-sql';
import { publicUrl } from '../../../platform/runtime';
import { siteName } from '../../../platform/site-name';
import { readRosterCsv, writeRosterCsv, type RosterLine } from '../roster-csv';
import { rosterKeyOf } from './roster';
import { sendMail } from '../../notice/front-door';

/**
 * An import writes at most IMPORT_BATCH lines per transaction, so a transaction holds the roster's
 * version rows (public-cache.ts) for one batch, not the whole file. On SQLite also at most for
 * IMPORT_BATCH_MS: a transaction holds the portal's one connection, and its synchronous driver runs
 * a chain of statements without letting the process answer anything else; so other requests wait
 * for one short batch, and the import lets them go first between batches (nextTurn).
 */
const IMPORT_BATCH = 50;
const IMPORT_BATCH_MS = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How soon a person may be invited again: one click, or the bulk invitation of all. */
const INVITE_AGAIN_AFTER = { single: 60_000, bulk: 86_400_000 } as const;

/**
 * Marks a listed person as invited now, unless they were within `after` ms: one conditional
 * update, so of two clicks at once only one goes on to send (docs/requirements.md, "The unit roster").
 */
async function claimInvitation(strapi: Core.Strapi, memberId: number, after: number): Promise<boolean> {
  const now = Date.now();
  const { count } = await strapi.db.query(UID.unitMember).updateMany({
    where: { id: memberId, $or: [{ invitedAt: { $null: true } }, { invitedAt: { $lt: new Date(now - after) } }] },
    data: { invitedAt: new Date(now) },
  });
  return count > 0;
}

interface Invitee {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  relation: string;
}

/** The invitation e-mail: the registration link with the person's details filled in. */
async function sendInvitation(strapi: Core.Strapi, member: Invitee, unit: { number: string; street: string }, site: string) {
  const query = new URLSearchParams({
    firstName: member.firstName ?? '',
    lastName: member.lastName ?? '',
    email: member.email,
    unitNumber: unit.number,
    streetName: unit.street,
    userType: member.relation,
  });
  await sendMail(strapi, {
    kind: 'roster-invitation',
    to: member.email,
    subject: Messages.invitationSubject(site),
    text:
      `Hello ${member.firstName || ''},\n\nyou are listed on the roster of ${site} for unit ${unit.number}, ${unit.street}.\n` +
      `Register on the portal with this link (your details are filled in for you):\n\n${publicUrl()}/register?${query}\n`,
  });
}

/** Sends a claimed invitation; an invitation not sent leaves the person's last invitation date as it was. */
async function sendOrUnclaim(
  strapi: Core.Strapi,
  member: Invitee & { id: number; invitedAt?: unknown },
  unit: { number: string; street: string },
  site: string,
) {
  try {
    await sendInvitation(strapi, member, unit, site);
  } catch (error) {
    await strapi.db.query(UID.unitMember).update({ where: { id: member.id }, data: { invitedAt: member.invitedAt ?? null } });
    throw error;
  }
}

interface PersonInput extends Partial<MailingAddress> {
  relation: RegistrationType;
  firstName: string;
  lastName: string;
  email: string;
}

/** The mailing address fields a write gives (left out: kept as they are). */
const mailingOf = (person: Partial<MailingAddress>) =>
  Object.fromEntries(MAILING_FIELDS.flatMap((field) => (person[field] === undefined ? [] : [[field, person[field]]])));

/** The same person on the same unit: relation and e-mail (a matched registration stays linked). */
/** A unit's stored fields; the rules derive the key again on every write (the admin panel's too). */
const unitData = (unit: { number: string; street: string; entitlement: number }) => ({
  number: unit.number,
  street: unit.street,
  entitlement: unit.entitlement,
  rosterKey: rosterKeyOf(unit.number, unit.street),
});

/** A person on a unit as the roster matches them: trimmed, spaces collapsed, case ignored. */
const personKey = (rosterKey: string, person: { firstName?: unknown; lastName?: unknown; email?: unknown }) =>
  [rosterKey, person.firstName, person.lastName, person.email]
    .map((value) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toLowerCase() : ''))
    .join('|');

const samePerson = (a: PersonInput, b: { relation: unknown; email: unknown }) =>
  a.relation === b.relation && a.email.toLowerCase() === String(b.email ?? '').toLowerCase();

export default ({ strapi }: { strapi: Core.Strapi }) => ({
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
   * POST /units/import: every line checked; with errors, or as a preview, nothing is written.
   * A clean file is applied all or nothing: its units added or updated (number and street
   * name a unit), their owners replaced by the file's; units not in the file stay as they are.
   */
  async importCsv(bytes: Buffer, dryRun: boolean): Promise<RosterImportReport> {
    const { units, errors } = readRosterCsv(bytes);
    const keys = units.map((u) => u.rosterKey);
    const known = new Map<string, { id: number; documentId: string }>();
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await strapi.db
        .query(UID.unit)
        .findMany({ where: { rosterKey: { $in: keys.slice(i, i + 500) } }, select: ['id', 'documentId', 'rosterKey'] });
      for (const row of rows) known.set(row.rosterKey, row);
      await nextTurn();
    }
    const report: RosterImportReport = {
      applied: false,
      units: units.length + errors.length,
      created: units.filter((u) => !known.has(u.rosterKey)).length,
      updated: units.filter((u) => known.has(u.rosterKey)).length,
      errors,
    };
    if (errors.length) {
      if (dryRun) return report;
      throw badRequest(Messages.rosterHasErrors(errors.length), { errors });
    }
    if (dryRun) return report;
    await this.applyInBatches(units, known);
    return { ...report, applied: true };
  },

  /**
   * A clean file written in batches (IMPORT_BATCH), each its own transaction, so other requests go on between them,
   * and still all or nothing: when a batch fails, what the batches before it wrote is undone (units
   * added removed, units updated and their owners as they were, owners verified unverified).
   */
  async applyInBatches(units: RosterLine[], known: Map<string, { id: number; documentId: string }>): Promise<void> {
    const knownIds = [...known.values()].map((row) => row.id);
    const before: { units: Record<string, unknown>[]; owners: Record<string, unknown>[] } = { units: [], owners: [] };
    for (let i = 0; i < knownIds.length; i += 500) {
      if (i) await nextTurn();
      const ids = knownIds.slice(i, i + 500);
      before.units.push(...(await strapi.db.query(UID.unit).findMany({ where: { id: { $in: ids } } })));
      before.owners.push(
        ...(await strapi.db.query(UID.unitMember).findMany({ where: { unitId: { $in: ids }, relation: 'owner' }, orderBy: { id: 'asc' } })),
      );
    }
    const created: string[] = [];
    const verified: number[] = [];
    try {
      const unitIds: number[] = [];
      for (let next = 0; next < units.length;) {
        const batch = { ids: [] as number[], created: [] as string[] };
        const until = isPostgres(strapi.db.connection) ? Infinity : Date.now() + IMPORT_BATCH_MS;
        await strapi.db.transaction(async () => {
          for (let n = 0; next + n < units.length && n < IMPORT_BATCH && (n === 0 || Date.now() < until); n++) {
            const unit = units[next + n];
            const existing = known.get(unit.rosterKey);
            const { id, documentId } = await this.applyLine(unit, existing);
            if (!existing) batch.created.push(documentId);
            batch.ids.push(id);
          }
        });
        // Committed: a batch that failed has rolled back on its own.
        next += batch.ids.length;
        unitIds.push(...batch.ids);
        created.push(...batch.created);
        await nextTurn();
      }
      await this.matchRegisteredOwners(unitIds, verified);
    } catch (error) {
      await this.undoImport(created, before, verified);
      throw error;
    }
  },

  /** Puts the roster back as it was before an import that failed (applyInBatches), in one transaction. */
  async undoImport(
    created: readonly string[],
    before: { units: Record<string, unknown>[]; owners: Record<string, unknown>[] },
    verified: readonly number[],
  ): Promise<void> {
    await strapi.db.transaction(async () => {
      if (verified.length)
        await strapi.db.query(UID.profile).updateMany({ where: { id: { $in: verified } }, data: { authenticated: false } });
      // The unit rules take a removed unit's people with it.
      for (const documentId of created) await strapi.documents(UID.unit).delete({ documentId });
      for (const unit of before.units) {
        await strapi.documents(UID.unit).update({ documentId: unit.documentId as string, data: unitData(unit as never) });
        await strapi.db.query(UID.unitMember).deleteMany({ where: { unitId: unit.id, relation: 'owner' } });
      }
      for (const { id: _id, ...owner } of before.owners) await strapi.db.query(UID.unitMember).create({ data: owner });
    });
  },

  /** Adds or updates one line's unit and replaces its owners; answers the unit's ids. */
  async applyLine(unit: RosterLine, existing: { id: number; documentId: string } | undefined): Promise<{ id: number; documentId: string }> {
    const data = unitData(unit);
    let unitId = existing?.id;
    let documentId = existing?.documentId;
    if (existing) await strapi.documents(UID.unit).update({ documentId: existing.documentId, data });
    else {
      documentId = (await strapi.documents(UID.unit).create({ data })).documentId;
      unitId = (await strapi.db.query(UID.unit).findOne({ where: { documentId }, select: ['id'] })).id;
    }
    await this.setMembers(
      unitId!,
      unit.owners.map((o) => ({ ...o, relation: 'owner' as const })),
      'owner',
    );
    return { id: unitId!, documentId: documentId! };
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

  /** POST /units/members/:id/invite: the registration link, pre-filled, to a listed person who has not registered. */
  async invite(memberId: number): Promise<{ message: string }> {
    const member = await strapi.db.query(UID.unitMember).findOne({ where: { id: memberId } });
    if (!member) throw notFound(Messages.notFound);
    if (member.profileId != null) throw badRequest(Messages.invitationNotNeeded);
    if (!member.email) throw badRequest(Messages.invitationNoEmail);
    const unit = await strapi.db.query(UID.unit).findOne({ where: { id: member.unitId } });
    if (!unit) throw notFound(Messages.unitNotFound);
    if (!(await claimInvitation(strapi, memberId, INVITE_AGAIN_AFTER.single))) throw conflict(Messages.invitationRecent);
    await sendOrUnclaim(strapi, member, unit, await siteName(strapi));
    return { message: Messages.invitationSent(member.email) };
  },

  /**
   * POST /units/invite-unregistered: the invitation to every owner on the roster who has not
   * registered and has an e-mail address, but not to those invited within the last day
   * (docs/requirements.md, "The unit roster"); each claimed first, so two clicks send one invitation.
   */
  async inviteUnregistered(): Promise<InviteAllReport> {
    const owners = await strapi.db.query(UID.unitMember).findMany({ where: { relation: 'owner', profileId: { $null: true } } });
    const units = new Map(
      (await strapi.db.query(UID.unit).findMany({ select: ['id', 'number', 'street'] })).map((u) => [Number(u.id), u] as const),
    );
    const site = await siteName(strapi);
    let invited = 0;
    let noEmail = 0;
    let recent = 0;
    for (const owner of owners) {
      const unit = units.get(Number(owner.unitId));
      if (!owner.email || !unit) noEmail += 1;
      else if (!(await claimInvitation(strapi, owner.id, INVITE_AGAIN_AFTER.bulk))) recent += 1;
      else {
        await sendOrUnclaim(strapi, owner, unit, site);
        invited += 1;
      }
    }
    return { invited, noEmail, recent, message: Messages.invitedAll(invited, noEmail, recent) };
  },
});
