/**
 * The unit roster read by the features that act per unit (docs/requirements.md §15):
 * votes count one ballot per unit, bookings count quotas per unit, service requests name the
 * requester's unit. A profile belongs to the unit of its member row (linked when the roster
 * matches it), or else to the roster unit with its unit number and street.
 */
import type { Core } from '@strapi/strapi';
import { UID } from '../../../platform/content-registry';

export interface RosterUnit {
  id: number;
  documentId: string;
  number: string;
  street: string;
  entitlement: number;
}

export type UnitRelation = 'owner' | 'tenant' | 'propmgr';

/** One unit per (number, street), however it is typed: the unique key the database holds. */
export const rosterKeyOf = (number: string, street: string): string =>
  `${number.trim().toLowerCase()}|${street.trim().replace(/\s+/g, ' ').toLowerCase()}`;

const toUnit = (row: Record<string, unknown>): RosterUnit => ({
  id: row.id as number,
  documentId: row.documentId as string,
  number: row.number as string,
  street: row.street as string,
  entitlement: Number(row.entitlement ?? 1),
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The roster unit of a profile and the profile's relation to it, or null when it has none. */
  async membershipOf(profileId: number): Promise<{ unit: RosterUnit; relation: UnitRelation } | null> {
    const member = await strapi.db.query(UID.unitMember).findOne({ where: { profileId }, orderBy: { id: 'asc' } });
    if (member) {
      const unit = await strapi.db.query(UID.unit).findOne({ where: { id: member.unitId } });
      if (unit) return { unit: toUnit(unit), relation: member.relation as UnitRelation };
    }
    const profile = await strapi.db
      .query(UID.profile)
      .findOne({ where: { id: profileId, removedAt: { $null: true } }, select: ['unitNumber', 'streetName', 'userType'] });
    if (!profile?.unitNumber || !profile.streetName || !profile.userType) return null;
    const unit = await strapi.db.query(UID.unit).findOne({ where: { rosterKey: rosterKeyOf(profile.unitNumber, profile.streetName) } });
    return unit ? { unit: toUnit(unit), relation: profile.userType as UnitRelation } : null;
  },

  /**
   * The unit a profile may vote for: an owner verified by the association (the authenticated
   * flag) whose unit is on the roster.
   */
  async votingUnitOf(profileId: number): Promise<RosterUnit | null> {
    const profile = await strapi.db
      .query(UID.profile)
      .findOne({ where: { id: profileId, removedAt: { $null: true } }, select: ['authenticated', 'userType'] });
    if (!profile?.authenticated || profile.userType !== 'owner') return null;
    const membership = await this.membershipOf(profileId);
    return membership?.relation === 'owner' ? membership.unit : null;
  },

  /**
   * Every verified owner with the unit they may vote for (votingUnitOf's rule, for all at once):
   * who a vote's notices go to (docs/requirements.md §16).
   */
  async votingOwners(): Promise<{ userId: number; profileId: number; unitId: number }[]> {
    const profiles = await strapi.db.query(UID.profile).findMany({
      where: { authenticated: true, userType: 'owner', removedAt: { $null: true } },
      select: ['id', 'userId', 'unitNumber', 'streetName'],
    });
    if (!profiles.length) return [];
    const members = await strapi.db
      .query(UID.unitMember)
      .findMany({ where: { profileId: { $in: profiles.map((p) => p.id) } }, orderBy: { id: 'asc' } });
    const units = await this.units();
    const byId = new Map(units.map((u) => [u.id, u]));
    const byKey = new Map(units.map((u) => [rosterKeyOf(u.number, u.street), u]));
    const out: { userId: number; profileId: number; unitId: number }[] = [];
    for (const profile of profiles) {
      // As membershipOf: the first member row whose unit exists, else the profile's own unit number and street.
      const member = members.find((m) => m.profileId === profile.id);
      const linked = member && byId.get(Number(member.unitId));
      const unit = linked
        ? member.relation === 'owner' && linked
        : profile.unitNumber && profile.streetName && byKey.get(rosterKeyOf(profile.unitNumber, profile.streetName));
      if (unit && profile.userId) out.push({ userId: Number(profile.userId), profileId: Number(profile.id), unitId: unit.id });
    }
    return out;
  },

  /** Every unit of the roster, by street then number. */
  async units(): Promise<RosterUnit[]> {
    const rows = await strapi.db.query(UID.unit).findMany({ orderBy: [{ street: 'asc' }, { number: 'asc' }] });
    return rows.map(toUnit);
  },
});
