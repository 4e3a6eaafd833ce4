/**
 * Who speaks for a unit (docs/requirements.md, "The unit roster", "Rights come from the association's records"):
 * the one answer every feature asks — votes, proxies, paper ballots, bookings, service requests,
 * minutes, notices and the web app's menus.
 *
 * A person acts for a unit only when the roster links their profile to the unit with the type they
 * state (a member row: from an import, a roster match, or an administrator's verification) and the
 * association's verification (the profile's `authenticated` flag) stands. What a person types into
 * their profile confers nothing by itself: a change of type, unit or street that is not an
 * administrator's withdraws the verification (the profile rules), and the unit comes from the
 * member row, never from the typed number.
 */
import type { Core } from '@strapi/strapi';
import { canSeeMinutes, isRequestStaff, type RegistrationType, type Role, displayName } from '@hearth/common';
import { CACHED_VIEWS, UID } from '../../../platform/content-registry';
import { forbidden } from '../../../platform/http-errors';
import { publicCache } from '../../../platform/public-cache';
import type { PortalUser } from '../../../identity/front-door';

export interface RosterUnit {
  id: number;
  documentId: string;
  number: string;
  street: string;
  entitlement: number;
}

export type UnitRelation = 'owner' | 'tenant' | 'propmgr';

/** What the portal lets a person do right now, and for which unit (docs/authorization.md, "Who speaks for a unit"). */
export interface Resident {
  /** The live profile, or null (no profile yet, or removed). */
  profileId: number | null;
  userId: number | null;
  /** "First Last", or the user name when the profile has no name. */
  name: string;
  roles: readonly Role[];
  /** The type of registration the person states (owner, tenant, property manager). */
  type: RegistrationType | null;
  /** The association's confirmation of the type, unit and street the profile states. */
  verified: boolean;
  /** The person's own change withdrew that confirmation, and they wait for an administrator. */
  verificationWithdrawn: boolean;
  /** The roster unit the person acts for, and their relation to it: confirmed and linked, or null. */
  unit: RosterUnit | null;
  relation: UnitRelation | null;
  /** Votes for `unit` (a confirmed owner the roster lists on it). */
  voter: boolean;
  /** Service-request staff: directors, administrators, and confirmed property managers. */
  staff: boolean;
  /** Board minutes: administrators, and confirmed owners. */
  minutes: boolean;
}

/** A caller with a live profile (currentResident's answer, the profile known). */
export type Caller = Resident & { profileId: number };

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

const PROFILE_FIELDS = [
  'id',
  'userId',
  'userName',
  'firstName',
  'lastName',
  'unitNumber',
  'streetName',
  'userType',
  'authenticated',
  'verificationWithdrawnAt',
];
type ProfileFacts = Record<string, unknown> & { id: number };

/**
 * The roster's answer per account, in the portal's versioned cache (platform/public-cache.ts) under a
 * version of its own: a signed-in read (the minutes list) asks it on every call (docs/requirements.md, "The unit roster").
 * Profiles, units and unit members declare it stale after their writes (content-registry `alsoStale`),
 * so the write pipeline's one cache step bumps it whatever the path (the document service, the admin
 * panel, a direct query): in this process at once, on commit; on another portal process on the same
 * database within PUBLIC_CACHE_CHECK_MS. Roles are not cached: they come with each call's account.
 */
const ROSTER_VERSION = CACHED_VIEWS.roster;

interface StandingFacts {
  profile: ProfileFacts | null;
  place: { unit: RosterUnit; relation: UnitRelation } | null;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * The unit the roster puts a confirmed profile on: a member row linking the profile with its
   * type — the one on the unit the profile states when there are several, else the first.
   */
  async function confirmedUnitOf(profile: ProfileFacts): Promise<{ unit: RosterUnit; relation: UnitRelation } | null> {
    if (!profile.authenticated || !profile.userType) return null;
    const members = await strapi.db
      .query(UID.unitMember)
      .findMany({ where: { profileId: profile.id, relation: profile.userType }, select: ['unitId'], orderBy: { id: 'asc' } });
    if (!members.length) return null;
    const units = await strapi.db.query(UID.unit).findMany({ where: { id: { $in: members.map((m) => m.unitId) } } });
    const stated = rosterKeyOf(String(profile.unitNumber ?? ''), String(profile.streetName ?? ''));
    const unit =
      units.find((u) => u.rosterKey === stated) ??
      members.map((m) => units.find((u) => u.id === m.unitId)).find((u): u is (typeof units)[number] => Boolean(u));
    return unit ? { unit: toUnit(unit), relation: profile.userType as UnitRelation } : null;
  }

