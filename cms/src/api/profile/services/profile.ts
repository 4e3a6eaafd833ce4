/**
 * Profiles (docs/requirements.md, "Data", "States and transitions", "Resource API"). A user reads and changes only their own profile; admins any.
 * Which profile is "own" comes from the token, never from a header or the body. The users
 * list is sorted by last name (docs/requirements.md, "Constants"); "ownersOnly" leaves out the visitor profile.
 *
 * docs/authorization.md: only administrators verify residents (the authenticated flag) and
 * change or remove an administrator's profile; removing a profile is a deactivation (the
 * account is blocked, the profile hidden from the users screen, its logins kept for the report).
 */
import type { Core } from '@strapi/strapi';
import {
  Messages,
  VISITOR_USERNAME,
  isAdmin,
  isSuperUser,
  registrationTypeSchema,
  sortProfiles,
  userNameSchema,
  emailSchema,
  addressFields,
  asOneLine,
  type Profile,
  type ProfileModel,
  type ResidentStanding,
  displayName,
  isLocale,
  mailTexts,
  type Locale,
} from '@hearth/common';
import { z } from 'zod';
import { badRequest, forbidden, notFound, conflict } from '../../../platform/http-errors';
import type { PortalUser } from '../../../identity/front-door';
import { USER_UID, normaliseRoles } from '../../../identity/front-door';
import { publicUrl } from '../../../platform/runtime';
import { siteName } from '../../../platform/site-name';
import { CACHED_VIEWS, UID } from '../../../platform/content-registry';
import { publicCache } from '../../../platform/public-cache';
import type { Input, Row } from '../../../platform/rows';
import { serviceOf } from '../../../platform/services';
import type { directorRulesService as directorRules } from '../../board-director/front-door';
import { rosterKeyOf, type rosterService } from '../../unit/front-door';
import { mailLanguages, sendMail } from '../../notice/front-door';
import type { accountsService } from '../../../identity/front-door';
import type { rolesService } from '../../../identity/front-door';
import type { editorAccountsService } from '../../panel-access/front-door';