  async function standingOf(profile: ProfileFacts | null, roles: readonly Role[], fallbackName: string): Promise<Resident> {
    return residentOf({ profile, place: profile ? await confirmedUnitOf(profile) : null }, roles, fallbackName);
  }

  function residentOf({ profile, place }: StandingFacts, roles: readonly Role[], fallbackName: string): Resident {
    const verified = Boolean(profile?.authenticated);
    const type = (profile?.userType ?? null) as RegistrationType | null;
    return {
      profileId: profile ? profile.id : null,
      userId: profile?.userId == null ? null : Number(profile.userId),
      name: profile ? displayName(profile, fallbackName) : fallbackName,
      roles,
      type,
      verified,
      verificationWithdrawn: !verified && Boolean(profile?.verificationWithdrawnAt),
      unit: place?.unit ?? null,
      relation: place?.relation ?? null,
      voter: place?.relation === 'owner',
      staff: isRequestStaff(roles, { userType: type, authenticated: verified }),
      minutes: canSeeMinutes(roles, type === 'owner' && verified),
    };
  }

  const liveProfile = (where: { userId: number } | { id: number }, select: readonly string[] = PROFILE_FIELDS) =>
    strapi.db
      .query(UID.profile)
      .findOne({ where: { ...where, removedAt: { $null: true } }, select: [...select] }) as Promise<ProfileFacts | null>;

  return {
    /** The signed-in caller: what they may do, for which unit, right now. */
    async currentResident(user: PortalUser): Promise<Resident> {
      const facts = await publicCache(strapi).value<StandingFacts>(ROSTER_VERSION, `user:${user.id}`, async (): Promise<StandingFacts> => {
        const profile = await liveProfile({ userId: user.id });
        return { profile, place: profile ? await confirmedUnitOf(profile) : null };
      });
      return residentOf(facts, user.roles, user.username);
    },

    /**
     * Whether the account may read the minutes right now (currentResident's `minutes`), read past the
     * cache with the query engine: inside a write's transaction it uses that transaction (a write's
     * rules ask it; SQLite has a single connection).
     */
    async mayReadMinutesNow(user: Pick<PortalUser, 'id' | 'roles' | 'username'>): Promise<boolean> {
      return (await standingOf(await liveProfile({ userId: user.id }), user.roles, user.username)).minutes;
    },

    /** currentResident for a call that needs the caller's profile: without a live one, a 403 with `refusal`. */
    async callerOf(user: PortalUser, refusal: string): Promise<Caller> {
      const resident = await this.currentResident(user);
      if (resident.profileId === null) throw forbidden(refusal);
      return resident as Caller;
    },

    /**
     * An account's live profile (not removed), with the fields asked for, or null: the one lookup of
     * "whose profile is this account" (a login record, a proxy's e-mail, the sign-in claims).
     */
    async liveProfileOf(userId: number, select: readonly string[] = ['id']): Promise<ProfileFacts | null> {
      return liveProfile({ userId }, select);
    },

    /** Someone else by profile (a booking's beneficiary, a proxy): the same rule, with their account's roles. */
    async residentOfProfile(profileId: number): Promise<Resident | null> {
      const profile = await liveProfile({ id: profileId });
      if (!profile) return null;
      const account =
        profile.userId == null
          ? null
          : await strapi.db.query('plugin::users-permissions.user').findOne({
              where: { id: profile.userId, blocked: false },
              select: ['id', 'portalRoles'],
            });
      const roles = (
        Array.isArray(account?.portalRoles) ? account.portalRoles : JSON.parse(String(account?.portalRoles ?? '[]'))
      ) as Role[];
      return standingOf(profile, roles, String(profile.userName ?? ''));
    },

    /**
     * Every confirmed person with the unit they act for (currentResident's rule, for all at once),
     * by last name then first name: whom staff may book for, and who a vote's notices go to.
     */
    async confirmedPlaces(): Promise<
      { profileId: number; userId: number | null; name: string; unit: RosterUnit; relation: UnitRelation }[]
    > {
      const profiles = await strapi.db.query(UID.profile).findMany({
        where: { authenticated: true, removedAt: { $null: true } },
        select: PROFILE_FIELDS,
        orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
      });
      const units = await this.units();
      const byId = new Map(units.map((u) => [u.id, u]));
      const linked = new Map<number, { unitId: number; relation: string }[]>();
      for (let i = 0; i < profiles.length; i += 500) {
        const members = await strapi.db.query(UID.unitMember).findMany({
          where: { profileId: { $in: profiles.slice(i, i + 500).map((p) => p.id) } },
          select: ['profileId', 'unitId', 'relation'],
          orderBy: { id: 'asc' },
        });
        for (const m of members) linked.set(m.profileId, [...(linked.get(m.profileId) ?? []), m]);
      }
      const out: { profileId: number; userId: number | null; name: string; unit: RosterUnit; relation: UnitRelation }[] = [];
      for (const profile of profiles) {
        // As confirmedUnitOf: the linked unit of the profile's type that it states, else the first.
        const mine = (linked.get(profile.id) ?? []).map((m) => (m.relation === profile.userType ? byId.get(m.unitId) : undefined));
        const stated = rosterKeyOf(String(profile.unitNumber ?? ''), String(profile.streetName ?? ''));
        const unit = mine.find((u) => u && rosterKeyOf(u.number, u.street) === stated) ?? mine.find(Boolean);
        if (!unit || !profile.userType) continue;
        const userId = profile.userId == null ? null : Number(profile.userId);
        out.push({ profileId: Number(profile.id), userId, name: displayName(profile), unit, relation: profile.userType as UnitRelation });
      }
      return out;
    },

    /** Every confirmed owner with an account, and the unit they vote for (docs/requirements.md, "Votes"). */
    async votingOwners(): Promise<{ userId: number; profileId: number; unitId: number }[]> {
      return (await this.confirmedPlaces()).flatMap((p) =>
        p.relation === 'owner' && p.userId !== null ? [{ userId: p.userId, profileId: p.profileId, unitId: p.unit.id }] : [],
      );
    },

    /**
     * The confirmed owners with an account who vote for this one unit: votingOwners' rule (the
     * unit confirmedUnitOf puts each on), without reading every owner (a paper ballot's receipt,
     * docs/requirements.md, "Votes").
     */
    async votingOwnersOf(unitId: number): Promise<{ userId: number; profileId: number; unitId: number }[]> {
      const members = await strapi.db.query(UID.unitMember).findMany({ where: { unitId, relation: 'owner' }, select: ['profileId'] });
      if (!members.length) return [];
      const profiles = (await strapi.db.query(UID.profile).findMany({
        where: { id: { $in: members.map((m) => m.profileId) }, authenticated: true, userType: 'owner', removedAt: { $null: true } },
        select: PROFILE_FIELDS,
        orderBy: { id: 'asc' },
      })) as ProfileFacts[];
      const out: { userId: number; profileId: number; unitId: number }[] = [];
      for (const profile of profiles) {
        if (profile.userId == null || (await confirmedUnitOf(profile))?.unit.id !== unitId) continue;
        out.push({ userId: Number(profile.userId), profileId: Number(profile.id), unitId });
      }
      return out;
    },

    /** One unit of the roster, or null. */
    async unit(id: number): Promise<RosterUnit | null> {
      const row = await strapi.db.query(UID.unit).findOne({ where: { id } });
      return row ? toUnit(row) : null;
    },

    /** Every unit of the roster, by street then number. */
    async units(): Promise<RosterUnit[]> {
      const rows = await strapi.db.query(UID.unit).findMany({ orderBy: [{ street: 'asc' }, { number: 'asc' }] });
      return rows.map(toUnit);
    },
  };
};