const verifyFields = z.object({
  userName: userNameSchema,
  email: emailSchema(),
  ...addressFields,
  userType: registrationTypeSchema(Messages.registrationTypeRequired),
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /profile/verify: every problem of a registration, empty when it may go ahead. */
  async verify(input: Record<string, unknown>): Promise<string[]> {
    const problems = new Set<string>();
    const parsed = verifyFields.safeParse(input);
    if (!parsed.success) for (const issue of parsed.error.issues) problems.add(issue.message);
    const userName = typeof input.userName === 'string' ? input.userName.trim() : '';
    const email = typeof input.email === 'string' ? input.email.trim() : '';
    if (userName) {
      const taken =
        (await strapi.db.query(UID.profile).findOne({ where: { userName: { $eqi: userName } }, select: ['id'] })) ||
        (await strapi.db.query(USER_UID).findOne({ where: { username: { $eqi: userName } }, select: ['id'] }));
      if (taken) problems.add(Messages.userNameTaken);
    }
    if (email) {
      const taken =
        (await strapi.db.query(UID.profile).findOne({ where: { email: { $eqi: email } }, select: ['id'] })) ||
        (await strapi.db.query(USER_UID).findOne({ where: { email: { $eqi: email } }, select: ['id'] }));
      if (taken) problems.add(Messages.emailTaken);
    }
    return [...problems];
  },

  /** GET /profile/check: does a registered profile match first name, last name and unit? */
  async exists(person: { firstName: string; lastName: string; unitNumber: string }): Promise<boolean> {
    return Boolean(await serviceOf<typeof directorRules>(strapi, 'api::board-director.director-rules').findRegisteredProfile(person));
  },

  /**
   * The caller's own profile, or null before the first sign-in created it (docs/api.md: a new resident's
   * first sign-in is not an error); someone else's (admins), or 404.
   */
  async forUser(caller: PortalUser, userId = caller.id): Promise<Profile | null> {
    if (userId !== caller.id && !isAdmin(caller.roles)) throw forbidden(Messages.forbidden);
    const row = await strapi.db.query(UID.profile).findOne({ where: { userId } });
    if (!row && userId === caller.id) return null;
    if (!row) throw notFound(Messages.profileNotFound);
    return serialize(row);
  },

  async forUserName(caller: PortalUser, userName: string): Promise<Profile> {
    if (userName.toLowerCase() !== caller.username.toLowerCase() && !isAdmin(caller.roles)) throw forbidden(Messages.forbidden);
    const row = await strapi.db.query(UID.profile).findOne({ where: { userName: { $eqi: userName } } });
    if (!row) throw notFound(Messages.profileNotFound);
    return serialize(row);
  },

  async all(caller: PortalUser, ownersOnly: boolean): Promise<Profile[]> {
    if (!ownersOnly && !isAdmin(caller.roles)) throw forbidden(Messages.forbidden);
    const where = ownersOnly ? { userId: { $notNull: true }, removedAt: { $null: true } } : {};
    const rows = await strapi.db.query(UID.profile).findMany({ where });
    return sortProfiles(rows.map(serialize), 'name');
  },

  /** GET /profile/standing: the roster's one answer, for the web app's menus and notices (docs/requirements.md, "The unit roster"). */
  async standing(caller: PortalUser): Promise<ResidentStanding> {
    const resident = await serviceOf<typeof rosterService>(strapi, 'api::unit.roster').currentResident(caller);
    const waiting =
      resident.profileId === null || resident.verified || isSuperUser(caller.roles)
        ? null
        : resident.verificationWithdrawn
          ? Messages.standingAwaitsVerification
          : Messages.standingNotVerified;
    return {
      type: resident.type,
      verified: resident.verified,
      unit: resident.unit && { id: resident.unit.id, number: resident.unit.number, street: resident.unit.street },
      relation: resident.relation,
      voter: resident.voter,
      staff: resident.staff,
      minutes: resident.minutes,
      waiting,
    };
  },

  /** Minutes: administrators, and owners the association has confirmed (the roster's one rule). */
  async canSeeMinutes(user: PortalUser): Promise<boolean> {
    return (await serviceOf<typeof rosterService>(strapi, 'api::unit.roster').currentResident(user)).minutes;
  },

  /**
   * The minutes and everything about them (titles, dates, file names, notice counts) are for their
   * readers only (docs/authorization.md): every call that answers any of it asks here first.
   */
  async requireMinutesReader(user: PortalUser): Promise<void> {
    if (!(await this.canSeeMinutes(user))) throw forbidden(Messages.forbidden);
  },

  /**
   * Tells every administrator that a resident waits for verification: a new owner, or someone whose
   * own change of type, unit or street withdrew it (docs/requirements.md, "The unit roster").
   */
  async tellAdminsVerificationNeeded(profile: {
    firstName?: string;
    lastName?: string;
    userName: string;
    unitNumber?: string;
    streetName?: string;
    userType?: string | null;
    verificationWithdrawnAt?: unknown;
  }): Promise<void> {
    const users = await strapi.db
      .query(USER_UID)
      .findMany({ where: { blocked: false, confirmed: true }, select: ['id', 'email', 'portalRoles'] });
    const admins = users.filter((u) => normaliseRoles(u.portalRoles).includes('admin') && u.email);
    const site = await siteName(strapi);
    // Quoted as one line each: what a resident typed never adds a line to the administrators' mail.
    const who = asOneLine(displayName({ firstName: profile.firstName, lastName: profile.lastName })) || profile.userName;
    const type = profile.userType ?? '';
    // Each administrator reads it in their own language (docs/architecture.md, "Languages").
    const languageOf = await mailLanguages(
      strapi,
      admins.map((admin) => Number(admin.id)),
    );
    for (const admin of admins) {
      const words = mailTexts(languageOf(Number(admin.id))).verification;
      await sendMail(strapi, {
        kind: 'verification',
        to: admin.email,
        userId: Number(admin.id),
        subject: words.neededSubject(site, type),
        text: words.neededText(
          who,
          profile.userName,
          asOneLine(profile.unitNumber) || '?',
          asOneLine(profile.streetName),
          type,
          Boolean(profile.verificationWithdrawnAt),
          `${publicUrl()}/admin/users`,
        ),
      }).catch((error: Error) => strapi.log.warn(`[hearth] verification notice to an administrator not queued: ${error.message}`));
    }
  },

  /** Tells a resident that an administrator verified them (docs/requirements.md, "States and transitions"), in their language. */
  async tellResidentVerified(profile: {
    firstName?: string;
    userName: string;
    email: string;
    userId: number;
    userType?: string | null;
  }): Promise<void> {
    const site = await siteName(strapi);
    const words = mailTexts((await mailLanguages(strapi, [Number(profile.userId)]))(Number(profile.userId))).verification;
    const name = profile.firstName || profile.userName;
    const owner = profile.userType === 'owner';
    await sendMail(strapi, {
      kind: 'verification',
      to: profile.email,
      userId: Number(profile.userId),
      subject: owner ? words.ownerVerifiedSubject(site) : words.residentVerifiedSubject(site),
      text: owner
        ? words.ownerVerifiedText(name, site, `${publicUrl()}/resources`)
        : words.residentVerifiedText(name, site, profile.userType ?? '', `${publicUrl()}/home`),
    }).catch((error: Error) => strapi.log.warn(`[hearth] verified notice not queued: ${error.message}`));
  },

  /** POST /profile/add: the caller's own profile (docs/requirements.md, "States and transitions"), user name and e-mail from the account. */
  async add(caller: PortalUser, model: ProfileModel): Promise<Profile> {
    const userId = model.userId ?? caller.id;
    if (userId !== caller.id && !isAdmin(caller.roles)) throw forbidden(Messages.forbidden);
    const account =
      userId === caller.id ? caller : await serviceOf<typeof accountsService>(strapi, 'api::account.accounts').findById(userId);
    if (!account) throw notFound(Messages.notFound);
    if (await strapi.db.query(UID.profile).findOne({ where: { userId }, select: ['id'] })) throw conflict(Messages.profileExists);
    // The profile is made at the first sign-in, but "Registered On" is when the account was registered (docs/requirements.md, "Data").
    const registered = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['createdAt'] });
    const created = await strapi.documents(UID.profile).create({
      data: {
        userId,
        userName: account.username,
        email: account.email,
        firstName: model.firstName,
        lastName: model.lastName,
        unitNumber: model.unitNumber,
        streetName: model.streetName,
        userType: model.userType,
        registrationDate: new Date(registered?.createdAt ?? Date.now()).toISOString(),
        authenticated: false,
      },
    });
    return serialize(await strapi.db.query(UID.profile).findOne({ where: { documentId: created.documentId } }));
  },

  /** PUT /profile/update: own profile; only an admin changes someone else's, or the authenticated flag. */
  async update(caller: PortalUser, model: ProfileModel): Promise<Profile> {
    const row = await this.editable(model);
    const admin = isAdmin(caller.roles);
    if (row.userId !== caller.id && !admin) throw forbidden(Messages.forbidden);
    if (!admin && model.authenticated !== undefined && model.authenticated !== Boolean(row.authenticated))
      throw forbidden(Messages.forbidden);
    // A resident's e-mail changes through the Auth API; the profile may only follow the account.
    if (!admin && model.email && model.email !== row.email && model.email !== caller.email) throw forbidden(Messages.forbidden);
    await this.requireRosterPlace(row, model);
    await strapi.documents(UID.profile).update({ documentId: row.documentId, data: toData(model, admin) });
    return serialize(await strapi.db.query(UID.profile).findOne({ where: { id: row.id } }));
  },

  /** PUT /profile/updaterange (users screen): the changed rows, all or none; answers the users list. */
  async updateRange(caller: PortalUser, models: ProfileModel[]): Promise<Profile[]> {
    const admin = isAdmin(caller.roles);
    const rows: Row<typeof UID.profile>[] = [];
    for (const model of models) {
      const row = await this.editable(model);
      if (!admin) {
        if (await this.isAdminAccount(row.userId)) throw forbidden(Messages.adminProfileProtected);
        if (model.authenticated !== undefined && model.authenticated !== Boolean(row.authenticated))
          throw forbidden(Messages.verificationOnlyAdmins);
      }
      rows.push(row);
    }
    await strapi.db.transaction(async () => {
      for (const [index, model] of models.entries()) {
        await strapi.documents(UID.profile).update({ documentId: rows[index].documentId, data: toData(model, admin) });
      }
    });
    return this.all(caller, true);
  },

  /**
   * DELETE /profile/delete/{id}: a deactivation. The account is blocked (no sign-in, no token
   * accepted, its admin-panel account closed), the profile leaves the users screen, and its logins stay in the report, marked
   * removed. A director cannot remove an administrator; nobody removes the last administrator.
   */
  async remove(caller: PortalUser, id: number): Promise<{ id: number }> {
    const row = await strapi.db
      .query(UID.profile)
      .findOne({ where: { id, removedAt: { $null: true } }, select: ['id', 'documentId', 'userName', 'userId'] });
    if (!row) throw notFound(Messages.notFound);
    if (row.userName === VISITOR_USERNAME) throw badRequest(Messages.visitorProfileProtected);
    if (await this.isAdminAccount(row.userId)) {
      if (!isAdmin(caller.roles)) throw forbidden(Messages.adminProfileProtected);
      if ((await serviceOf<typeof rolesService>(strapi, 'api::account.roles').countAdmins()) <= 1)
        throw conflict(Messages.lastAdminProfile);
    }
    await strapi.db.transaction(async () => {
      await strapi.documents(UID.profile).update({ documentId: row.documentId, data: { removedAt: new Date().toISOString() } });
      if (row.userId) await strapi.db.query(USER_UID).update({ where: { id: row.userId }, data: { blocked: true } });
    });
    // Every door closes before the answer, the admin panel's included (its sessions end too).
    if (row.userId) await serviceOf<typeof editorAccountsService>(strapi, 'api::panel-access.editor-accounts').sync(row.userId);
    return { id };
  },

  /**
   * An owner or tenant who moves names a unit of the roster, once the association has one
   * (docs/requirements.md, "The unit roster"): a number or street it does not list is refused, not stored.
   * Property managers state the address of their office, which no roster lists.
   */
  async requireRosterPlace(row: Row<typeof UID.profile>, model: ProfileModel): Promise<void> {
    const place = (unit: unknown, street: unknown) => rosterKeyOf(String(unit ?? ''), String(street ?? ''));
    const next = place(model.unitNumber ?? row.unitNumber, model.streetName ?? row.streetName);
    if (model.userType === 'propmgr' || next === place(row.unitNumber, row.streetName)) return;
    if (!(await strapi.db.query(UID.unit).count({})) || (await strapi.db.query(UID.unit).findOne({ where: { rosterKey: next } }))) return;
    throw badRequest(Messages.profileNotOnRoster(String(model.unitNumber ?? row.unitNumber), String(model.streetName ?? row.streetName)));
  },

  /**
   * The language an account's person chose (the answers and documents they read), or null when none. Every
   * read in a language asks it, so it is kept in the portal's versioned cache: a profile write makes it stale
   * (content-registry `alsoStale`), in this process at once, in another within PUBLIC_CACHE_CHECK_MS.
   */
  languageOf(userId: number): Promise<Locale | null> {
    return publicCache(strapi).value<Locale | null>(CACHED_VIEWS.languages, `user:${userId}`, async () => {
      const row = await strapi.db.query(UID.profile).findOne({ where: { userId }, select: ['language'] });
      return isLocale(row?.language) ? row.language : null;
    });
  },

  async isAdminAccount(userId: number | null | undefined): Promise<boolean> {
    if (!userId) return false;
    const account = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['portalRoles'] });
    return Boolean(account) && normaliseRoles(account.portalRoles).includes('admin');
  },

  /** The stored profile a model refers to; its user name and account are not editable. */
  async editable(model: ProfileModel): Promise<Row<typeof UID.profile>> {
    const row: Row<typeof UID.profile> | null = model.id ? await strapi.db.query(UID.profile).findOne({ where: { id: model.id } }) : null;
    if (!row) throw notFound(Messages.notFound);
    if (row.userName === VISITOR_USERNAME) throw badRequest(Messages.visitorProfileProtected);
    const renamed = model.userName !== undefined && model.userName.toLowerCase() !== String(row.userName).toLowerCase();
    const moved = model.userId !== undefined && model.userId !== null && model.userId !== row.userId;
    if (renamed || moved) throw badRequest('The user name and account of a profile cannot be changed.');
    return row;
  },
});

function toData(model: ProfileModel, admin: boolean) {
  const data: Partial<Input<typeof UID.profile>> = {
    firstName: model.firstName,
    lastName: model.lastName,
    unitNumber: model.unitNumber,
    streetName: model.streetName,
    userType: model.userType,
  };
  if (model.email) data.email = model.email;
  if (admin && model.authenticated !== undefined) data.authenticated = model.authenticated;
  // Absent or null: unchanged (older clients do not send it; a language once chosen stays one).
  if (model.locale) data.language = model.locale;
  return data;
}

function serialize(row: Row<typeof UID.profile>): Profile {
  return {
    id: row.id,
    userId: row.userId ?? null,
    userName: row.userName,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    unitNumber: row.unitNumber ?? '',
    streetName: row.streetName ?? '',
    email: row.email ?? '',
    userType: row.userType ?? null,
    registrationDate: row.registrationDate ? new Date(row.registrationDate).toISOString() : '',
    authenticated: Boolean(row.authenticated),
    verificationWithdrawn: Boolean(row.verificationWithdrawnAt),
    locale: isLocale(row.language) ? row.language : null,
  };
}
